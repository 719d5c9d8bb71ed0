import type { DealEvaluateBody, DealEvaluateData } from '../../contract'
import { compareAsk } from '../../valuation/model/predict'
import type { MarketContext } from '../market/context'
import { yuan } from '../market/context'

/** At most this share of the estimate is a good deal (划算). */
export const GOOD_RATIO = 0.9
/** At least this share of the estimate is overpriced (偏贵), even when still inside the 80% range. */
export const OVERPRICED_RATIO = 1.2
/** With fewer comparables than this the ask is placed among all of the game's deals instead. */
const MIN_COMPARABLES = 3

const VERDICT_TEXT = { good: '划算', fair: '合理', overpriced: '偏贵' } as const

/**
 * Verdict thresholds (docs/api.md): good (划算) when the ask is below the 80% range or at most 90% of the
 * estimate; overpriced (偏贵) when it is above the range or at least 120% of the estimate; fair (合理) otherwise.
 */
export function dealVerdict(cmp: { ratio: number; verdict: '偏高' | '合理' | '偏低' }): keyof typeof VERDICT_TEXT {
  if (cmp.verdict === '偏高' || cmp.ratio >= OVERPRICED_RATIO) return 'overpriced'
  if (cmp.verdict === '偏低' || cmp.ratio <= GOOD_RATIO) return 'good'
  return 'fair'
}

/** deal/evaluate: estimate from attributes only (a listing's own asking price is never used), then judge the ask. */
export class DealService {
  constructor(private readonly ctx: MarketContext) {}

  async evaluate(userId: number, body: DealEvaluateBody): Promise<DealEvaluateData> {
    const resolved = await this.ctx.resolveAttrs(userId, body, { via: body.link !== undefined ? 'link' : 'answers' })
    const { gameName, model, demo } = await this.ctx.loadGame(resolved.gameId)
    const v = this.ctx.valuate(model, resolved.attrs)
    const cmp = compareAsk(v, body.askFen)
    const verdict = dealVerdict(cmp)

    let askPercentile: number
    let percentileBasis: 'comparables' | 'game'
    if (v.comparables.length >= MIN_COMPARABLES) {
      const prices = v.comparables.map((c) => c.priceFen)
      const below = prices.filter((p) => p < body.askFen).length + prices.filter((p) => p === body.askFen).length / 2
      askPercentile = Math.round((below / prices.length) * 1000) / 10
      percentileBasis = 'comparables'
    } else {
      // priceQuantiles: percentiles 0..100 of the game's log deal prices at today's index.
      const logAsk = Math.log(body.askFen)
      const q = model.priceQuantiles
      askPercentile = Math.max(
        0,
        q.findIndex((x) => x >= logAsk),
      )
      if (logAsk > q[q.length - 1]) askPercentile = 100
      percentileBasis = 'game'
    }
    const pct = Math.round((cmp.ratio - 1) * 1000) / 10
    const text =
      `按属性估值约${yuan(v.estimateFen)}（80%区间 ${yuan(v.range.lowFen)}-${yuan(v.range.highFen)}），要价${yuan(body.askFen)}` +
      `${pct === 0 ? '与估值持平' : `${pct > 0 ? '高出' : '低于'}估值${Math.abs(pct)}%`}，` +
      `${percentileBasis === 'comparables' ? '高于' : '高于该游戏'}${askPercentile}%的${percentileBasis === 'comparables' ? '相似成交' : '成交'}，${VERDICT_TEXT[verdict]}`
    return {
      gameId: resolved.gameId,
      gameName,
      askFen: body.askFen,
      estimateFen: v.estimateFen,
      range: v.range,
      ratio: cmp.ratio,
      askPercentile,
      percentileBasis,
      comparableCount: v.comparables.length,
      verdict,
      verdictText: VERDICT_TEXT[verdict],
      text,
      demo: demo || v.comparables.some((c) => c.demo),
    }
  }
}
