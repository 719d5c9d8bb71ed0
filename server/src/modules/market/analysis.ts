import type { MarketAnalysisData } from '../../contract'
import { MarketReportType, Tagline } from '../../contract/values'
import { tierLabel } from '../../valuation/catalogue/attr-text'
import { summarizeAttrs } from '../../valuation/catalogue/summarize'
import type { Attrs, GameDef } from '../../valuation/catalogue/types'
import { priceTrend } from '../../valuation/model/trend'
import { median, monthLabel, monthOf } from '../../valuation/util/stats'
import { type MarketContext, yuan } from './context'

export const PERIOD_MONTHS: Record<string, number> = { '3m': 3, '6m': 6, '12m': 12, '24m': 24 }
/** Below this many deals in the period the report is an "initial" one (type 1); otherwise "top" (type 2). */
export const FULL_REPORT_MIN_DEALS = 100
/** Share of the period's deals, by price, that counts as "high-priced" for hot attributes. */
export const HIGH_PRICE_SHARE = 0.25
const TOP_LISTINGS = 10
const HOT_ATTRIBUTES = 8

/** Presence tokens of an account: the things a buyer can "have" (tiers, named items, thresholds, options). */
export function presenceTokens(game: GameDef, attrs: Attrs): Map<string, string> {
  const out = new Map<string, string>()
  for (const def of game.attributes) {
    const v = attrs[def.key]
    if (v === undefined || !def.priced) continue
    if (def.kind === 'tiers') {
      const rec = v as Record<string, number>
      for (const t of def.tiers) if ((rec[t.key] ?? 0) > 0) out.set(`${def.key}.${t.key}`, tierLabel(def, t))
    } else if (def.kind === 'named') {
      const rec = v as Record<string, number>
      for (const it of def.items) if (rec[it.key] !== undefined) out.set(`${def.key}.${it.key}`, it.label)
    } else if (def.kind === 'count') {
      for (const th of def.thresholds ?? []) if ((v as number) >= th.at) out.set(`${def.key}>=${th.at}`, th.label)
    } else if (def.kind === 'enum') {
      const opt = def.options.find((o) => o.value === v)
      out.set(`${def.key}=${String(v)}`, opt?.label ?? String(v))
    }
  }
  return out
}

/** market/analysis: index, volumes, hot attributes, top listings and taglines for one game and period. */
export class MarketAnalysisService {
  constructor(private readonly ctx: MarketContext) {}

  async analyse(gameId: number, period: string): Promise<MarketAnalysisData> {
    const { game, gameName, model, demo } = await this.ctx.loadGame(gameId)
    const months = PERIOD_MONTHS[period] ?? 6
    const lastMonth = model.priceIndex.startMonth + model.priceIndex.values.length - 1
    const firstMonth = lastMonth - months + 1

    const trend = priceTrend(model)
    const priceIndex = trend.filter((_, k) => model.priceIndex.startMonth + k >= firstMonth)

    const rows = await this.ctx.rowsForGame(gameId)
    const deals = rows.filter(
      (r) => r.kind === 'deal' && r.soldAt !== null && monthOf(r.soldAt) >= firstMonth && monthOf(r.soldAt) <= lastMonth,
    )
    const monthly = Array.from({ length: months }, (_, k) => {
      const m = firstMonth + k
      const prices = deals.filter((d) => monthOf(d.soldAt as number) === m).map((d) => d.priceFen)
      return { month: monthLabel(m), deals: prices.length, medianFen: prices.length ? Math.round(median(prices)) : null }
    })

    const hotAttributes = this.hot(game, deals)
    const topListings = rows
      .filter((r) => r.kind === 'listing' && r.status === 'on_sale')
      .sort((a, b) => b.priceFen - a.priceFen || a.id - b.id)
      .slice(0, TOP_LISTINGS)
      .map((l) => this.ctx.listingView(l, summarizeAttrs(game, l.attrs)))

    const taglines: { type: Tagline; text: string }[] = []
    if (deals.length) {
      const max = Math.max(...deals.map((d) => d.priceFen))
      taglines.push({ type: Tagline.TOP, text: `近${months}个月${gameName}共成交${deals.length}单，最高成交价${yuan(max)}` })
    } else {
      taglines.push({ type: Tagline.TOP, text: `近${months}个月${gameName}暂无成交` })
    }
    if (priceIndex.length >= 2) {
      const change = Math.round((priceIndex[priceIndex.length - 1].value / priceIndex[0].value - 1) * 1000) / 10
      const text =
        Math.abs(change) < 2
          ? `近${months}个月${gameName}账号价格基本持平（${change >= 0 ? '+' : ''}${change}%）`
          : `近${months}个月${gameName}账号价格${change > 0 ? '上涨' : '下跌'}${Math.abs(change)}%`
      taglines.push({ type: Tagline.PRICE, text })
    }
    if (hotAttributes.length) {
      const h = hotAttributes[0]
      taglines.push({
        type: Tagline.LIKE,
        text: `买家最爱：${h.label}，高价成交中${Math.round(h.share * 100)}%拥有，拥有它的账号均价高出${Math.round(h.upliftPct)}%`,
      })
    }

    return {
      gameId,
      gameName,
      period,
      reportType: deals.length >= FULL_REPORT_MIN_DEALS ? MarketReportType.TOP : MarketReportType.INITIAL,
      demo,
      dataThrough: model.dataThrough,
      priceIndex,
      monthly,
      hotAttributes,
      topListings,
      taglines,
    }
  }

  /**
   * Hot attributes: among the period's deals, the top 25% by price are "high-priced". For every presence token
   * (tier owned, named item owned, threshold reached, server option) its share among those deals, its share
   * among all, and the uplift = mean price of deals with it / mean price of deals without − 1. Only tokens with a
   * positive uplift that are over-represented among high-priced deals are kept, most present first.
   */
  private hot(game: GameDef, deals: { priceFen: number; attrs: Attrs }[]): MarketAnalysisData['hotAttributes'] {
    if (deals.length < 8) return []
    const sorted = [...deals].sort((a, b) => b.priceFen - a.priceFen)
    const highN = Math.max(1, Math.round(sorted.length * HIGH_PRICE_SHARE))
    const stats = new Map<string, { label: string; high: number; withN: number; withSum: number }>()
    let totalSum = 0
    sorted.forEach((d, i) => {
      totalSum += d.priceFen
      for (const [key, label] of presenceTokens(game, d.attrs)) {
        const s = stats.get(key) ?? { label, high: 0, withN: 0, withSum: 0 }
        if (i < highN) s.high++
        s.withN++
        s.withSum += d.priceFen
        stats.set(key, s)
      }
    })
    const out: MarketAnalysisData['hotAttributes'] = []
    for (const [key, s] of stats) {
      const withoutN = sorted.length - s.withN
      if (withoutN === 0 || s.high === 0) continue
      const uplift = s.withSum / s.withN / ((totalSum - s.withSum) / withoutN) - 1
      const share = s.high / highN
      const overallShare = s.withN / sorted.length
      if (uplift <= 0 || share <= overallShare) continue
      out.push({ key, label: s.label, share: round3(share), overallShare: round3(overallShare), upliftPct: Math.round(uplift * 1000) / 10 })
    }
    return out.sort((a, b) => b.share - a.share || b.upliftPct - a.upliftPct).slice(0, HOT_ATTRIBUTES)
  }
}

const round3 = (x: number) => Math.round(x * 1000) / 1000
