import { PrivacyPolicyView } from '@/features/docs/AgreementViews'

export default PrivacyPolicyView
