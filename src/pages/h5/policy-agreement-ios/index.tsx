import { UserAgreementIOSView } from '@/features/docs/AgreementViews'

export default UserAgreementIOSView
