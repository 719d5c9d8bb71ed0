import { ActivityLimit } from '../../contract/console/activities-values'
import { ConsoleRule } from '../../contract/console/values'
import { isHttpsUrl } from '../../contract/values/app-download'
import { ActivityStyle, ODDS_SCALE } from '../../contract/values/draw'
import { PrizeType } from '../../contract/values/pay'
import { badParameter } from '../../errors'
import type { PrizeRow } from './repository'

/**
 * The one set of rules for activities and prizes, for the CLI (activity:set, prize:add, prize:set) and the console's
 * 抽奖活动 page alike. Each check takes typed values (the CLI reads its flags' text first) and throws a 40000 whose
 * Chinese message says what to fix.
 */

export interface ActivityDraft {
  title: string
  subtitle: string
  style: ActivityStyle
  startAt: number
  endAt: number
  perUserLimit: number
  perDayLimit: number
  rules: string[]
  enabled: boolean
}

export interface PrizeDraft {
  type: PrizeType
  name: string
  /** Parts per million. */
  odds: number
  stock: number
  amountFen: number
  couponCount: number
  image: string
  sort?: number
}

export interface PrizePatch {
  name?: string
  odds?: number
  stock?: number
  enabled?: boolean
  sort?: number
  image?: string
  /**
   * Why the odds (or the set of enabled prizes) of a running activity change anyway: players already see the odds,
   * so such a change needs a reason, kept in the audit trail.
   */
  overrideReason?: string
}

const ID = new RegExp(ActivityLimit.ID_PATTERN)

export function checkActivityId(id: string): string {
  if (!ID.test(id)) throw badParameter('活动 ID 须为 1-32 位字母、数字或“-”')
  return id
}

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim()

function text(name: string, raw: string, min: number, max: number): string {
  const v = tidy(raw)
  const n = [...v].length
  if (min > 0 && n === 0) throw badParameter(`请填写${name}`)
  if (n < min || n > max) throw badParameter(`${name}须为 ${min}-${max} 个字，现为 ${n} 个字`)
  return v
}

function whole(name: string, value: number, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) throw badParameter(`${name}须为 ${min} 到 ${max} 的整数`)
  return value
}

/** Each given field of an activity, checked; the activity as a whole is checkActivity's. */
export function checkActivityFields(input: Partial<ActivityDraft>): Partial<ActivityDraft> {
  const out: Partial<ActivityDraft> = {}
  if (input.title !== undefined) out.title = text('活动标题', input.title, 1, ActivityLimit.TITLE_MAX)
  if (input.subtitle !== undefined) out.subtitle = text('副标题', input.subtitle, 0, ActivityLimit.SUBTITLE_MAX)
  if (input.style !== undefined) {
    if (input.style !== ActivityStyle.DRAW && input.style !== ActivityStyle.RED_ENVELOPE) throw badParameter('活动形式须为抽奖或拆红包')
    out.style = input.style
  }
  if (input.startAt !== undefined) out.startAt = whole('开始时间', input.startAt, 0, Number.MAX_SAFE_INTEGER)
  if (input.endAt !== undefined) out.endAt = whole('结束时间', input.endAt, 0, Number.MAX_SAFE_INTEGER)
  if (input.perUserLimit !== undefined) out.perUserLimit = whole('每人总次数', input.perUserLimit, 1, ActivityLimit.DRAWS_MAX)
  if (input.perDayLimit !== undefined) out.perDayLimit = whole('每人每天次数', input.perDayLimit, 1, ActivityLimit.DRAWS_MAX)
  if (input.rules !== undefined) {
    const lines = input.rules.map(tidy).filter(Boolean)
    if (lines.length > ActivityLimit.RULES_MAX) throw badParameter(`活动规则最多 ${ActivityLimit.RULES_MAX} 条，现为 ${lines.length} 条`)
    lines.forEach((l, i) => text(`第 ${i + 1} 条规则`, l, 1, ActivityLimit.RULE_LINE_MAX))
    out.rules = lines
  }
  if (input.enabled !== undefined) out.enabled = input.enabled
  return out
}

/** The activity as it would stand after a change. */
export function checkActivity(a: ActivityDraft): ActivityDraft {
  if (a.endAt <= a.startAt) throw badParameter('结束时间须晚于开始时间')
  if (a.perDayLimit > a.perUserLimit) throw badParameter(`每人每天次数（${a.perDayLimit}）不能超过每人总次数（${a.perUserLimit}）`)
  return a
}

