import { AppPermissionView } from '@/features/docs/AgreementViews'

export default AppPermissionView
