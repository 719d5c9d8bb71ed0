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

const VERDICT_TEXT = { good: '划算', fair: '合理', overpriced: '偏贵', unknown: '待解锁' } as const
type Verdict = keyof typeof VERDICT_TEXT

/**
 * Verdict thresholds (docs/api.md): good (划算) when the ask is below the 80% range or at most 90% of the
 * estimate; overpriced (偏贵) when it is above the range or at least 120% of the estimate; fair (合理) otherwise.
 */
export function dealVerdict(cmp: { ratio: number; verdict: '偏高' | '合理' | '偏低' }): Exclude<Verdict, 'unknown'> {
  if (cmp.verdict === '偏高' || cmp.ratio >= OVERPRICED_RATIO) return 'overpriced'
  if (cmp.verdict === '偏低' || cmp.ratio <= GOOD_RATIO) return 'good'
  return 'fair'
}

/**
 * The verdict from the band alone (the estimate lies within its bounds), so it never contradicts the full
 * one: an ask of at least 120% of the band's top is above 120% of any estimate in it (overpriced), one of at most
 * 90% of the band's bottom is below 90% of any (good); anything else could be either, and stays unknown.
 */
export function bandDealVerdict(band: PriceBand, askFen: number): Verdict {
  if (band.highFen !== null && askFen >= band.highFen * OVERPRICED_RATIO) return 'overpriced'
  if (askFen <= band.lowFen * GOOD_RATIO) return 'good'
  return 'unknown'
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
 * to a caller who has unlocked a valuation report on the same account (the same listing, or the same attributes
 * of the same game). Anyone else gets the locked answer: the coarse band, a verdict from the band alone and the
 * ask's place among all of the game's deals. It is the same for every account in the band, so asking again with
 * other prices (a bisection) learns nothing more than the report's free teaser.
 */
export class DealService {
  constructor(private readonly ctx: MarketContext) {}

  async evaluate(userId: number, body: DealEvaluateBody): Promise<DealEvaluateData> {
    const resolved = await this.ctx.resolveAttrs(userId, body, { via: body.link !== undefined ? 'link' : 'answers' })
    const { gameName, model, demo } = await this.ctx.loadGame(resolved.gameId)
    const v = this.ctx.valuate(model, resolved.attrs)
    const band = accountBand(v)
    const own = await findAccountReport(this.ctx.db, userId, {
      gameId: resolved.gameId,
      attrs: resolved.attrs,
      ...(resolved.listing ? { listing: { source: resolved.listing.source, externalId: resolved.listing.externalId } } : {}),
    })
    const head = { gameId: resolved.gameId, gameName, askFen: body.askFen, band, ...(own ? { valId: own.valId } : {}) }

    if (!own?.unlocked) {
      const verdict = bandDealVerdict(band, body.askFen)
      const askPercentile = gamePercentile(model, body.askFen)
      const why =
        verdict === 'overpriced'
          ? '比该档位的最高估值还高出两成以上，偏贵'
          : verdict === 'good'
            ? '不到该档位最低估值的九成，划算'
            : '是否划算要看精确估值'
      const text =
        `按属性估值在${band.label}档，要价${yuan(body.askFen)}高于该游戏${askPercentile}%的成交，${why}；` +
        `解锁这个账号的估价报告后可查看精确估值和判断`
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
