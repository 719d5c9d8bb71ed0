import { UserAgreementView } from '@/features/docs/AgreementViews'

export default UserAgreementView
