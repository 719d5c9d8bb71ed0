import { ChildProtectionView } from '@/features/docs/AgreementViews'

export default ChildProtectionView
