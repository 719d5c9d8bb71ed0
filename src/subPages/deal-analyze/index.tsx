import { MarketAnalysisView } from '@/features/deal'

export default MarketAnalysisView