/** Percent with up to 4 decimals, e.g. 10.5001%: 1 ppm. */
export function exactPercent(ppm: number): string {
  return `${(ppm / 10_000).toFixed(4).replace(/\.?0+$/, '')}%`
}

function odds(value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0 || value > ODDS_SCALE) throw badParameter('中奖概率须大于 0%，不超过 100%，最多 4 位小数')
  return value
}

const stock = (value: number) => whole('库存', value, 0, ActivityLimit.STOCK_MAX)
const sort = (value: number) => whole('排序', value, ActivityLimit.SORT_MIN, ActivityLimit.SORT_MAX)
const name = (value: string) => text('奖品名称', value, 1, ActivityLimit.PRIZE_NAME_MAX)

/** Mini-programs load images over https only. */
function image(raw: string): string {
  const v = raw.trim()
  if (v !== '' && !isHttpsUrl(v)) throw badParameter('奖品图片须为 https 链接，最长 512 个字符')
  return v
}

export function checkPrizeDraft(d: PrizeDraft): PrizeDraft {
  if (d.type !== PrizeType.REAL && d.type !== PrizeType.RED_PACKET && d.type !== PrizeType.COUPON)
    throw badParameter('奖品类型须为实物、红包或解锁券')
  const redPacket = d.type === PrizeType.RED_PACKET
  const coupon = d.type === PrizeType.COUPON
  if (redPacket) whole('红包金额（分）', d.amountFen, 1, ActivityLimit.AMOUNT_FEN_MAX)
  else if (d.amountFen !== 0) throw badParameter('只有红包奖品有金额')
  if (coupon) whole('解锁券张数', d.couponCount, 1, ActivityLimit.COUPONS_MAX)
  else if (d.couponCount !== 0) throw badParameter('只有解锁券奖品有张数')
  return {
    type: d.type,
    name: name(d.name),
    odds: odds(d.odds),
    stock: stock(d.stock),
    amountFen: d.amountFen,
    couponCount: d.couponCount,
    image: image(d.image),
    ...(d.sort !== undefined ? { sort: sort(d.sort) } : {}),
  }
}

export function checkPrizePatch(p: PrizePatch): PrizePatch {
  const out: PrizePatch = {}
  if (p.name !== undefined) out.name = name(p.name)
  if (p.odds !== undefined) out.odds = odds(p.odds)
  if (p.stock !== undefined) out.stock = stock(p.stock)
  if (p.enabled !== undefined) out.enabled = p.enabled
  if (p.sort !== undefined) out.sort = sort(p.sort)
  if (p.image !== undefined) out.image = image(p.image)
  if (!Object.keys(out).length) throw badParameter('没有要修改的内容')
  if (p.overrideReason !== undefined) out.overrideReason = p.overrideReason
  return out
}

/** The enabled prizes' odds with `odds` added must not pass 100%; what is left is 未中奖. */
export function assertOddsFit(prizes: readonly Pick<PrizeRow, 'enabled' | 'odds'>[], added: number): void {
  const others = prizes.filter((p) => p.enabled === 1).reduce((sum, p) => sum + p.odds, 0)
  if (others + added > ODDS_SCALE) {
    throw badParameter(
      `启用奖品的中奖概率合计将为 ${exactPercent(others + added)}，不能超过 100%：其他奖品已占 ${exactPercent(others)}，最多还能设 ${exactPercent(ODDS_SCALE - others)}`,
    )
  }
}

/** Shown when a running activity's odds would change without an override. */
export const ODDS_LOCKED =
  '活动进行中，玩家已看到各奖品的中奖概率：修改概率或启用、停用奖品会改变玩家看到的概率。确需修改，请填写原因强制修改（记入审计日志）'

/** The override's reason as the audit trail keeps it. */
export function checkOverrideReason(raw: string): string {
  const reason = tidy(raw)
  const n = [...reason].length
  if (n < ConsoleRule.REASON_MIN) throw badParameter(`请填写强制修改的原因（至少 ${ConsoleRule.REASON_MIN} 个字）`)
  if (n > ConsoleRule.REASON_MAX) throw badParameter(`强制修改的原因不能超过 ${ConsoleRule.REASON_MAX} 个字`)
  return reason
}
