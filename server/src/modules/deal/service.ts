import type { DealEvaluateBody, DealEvaluateData } from '../../contract'
import type { TrainedModel } from '../../valuation/model/types'
import { compareAsk } from '../../valuation/model/predict'
import type { MarketContext } from '../market/context'
import { yuan } from '../market/context'
import { findAccountReport } from '../reports/account-reports'
import { type PriceBand, accountBand } from '../reports/band'

/** At most this share of the estimate is a good deal (划算). */
export const GOOD_RATIO = 0.9
/** At least this share of the estimate is overpriced (偏贵), even when still inside the 80% range. */
export const OVERPRICED_RATIO = 1.2
/** With fewer comparables than this the ask is placed among all of the game's deals instead. */
const MIN_COMPARABLES = 3

/** One vocabulary for the free verdict and the exact one (issue 34: 偏贵 / 合理 / 偏便宜). */
const VERDICT_TEXT = { good: '偏便宜', fair: '合理', overpriced: '偏贵' } as const
type Verdict = keyof typeof VERDICT_TEXT

/**
 * Verdict thresholds (docs/api.md): good (偏便宜) when the ask is below the 80% range or at most 90% of the
 * estimate; overpriced (偏贵) when it is above the range or at least 120% of the estimate; fair (合理) otherwise.
 */
export function dealVerdict(cmp: { ratio: number; verdict: '偏高' | '合理' | '偏低' }): Verdict {
  if (cmp.verdict === '偏高' || cmp.ratio >= OVERPRICED_RATIO) return 'overpriced'
  if (cmp.verdict === '偏低' || cmp.ratio <= GOOD_RATIO) return 'good'
  return 'fair'
}

/**
 * The free verdict, from the band alone (which the free answer shows anyway, so it tells nothing more): above the
 * band 偏贵, below it 偏便宜, within it 合理. The band holds the 80% range, so an ask outside the band is outside the
 * range too and the exact verdict agrees; an ask within the band may turn out 偏贵 or 偏便宜 against the estimate.
 */
export function bandDealVerdict(band: PriceBand, askFen: number): Verdict {
  if (band.highFen !== null && askFen > band.highFen) return 'overpriced'
  if (askFen < band.lowFen) return 'good'
  return 'fair'
}

const BAND_WHY: Record<Verdict, string> = {
  overpriced: '高于该档位的上限，偏贵',
  good: '低于该档位的下限，偏便宜',
  fair: '在该档位之内，合理',
}

/** The ask's percentile among all of the game's deals at today's index (nothing about the account). */
function gamePercentile(model: TrainedModel, askFen: number): number {
  // priceQuantiles: percentiles 0..100 of the game's log deal prices at today's index.
  const logAsk = Math.log(askFen)
  const q = model.priceQuantiles
  if (logAsk > q[q.length - 1]) return 100
  return Math.max(
    0,
    q.findIndex((x) => x >= logAsk),
  )
}

/**
 * deal/evaluate: estimate from attributes only (a listing's own asking price is never used), then judge the ask.
 *
 * The precise answer (estimate, range, ratio, comparables) is what a valuation report sells, so it is given only
 * to a caller who has unlocked a valuation report on the same account (the report they name, the same listing, or
 * the same attributes of the same game), and then it is that report's own valuation: one value, the one they
 * bought. Anyone else gets the free answer: the coarse band, the verdict from the band (偏贵 / 合理 / 偏便宜) and
 * the ask's place among all of the game's deals. It is the same for every account in the band, so asking again
 * with other prices (a bisection) learns nothing more than the report's free teaser.
 */
export class DealService {
  constructor(private readonly ctx: MarketContext) {}

  async evaluate(userId: number, body: DealEvaluateBody): Promise<DealEvaluateData> {
    const via = body.link !== undefined ? 'link' : body.valId !== undefined ? 'valId' : 'answers'
    const resolved = await this.ctx.resolveAttrs(userId, body, { via })
    const { gameName, model, demo } = await this.ctx.loadGame(resolved.gameId)
    const own = await findAccountReport(this.ctx.db, userId, {
      gameId: resolved.gameId,
      attrs: resolved.attrs,
      ...(resolved.listing ? { listing: { source: resolved.listing.source, externalId: resolved.listing.externalId } } : {}),
      ...(resolved.valId ? { valId: resolved.valId } : {}),
    })
    const v = own?.unlocked ? own.valuation : this.ctx.valuate(model, resolved.attrs)
    const band = accountBand(v)
    const head = { gameId: resolved.gameId, gameName, askFen: body.askFen, band, ...(own ? { valId: own.valId } : {}) }

    if (!own?.unlocked) {
      const verdict = bandDealVerdict(band, body.askFen)
      const askPercentile = gamePercentile(model, body.askFen)
      const text =
        `按属性估值在${band.label}档，要价${yuan(body.askFen)}${BAND_WHY[verdict]}，高于该游戏${askPercentile}%的成交；` +
        `解锁这个账号的估价报告后可查看精确估值和差价`
      return {
        ...head,
        locked: true,
        askPercentile,
        percentileBasis: 'game',
        verdict,
        verdictText: VERDICT_TEXT[verdict],
        text,
        demo,
      }
    }
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
      askPercentile = gamePercentile(model, body.askFen)
      percentileBasis = 'game'
    }
    const pct = Math.round((cmp.ratio - 1) * 1000) / 10
    const text =
      `按属性估值约${yuan(v.estimateFen)}（80%区间 ${yuan(v.range.lowFen)}-${yuan(v.range.highFen)}），要价${yuan(body.askFen)}` +
      `${pct === 0 ? '与估值持平' : `${pct > 0 ? '高出' : '低于'}估值${Math.abs(pct)}%`}，` +
      `${percentileBasis === 'comparables' ? '高于' : '高于该游戏'}${askPercentile}%的${percentileBasis === 'comparables' ? '相似成交' : '成交'}，${VERDICT_TEXT[verdict]}`
    return {
      ...head,
      locked: false,
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
