import { generateDemoMarket } from '../../src/market/demo'
import { runBacktest } from '../../src/valuation/backtest'
import { itOrdersConfidence } from './confidence-order'

/** Issue 17's target on the demo market (12,000 rows per game): confidence labels that order errors. */
describe('demo market', () => {
  itOrdersConfidence(runBacktest(generateDemoMarket({ rowsPerGame: 12000 })))
})
