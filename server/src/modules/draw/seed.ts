import { ActivityStyle } from '../../contract/values/draw'
import { PrizeType } from '../../contract/values/pay'
import type { Db } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { startOfChinaDay } from '../../contract/values/china-time'

const DAY_MS = 24 * 3600 * 1000
/** Percent → parts per million. */
const pct = (percent: number) => Math.round(percent * 10_000)

interface DemoPrize {
  type: PrizeType
  name: string
  odds: number
  stock: number
  amountFen?: number
  couponCount?: number
}

interface DemoActivity {
  id: string
  title: string
  subtitle: string
  style: ActivityStyle
  perUserLimit: number
  perDayLimit: number
  days: number
  rules: string[]
  prizes: DemoPrize[]
}

const DEMO: DemoActivity[] = [
  {
    id: 'WELCOME2026',
    title: '新人福利抽奖',
    subtitle: '做任务赢抽奖机会，实物好礼、现金红包等你拿',
    style: ActivityStyle.DRAW,
    perUserLimit: 20,
    perDayLimit: 5,
    days: 90,
    rules: [
      '完成任务中心的任务或用爱心值兑换，可获得抽奖机会。',
      '每人活动期间最多抽奖20次，每天最多5次（北京时间）。',
      '现金红包抽中后自动发放；解锁券即时到账，30天内有效。',
      '实物奖品请在抽奖记录中填写收货地址，我们会在7个工作日内发货。',
      '未满18周岁的用户不能参与抽奖。',
      '以不正当手段参与活动的，我们有权取消其中奖资格。',
    ],
    prizes: [
      { type: PrizeType.REAL, name: '游戏手柄', odds: pct(0.5), stock: 20 },
      { type: PrizeType.REAL, name: '定制鼠标垫', odds: pct(2), stock: 100 },
      { type: PrizeType.RED_PACKET, name: '1.88元现金红包', odds: pct(8), stock: 500, amountFen: 188 },
      { type: PrizeType.RED_PACKET, name: '8.88元现金红包', odds: pct(1), stock: 50, amountFen: 888 },
      { type: PrizeType.COUPON, name: '报告解锁券1张', odds: pct(20), stock: 2000, couponCount: 1 },
    ],
  },
  {
    id: 'HONGBAO',
    title: '天天拆红包',
    subtitle: '每天拆一次，现金红包天天领',
    style: ActivityStyle.RED_ENVELOPE,
    perUserLimit: 90,
    perDayLimit: 1,
    days: 90,
    rules: [
      '活动期间每天可免费拆1次红包（北京时间0点刷新）。',
      '现金红包拆中后自动发放；解锁券即时到账，30天内有效。',
      '未满18周岁的用户不能参与。',
      '以不正当手段参与活动的，我们有权取消其中奖资格。',
    ],
    prizes: [
      { type: PrizeType.RED_PACKET, name: '0.88元现金红包', odds: pct(30), stock: 5000, amountFen: 88 },
      { type: PrizeType.RED_PACKET, name: '1.88元现金红包', odds: pct(10), stock: 1000, amountFen: 188 },
      { type: PrizeType.RED_PACKET, name: '6.66元现金红包', odds: pct(1), stock: 100, amountFen: 666 },
      { type: PrizeType.COUPON, name: '报告解锁券1张', odds: pct(10), stock: 2000, couponCount: 1 },
    ],
  },
]

/**
 * Demo activities so the draw works out of the box on a developer machine: only into an empty draw_activity
 * (an operator's activities are never touched) and never in production. They start at the beginning of the
 * China day of `now`. Returns whether it seeded.
 */
export async function seedDemoDraw(db: Db, now: number): Promise<boolean> {
  const existing = await db
    .selectFrom('draw_activity')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst()
  if (Number(existing?.n ?? 0) > 0) return false
  const start = startOfChinaDay(now)
  try {
    await db.transaction().execute(async (trx) => {
      for (const a of DEMO) {
        await trx
          .insertInto('draw_activity')
          .values({
            id: a.id,
            title: a.title,
            subtitle: a.subtitle,
            style: a.style,
            rules: JSON.stringify(a.rules),
            start_at: start,
            end_at: start + a.days * DAY_MS,
            per_user_limit: a.perUserLimit,
            per_day_limit: a.perDayLimit,
            enabled: 1,
            created_at: now,
            updated_at: now,
          })
          .execute()
        await trx
          .insertInto('draw_prize')
          .values(
            a.prizes.map((p, i) => ({
              activity_id: a.id,
              type: p.type,
              name: p.name,
              image: '',
              amount_fen: p.amountFen ?? 0,
              coupon_count: p.couponCount ?? 0,
              odds: p.odds,
              stock: p.stock,
              total: p.stock,
              sort: (i + 1) * 10,
              enabled: 1,
              updated_at: now,
            })),
          )
          .execute()
      }
    })
  } catch (err) {
    // Two processes starting at once: the other one seeded.
    if (isUniqueViolation(err)) return false
    throw err
  }
  return true
}
