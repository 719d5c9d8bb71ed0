/** 交易评估 and 行情分析: judge a deal, read market trends. */
export { default as DealEvaluateView, askPosition, refreshDealEvaluate } from './DealEvaluateView'
export { default as MarketAnalysisView } from './MarketAnalysisView'
export { dealStore } from './deal-store'
export { marketStore } from './market-store'
