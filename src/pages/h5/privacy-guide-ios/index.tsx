import { PrivacyPolicyIOSView } from '@/features/docs/AgreementViews'

export default PrivacyPolicyIOSView
