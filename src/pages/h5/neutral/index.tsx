import { NeutralListView } from '@/features/docs/AgreementViews'

export default NeutralListView
