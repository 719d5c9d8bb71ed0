import { AccountSecurityView } from '@/features/docs/AgreementViews'

export default AccountSecurityView
