import { RulesView } from '@/features/docs/AgreementViews'

export default RulesView
