/**
 * The mock console API's 任务, 爱心值 and 抽奖活动 endpoints (mock-api.ts hands their calls here): tasks, love rates,
 * one player's love value and activities with prizes in memory, with the rules the pages depend on (roles from the
 * contract's table, a balance never below 0, a running activity's odds changed only with an override reason).
 */
import type { ActivityDetailData, ConsoleActivity, ConsolePrize, ConsoleTask } from '../../server/src/contract/console'
import { ConsoleEndpoint, roleMayCall, type ConsoleRole } from '../../server/src/contract/console/values'
import type { Call, Reply } from './mock-support-desk'

export const ACTIVITY_NOW = Date.UTC(2026, 10, 30, 4, 0, 0)
const DAY = 24 * 3_600_000
const pct = (ppm: number) => `${(ppm / 10_000).toFixed(4).replace(/\.?0+$/, '')}%`
const shown = (ppm: number) => `${(ppm / 10_000).toFixed(2)}%`

const task = (id: string, title: string, sort: number): ConsoleTask => ({
  id,
  event: 'sign_in',
  eventName: '每日签到',
  title,
  description: '',
  period: 'day',
  rewardKind: 'love',
  reward: 5,
  target: 1,
  limit: 1,
  sort,
  enabled: true,
  updatedAt: ACTIVITY_NOW,
})

export class MockActivities {
  tasks: ConsoleTask[] = [task('daily-sign-in', '每日签到', 10), task('daily-share', '分享一份报告', 20)]
  rates = { coupon: 100, chance: 30 }
  player = { uid: 'alice0000001', phone: '138****8001', balance: 30 }
  activity: Omit<ConsoleActivity, 'prizeCount' | 'enabledPrizeCount' | 'oddsSum' | 'oddsSumText' | 'noPrizeOddsText'> = {
    id: 'SUMMER',
    title: '夏日抽奖',
    subtitle: '',
    style: 'draw',
    startAt: ACTIVITY_NOW - DAY,
    endAt: ACTIVITY_NOW + 30 * DAY,
    perUserLimit: 20,
    perDayLimit: 5,
    rules: ['每人每天最多抽 5 次'],
    enabled: true,
    state: 1,
    stateText: '进行中',
    oddsLocked: true,
  }
  prizes: ConsolePrize[] = [
    {
      id: 1,
      activityId: 'SUMMER',
      type: 1,
      name: '游戏手柄',
      image: '',
      amountFen: 0,
      couponCount: 0,
      odds: 5000,
      oddsExact: '0.5%',
      oddsText: '0.50%',
      stock: 10,
      total: 12,
      won: 2,
      sort: 10,
      enabled: true,
    },
  ]

  detail(): ActivityDetailData {
    const enabled = this.prizes.filter((p) => p.enabled)
    const sum = enabled.reduce((s, p) => s + p.odds, 0)
    const winnable = enabled.filter((p) => p.stock > 0).reduce((s, p) => s + p.odds, 0)
    return {
      activity: {
        ...this.activity,
        prizeCount: this.prizes.length,
        enabledPrizeCount: enabled.length,
        oddsSum: sum,
        oddsSumText: pct(sum),
        noPrizeOddsText: shown(1_000_000 - winnable),
      },
      prizes: this.prizes,
    }
  }

  handle(call: Call, me: { role: ConsoleRole }): Reply | null {
    const name = (Object.keys(ConsoleEndpoint) as (keyof typeof ConsoleEndpoint)[]).find(
      (n) => ConsoleEndpoint[n].path === call.path && ConsoleEndpoint[n].method === call.method,
    )
    if (!name || !/^(task|love|activity)/.test(name)) return null
    const ok = (data: unknown, msg = 'ok'): Reply => ({ code: 200, msg, data: JSON.parse(JSON.stringify(data)) as unknown })
    const fail = (msg: string, code = 40000): Reply => ({ code, msg, data: null })
    if (!roleMayCall(ConsoleEndpoint[name].roles, me.role)) return fail('无权操作', 40003)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mock reads whatever body the page sent
    const body = (call.body ?? {}) as Record<string, any>
    const list = () => ok({ list: [...this.tasks].sort((a, b) => a.sort - b.sort) })

    switch (name) {
      case 'taskList':
        return list()
      case 'taskCreate':
        if (this.tasks.some((x) => x.id === body.id)) return fail(`任务 ID ${body.id} 已存在`)
        this.tasks.push({ ...task(body.id, body.title, 1000), ...body, eventName: '完成估价' })
        return list()
      case 'taskUpdate': {
        const found = this.tasks.find((x) => x.id === body.id)
        if (!found) return fail('任务不存在', 40004)
        Object.assign(found, body)
        return list()
      }
      case 'taskReorder':
        ;(body.ids as string[]).forEach((id, i) => {
          const found = this.tasks.find((x) => x.id === id)
          if (found) found.sort = (i + 1) * 10
        })
        return list()
      case 'loveRates':
        return ok({ rates: this.rates, defaults: { coupon: 100, chance: 30 }, configured: false })
      case 'loveRatesUpdate':
        this.rates = { coupon: body.coupon, chance: body.chance }
        return ok({ rates: this.rates, defaults: { coupon: 100, chance: 30 }, configured: true })
      case 'lovePlayer':
        if (body.q !== this.player.uid && body.q !== '13800008001') return fail('没有找到该玩家', 40004)
        return ok({
          player: { uid: this.player.uid, phone: this.player.phone },
          balance: this.player.balance,
          earnedTotal: 30,
          spentTotal: 0,
        })
      case 'loveAdjust': {
        const before = this.player.balance
        if (before + body.delta < 0) return fail(`爱心值不足：当前 ${before}，不能扣减 ${-body.delta}`)
        this.player.balance += body.delta
        return ok({ player: { uid: this.player.uid, phone: this.player.phone }, before, after: this.player.balance })
      }
      case 'activityList':
        return ok({ list: [this.detail().activity] })
      case 'activityDetail':
        return call.query.id === this.activity.id ? ok(this.detail()) : fail('活动 X 不存在', 40004)
      case 'activityCreate':
      case 'activityUpdate':
        Object.assign(this.activity, body)
        return ok(this.detail())
      case 'activityPrizeCreate':
        this.prizes.push({
          ...this.prizes[0],
          ...body,
          id: this.prizes.length + 1,
          oddsExact: pct(body.odds),
          oddsText: shown(body.odds),
          total: body.stock,
          won: 0,
          enabled: true,
        } as ConsolePrize)
        return ok(this.detail())
      case 'activityPrizeUpdate': {
        const prize = this.prizes.find((p) => p.id === body.prizeId) as ConsolePrize
        const moves =
          (body.odds !== undefined && body.odds !== prize.odds) || (body.enabled !== undefined && body.enabled !== prize.enabled)
        if (moves && this.activity.oddsLocked && !body.overrideReason) return fail('活动进行中，玩家已看到各奖品的中奖概率')
        const { prizeId: _id, overrideReason: _why, ...fields } = body
        Object.assign(prize, fields, { oddsExact: pct(fields.odds ?? prize.odds), oddsText: shown(fields.odds ?? prize.odds) })
        return ok(this.detail())
      }
      default:
        return null
    }
  }
}
