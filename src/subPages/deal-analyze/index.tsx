import MarketAnalysisView from '@/features/deal/MarketAnalysisView'

export default MarketAnalysisView
