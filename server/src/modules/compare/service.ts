import { randomBytes } from 'node:crypto'
import type { CompareBody, CompareData, CompareShareData, SharedCompareData } from '../../contract'
import { toNumber } from '../../db/numbers'
import { BizError, badParameter, notFound } from '../../errors'
import { getGame } from '../../valuation/catalogue'
import type { AttrValue, GameDef } from '../../valuation/catalogue/types'
import type { Valuation } from '../../valuation/model/types'
import { type MarketContext, yuan } from '../market/context'

/** A human-readable attribute value for the side-by-side view. */
export function attrText(game: GameDef | undefined, key: string, v: AttrValue | undefined): string {
  if (v === undefined) return '未填写'
  const def = game?.attributes.find((a) => a.key === key)
  if (!def) return typeof v === 'object' ? JSON.stringify(v) : String(v)
  switch (def.kind) {
    case 'tiers': {
      const rec = v as Record<string, number>
      const parts = [...def.tiers].reverse().filter((t) => (rec[t.key] ?? 0) > 0).map((t) => `${t.label}×${rec[t.key]}`)
      return parts.join('、') || '无'
    }
    case 'named': {
      const rec = v as Record<string, number>
      const parts = def.items.filter((it) => rec[it.key] !== undefined).map((it) => `${it.label}${def.levelFormat.replace('{n}', String(rec[it.key]))}`)
      return parts.join('、') || '无'
    }
    case 'flag':
      return v ? '是' : '否'
    case 'enum':
      return def.options.find((o) => o.value === v)?.label ?? String(v)
    case 'count':
      return `${v}${def.unit}`
    default:
      return String(v)
  }
}

/**
 * val/compare: per breakdown item, the difference of the two reports' contributions is its share of the price
 * gap (the breakdowns sum exactly to each estimate, so the items plus the base difference sum to the gap).
 */
export class CompareService {
  constructor(private readonly ctx: MarketContext) {}

  async compare(userId: number, body: CompareBody): Promise<CompareData> {
    if (body.valIdA === body.valIdB) throw badParameter('参数错误：valIdB 不能与 valIdA 相同')
    const a = await this.ctx.unlockedReport(userId, body.valIdA, 'valIdA')
    const b = await this.ctx.unlockedReport(userId, body.valIdB, 'valIdB')
    if (a.gameId !== b.gameId) throw badParameter('参数错误：两份报告不属于同一游戏（valIdB）')
    const mode = body.mode ?? 0
    const [base, other] = mode === 0 ? [{ id: body.valIdA, v: a.valuation }, { id: body.valIdB, v: b.valuation }] : [{ id: body.valIdB, v: b.valuation }, { id: body.valIdA, v: a.valuation }]
    const game = getGame(a.gameId)
    const gameName = (await this.ctx.gameNames()).get(a.gameId) ?? game?.name ?? ''

    const contrib = (v: Valuation) => new Map(v.breakdown.items.map((i) => [i.key, i]))
    const cb = contrib(base.v)
    const co = contrib(other.v)
    const keys = [...new Set([...cb.keys(), ...co.keys()])]
    const items: CompareData['items'] = keys.map((key) => {
      const label = cb.get(key)?.label ?? co.get(key)?.label ?? key
      const baseContributionFen = cb.get(key)?.contributionFen ?? 0
      const otherContributionFen = co.get(key)?.contributionFen ?? 0
      return {
        key, label, baseValue: attrText(game, key, base.v.attrs?.[key]), otherValue: attrText(game, key, other.v.attrs?.[key]),
        baseContributionFen, otherContributionFen, diffFen: otherContributionFen - baseContributionFen,
      }
    })
    const baseDiff = other.v.breakdown.baseFen - base.v.breakdown.baseFen
    if (baseDiff !== 0) {
      items.push({ key: 'base', label: '市场基准（估价日期不同）', baseValue: '', otherValue: '', baseContributionFen: base.v.breakdown.baseFen, otherContributionFen: other.v.breakdown.baseFen, diffFen: baseDiff })
    }
    items.sort((x, y) => Math.abs(y.diffFen) - Math.abs(x.diffFen))
    const gapFen = other.v.estimateFen - base.v.estimateFen
    const gapPct = Math.round((gapFen / base.v.estimateFen) * 1000) / 10
    const top = items.filter((i) => i.diffFen !== 0).slice(0, 2)
    const text =
      gapFen === 0
        ? '两个账号估值相同'
        : `对比号比基准号${gapFen > 0 ? '高' : '低'}${yuan(Math.abs(gapFen))}（${gapPct > 0 ? '+' : ''}${gapPct}%）` +
          (top.length ? `，主要差在${top.map((i) => `${i.label}（${i.diffFen > 0 ? '+' : '-'}${yuan(Math.abs(i.diffFen))}）`).join('、')}` : '')
    const side = (s: { id: string; v: Valuation }) => ({ valId: s.id, estimateFen: s.v.estimateFen, level: s.v.level, range: { lowFen: s.v.range.lowFen, highFen: s.v.range.highFen } })
    return { gameId: a.gameId, gameName, mode, base: side(base), other: side(other), gapFen, gapPct, items, text }
  }

  /**
   * A public link to this comparison: checked exactly like val/compare (the caller's own unlocked reports of
   * one game), then an unguessable token is stored; sharing the same comparison again returns the same token.
   */
  async share(userId: number, body: CompareBody): Promise<CompareShareData> {
    await this.compare(userId, body)
    const key = { user_id: userId, val_id_a: body.valIdA, val_id_b: body.valIdB, mode: body.mode ?? 0 }
    const find = () =>
      this.ctx.db.selectFrom('compare_share').select('token').where('user_id', '=', key.user_id).where('val_id_a', '=', key.val_id_a)
        .where('val_id_b', '=', key.val_id_b).where('mode', '=', key.mode).executeTakeFirst()
    let row = await find()
    if (!row) {
      const token = `c_${randomBytes(12).toString('base64url')}`
      await this.ctx.db.insertInto('compare_share').values({ token, ...key, created_at: this.ctx.clock.now() }).onConflict((oc) => oc.doNothing()).execute()
      row = await find()
    }
    const token = (row as { token: string }).token
    return { token, path: `/pages/h5/report/compareShare?token=${token}` }
  }

  /**
   * The shared comparison, computed live for the sharer (no login). A share whose reports were deleted or are
   * no longer the sharer's unlocked reports is gone: 40004, the same answer as an unknown token.
   */
  async shared(token: string): Promise<SharedCompareData> {
    const row = await this.ctx.db.selectFrom('compare_share').selectAll().where('token', '=', token).executeTakeFirst()
    const gone = () => notFound('分享不存在或已失效')
    if (!row) throw gone()
    try {
      const data = await this.compare(toNumber(row.user_id), { valIdA: row.val_id_a, valIdB: row.val_id_b, mode: row.mode === 1 ? 1 : 0 })
      return { ...data, sharedAt: toNumber(row.created_at) }
    } catch (e) {
      if (e instanceof BizError) throw gone()
      throw e
    }
  }
}
