import type { Attrs, GameDef, ReportQuestion } from './catalogue/types'
import { ReportQuestionType } from '../contract/values'
import type { TrainedModel } from './model/types'
import { unansweredAttributes } from './model/unanswered'

/**
 * Report questions (spec section 5) attached to a valuation:
 *  1 tip  — advice about what moves this account's price (risk flags off their safe value, a discounted
 *           server, asking prices vs deal prices, low confidence, safety);
 *  2 lack — a priced attribute left unanswered: it was imputed with the market average, so answering it
 *           makes the estimate more precise. One per unanswered row of the breakdown (the same
 *           `unansweredAttributes`), so there are `breakdown.missingOptional` of them;
 *  3 miss — an answered value outside what the market data covers (the model extrapolates there).
 */
export function reportQuestions(game: GameDef, model: TrainedModel, attrs: Attrs, lowConfidence: boolean): ReportQuestion[] {
  const out: ReportQuestion[] = []
  const unanswered = new Set(unansweredAttributes(game, attrs))
  for (const a of game.attributes) {
    if (!a.priced) continue
    const v = attrs[a.key]
    if (v === undefined) {
      if (unanswered.has(a)) {
        out.push({
          type: ReportQuestionType.LACK,
          key: a.key,
          title: `未填写：${a.label}`,
          text: '该项暂按同游戏成交账号的平均水平计入估价（不算加分或扣分），补充后估价更准确。',
        })
      }
      continue
    }
    if (a.kind === 'count') {
      const r = model.ranges[a.key]
      if (r && ((v as number) > r[1] || (v as number) < r[0])) {
        out.push({
          type: ReportQuestionType.MISS,
          key: a.key,
          title: `${a.label}超出市场数据范围`,
          text: `成交账号的${a.label}在 ${r[0]}-${r[1]}${a.unit} 之间，超出部分按已有数据外推，仅供参考。`,
        })
      }
    }
    if (a.kind === 'tiers') {
      for (const t of a.tiers) {
        const r = model.ranges[`${a.key}.${t.key}`]
        const n = (v as Record<string, number>)[t.key] ?? 0
        if (r && n > r[1]) {
          out.push({
            type: ReportQuestionType.MISS,
            key: `${a.key}.${t.key}`,
            title: `${t.label}数量超出市场数据范围`,
            text: `成交账号的${t.label}最多 ${r[1]}${a.unit}，超出部分按已有数据外推，仅供参考。`,
          })
        }
      }
    }
    if (a.kind === 'flag' && v !== a.default) {
      const text =
        a.key === 'liveMail'
          ? '绑定邮箱无法换绑（死邮）时买家担心被找回，成交价明显偏低。'
          : a.key === 'realNameChangeable'
            ? '实名不可修改的账号存在被原主找回的风险，成交价偏低。'
            : a.key === 'violation'
              ? '有违规或封禁记录的账号成交价偏低，交易前请如实说明。'
              : `${a.label}会影响成交价。`
      out.push({ type: ReportQuestionType.TIP, key: a.key, title: a.label, text })
    }
    if (a.kind === 'enum' && v !== a.default) {
      out.push({
        type: ReportQuestionType.TIP,
        key: a.key,
        title: `${a.label}：${String(v)}`,
        text: `${String(v)}的成交价通常低于${a.default}，估价已按该${a.label}的行情计算。`,
      })
    }
  }
  if (lowConfidence) {
    out.push({
      type: ReportQuestionType.TIP,
      title: '相似成交较少',
      text: '市场上与该账号相近的成交很少，估价可信度低，建议结合更多信息判断。',
    })
  }
  if (model.listingPremium !== null && model.listingPremium > 0.02) {
    const pct = Math.round((Math.exp(model.listingPremium) - 1) * 100)
    out.push({
      type: ReportQuestionType.TIP,
      title: '估价基于成交价',
      text: `估价参考真实成交价而非挂牌价；该游戏挂牌价通常比成交价高约 ${pct}%。`,
    })
  }
  const platforms = platformTip(model)
  if (platforms) out.push(platforms)
  out.push({ type: ReportQuestionType.TIP, title: '交易安全', text: '交易时切勿向他人提供短信验证码，谨防账号被找回。' })
  return out
}

/**
 * Which price level the estimate is on: the platforms' average. Said only when the market data comes from
 * several platforms whose levels differ by at least 3%, naming the highest and the lowest.
 */
function platformTip(model: TrainedModel): ReportQuestion | undefined {
  const levels = Object.entries(model.platformLevels ?? {}).sort((a, b) => b[1] - a[1])
  if (levels.length < 2) return undefined
  const [top, topLevel] = levels[0]
  const [low, lowLevel] = levels[levels.length - 1]
  if (topLevel - lowLevel < Math.log(1.03)) return undefined
  const pct = (l: number) => Math.round(Math.abs(Math.exp(l) - 1) * 100)
  return {
    type: ReportQuestionType.TIP,
    title: '按各平台平均成交价',
    text: `估价按${levels.map(([name]) => name).join('、')}成交价的平均水平计算；同样的账号在${top}通常高约 ${pct(topLevel)}%，在${low}低约 ${pct(lowLevel)}%。`,
  }
}
