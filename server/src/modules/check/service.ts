import type { CheckEvaluateBody, CheckEvaluateData, CheckRecordsData } from '../../contract'
import { toNumber } from '../../db/numbers'
import { badParameter } from '../../errors'
import { indexAt } from '../../valuation/model/time-index'
import type { MarketContext } from '../market/context'
import { yuan } from '../market/context'
import type { ProfitRecordRepository, ProfitRecordRow } from './repository'

/** Within ±5% of the price paid counts as 持平 (break-even): below the model's own error. */
export const BREAK_EVEN_PCT = 5
const EARLIEST_PAID_AT = Date.UTC(2010, 0, 1)

export function verdictOf(profitPct: number): '亏了' | '赚了' | '持平' {
  return Math.abs(profitPct) < BREAK_EVEN_PCT ? '持平' : profitPct < 0 ? '亏了' : '赚了'
}

/** check/evaluate and check/records. */
export class CheckService {
  constructor(private readonly ctx: MarketContext, private readonly records: ProfitRecordRepository) {}

  async evaluate(userId: number, body: CheckEvaluateBody): Promise<CheckEvaluateData> {
    const now = this.ctx.clock.now()
    if (body.paidAt > now) throw badParameter('参数错误：paidAt 不能晚于当前时间')
    if (body.paidAt < EARLIEST_PAID_AT) throw badParameter('参数错误：paidAt 应为毫秒时间戳（2010 年以后）')
    const resolved = await this.ctx.resolveAttrs(userId, body, { via: body.valId !== undefined ? 'valId' : 'answers' })
    const { gameName, model, demo } = await this.ctx.loadGame(resolved.gameId)
    const v = this.ctx.valuate(model, resolved.attrs)

    const indexChange = indexAt(model.priceIndex, now) - indexAt(model.priceIndex, body.paidAt)
    const valueNowFen = v.estimateFen
    const valueAtPaidFen = Math.round(valueNowFen * Math.exp(-indexChange))
    const profitFen = valueNowFen - body.paidFen
    const profitPct = Math.round((profitFen / body.paidFen) * 1000) / 10
    const verdict = verdictOf(profitPct)
    const marketChangePct = Math.round((Math.exp(indexChange) - 1) * 1000) / 10
    const overpaidFen = body.paidFen - valueAtPaidFen
    const text =
      verdict === '持平'
        ? `按当前行情账号约值${yuan(valueNowFen)}，与你支付的${yuan(body.paidFen)}基本持平`
        : `按当前行情账号约值${yuan(valueNowFen)}，比你支付的${yuan(body.paidFen)}${profitFen < 0 ? '少' : '多'}${yuan(Math.abs(profitFen))}（${profitPct > 0 ? '+' : ''}${profitPct}%），${verdict}` +
          (overpaidFen > 0 && valueAtPaidFen < body.paidFen * 0.95 ? `；购买时约多付了${yuan(overpaidFen)}` : '') +
          (Math.abs(marketChangePct) >= 2 ? `；购买以来行情${marketChangePct > 0 ? '上涨' : '下跌'}${Math.abs(marketChangePct)}%` : '')
    const result = { range: { lowFen: v.range.lowFen, highFen: v.range.highFen }, marketChangePct, overpaidFen, text, demo }
    const profitBp = Math.round((profitFen / body.paidFen) * 10000)
    const recordId = await this.records.insert({
      user_id: userId, game_id: resolved.gameId, input: JSON.stringify({ attrs: resolved.attrs, ...(resolved.valId ? { valId: resolved.valId } : {}) }),
      paid_fen: body.paidFen, paid_at: body.paidAt, value_now_fen: valueNowFen, value_at_paid_fen: valueAtPaidFen, profit_fen: profitFen,
      profit_bp: profitBp, verdict, result: JSON.stringify(result), created_at: now,
    })
    return {
      recordId, gameId: resolved.gameId, gameName, paidFen: body.paidFen, paidAt: body.paidAt, valueNowFen, valueAtPaidFen, profitFen, profitPct,
      verdict, createdAt: now, ...result,
    }
  }

  async list(userId: number, page: number, pageSize: number): Promise<CheckRecordsData> {
    const { rows, total } = await this.records.listOwned(userId, (page - 1) * pageSize, pageSize)
    const names = await this.ctx.gameNames()
    return { total, list: rows.map((r) => view(r, names.get(toNumber(r.game_id)) ?? '')) }
  }
}

function view(r: ProfitRecordRow, gameName: string): CheckRecordsData['list'][number] {
  const paidFen = toNumber(r.paid_fen)
  const profitFen = toNumber(r.profit_fen)
  return {
    recordId: toNumber(r.id), gameId: toNumber(r.game_id), gameName, paidFen, paidAt: toNumber(r.paid_at), valueNowFen: toNumber(r.value_now_fen),
    valueAtPaidFen: toNumber(r.value_at_paid_fen), profitFen, profitPct: Math.round((profitFen / paidFen) * 1000) / 10, verdict: r.verdict,
    createdAt: toNumber(r.created_at),
  }
}
