import type { LoveEntry, LoveInfoData, MissionListData, MissionTask } from '../../server/src/contract'
import { BizCode } from '../../server/src/contract/values/biz-codes'
import type { Reply, Req } from './helpers'

/**
 * A fake of the mission and love value endpoints that behaves like the contract says: claiming moves the
 * balance and the task's state, signing in marks today, redeeming spends points and writes the ledger. Tests
 * change its state directly to set a scene up.
 */

export const ok = (data: unknown, msg = 'ok'): Reply => ({ code: 200, msg, data })
export const fail = (code: number, msg: string): Reply => ({ code, msg, data: null })

export function task(id: string, event: string, over: Partial<MissionTask> = {}): MissionTask {
  return {
    id,
    event,
    title: id,
    desc: '',
    period: 'day',
    rewardKind: 'love',
    reward: 10,
    target: 1,
    limit: 1,
    progress: 0,
    claimed: 0,
    claimable: 0,
    state: 0,
    ...over,
  }
}

/** The seeded tasks, part way through a day: valuated once, two friends helped, a real name claimed, two friends invited. */
export const seededTasks = (): MissionTask[] => [
  task('daily-sign-in', 'sign_in', { title: '每日签到', desc: '每天签到一次，连续签到不断档', reward: 5 }),
  task('daily-valuate', 'valuate', {
    title: '估价一个账号',
    desc: '完成一次账号估价，每天最多领 3 次',
    limit: 3,
    progress: 1,
    claimable: 1,
    state: 1,
  }),
  task('daily-share', 'share_report', { title: '分享一份报告', desc: '把报告分享给好友，好友打开即算完成' }),
  task('daily-friend-help', 'friend_help', { title: '好友为你助力', reward: 5, limit: 5, progress: 2, claimable: 2, state: 1 }),
  task('daily-unlock', 'unlock', { title: '解锁一份完整报告', rewardKind: 'chance', reward: 1 }),
  task('first-valuate', 'valuate', {
    title: '完成首次估价',
    period: 'once',
    rewardKind: 'chance',
    reward: 1,
    progress: 1,
    claimable: 1,
    state: 1,
  }),
  task('real-name', 'real_name', { title: '完成实名认证', period: 'once', reward: 20, progress: 1, claimed: 1, state: 2 }),
  task('publish-account', 'publish', { title: '发布一个账号', period: 'once', reward: 20 }),
  task('invite-friend', 'invite', { title: '邀请好友', period: 'once', reward: 30, limit: 10, progress: 2, claimed: 2, state: 0 }),
]

export interface FakeState {
  loggedIn: boolean
  balance: number
  earned: number
  spent: number
  signedToday: boolean
  streak: number
  tasks: MissionTask[]
  rates: { coupon: number; chance: number }
  activity: LoveInfoData['activity']
  ledger: LoveEntry[]
  /** The next claim's answer instead of the fake's own (a refusal). */
  claimReply: ((missionId: string) => Reply) | null
}

export function fakeState(over: Partial<FakeState> = {}): FakeState {
  return {
    loggedIn: true,
    balance: 120,
    earned: 170,
    spent: 50,
    signedToday: false,
    streak: 3,
    tasks: seededTasks(),
    rates: { coupon: 100, chance: 30 },
    activity: null,
    ledger: [],
    claimReply: null,
    ...over,
  }
}

const T0 = Date.UTC(2026, 10, 1, 4)

export function ledgerEntry(id: number, delta: number, title: string, balanceAfter: number): LoveEntry {
  return { id, delta, reason: delta > 0 ? 'mission' : 'redeem_coupon', title, balanceAfter, createdAt: T0 + id * 60_000 }
}

export function restate(t: MissionTask): MissionTask {
  const done = Math.min(Math.floor(t.progress / t.target), t.limit)
  const claimable = Math.max(0, done - t.claimed)
  return { ...t, claimable, state: claimable > 0 ? 1 : t.claimed >= t.limit ? 2 : 0 }
}

/** Answers the mission and love endpoints from `s`; other paths fall through to `rest`. */
export function missionService(s: FakeState, rest: (r: Req) => Reply = () => ok(null)) {
  return (r: Req): Reply => {
    const path = r.url.split('?')[0]
    const body = (r.data ?? {}) as Record<string, unknown>
    const earn = (n: number, title: string) => {
      s.balance += n
      s.earned += n
      s.ledger.unshift(ledgerEntry(1000 + s.ledger.length, n, title, s.balance))
    }
    switch (path) {
      case '/app/v1/mission/list': {
        const tasks = body.variant === 'ios' ? s.tasks.filter((t) => t.event !== 'unlock') : s.tasks
        const data: MissionListData = {
          loggedIn: s.loggedIn,
          balance: s.loggedIn ? s.balance : 0,
          signedToday: s.loggedIn && s.signedToday,
          streak: s.loggedIn ? s.streak : 0,
          today: '2026-11-01',
          tasks: s.loggedIn ? tasks : tasks.map((t) => ({ ...t, progress: 0, claimed: 0, claimable: 0, state: 0 })),
        }
        return ok(data)
      }
      case '/app/v1/mission/signIn': {
        const first = !s.signedToday
        if (first) {
          s.signedToday = true
          s.streak += 1
          s.tasks = s.tasks.map((t) => (t.event === 'sign_in' ? restate({ ...t, progress: t.progress + 1 }) : t))
        }
        return ok({ signedToday: true, streak: s.streak, firstToday: first })
      }
      case '/app/v1/mission/claim': {
        const id = String(body.missionId)
        if (s.claimReply) return s.claimReply(id)
        const t = s.tasks.find((x) => x.id === id)
        if (!t || t.claimable < 1) return fail(BizCode.MISSION_NOT_DONE, '任务还没有完成')
        s.tasks = s.tasks.map((x) => (x.id === id ? restate({ ...x, claimed: x.claimed + 1 }) : x))
        if (t.rewardKind === 'love') earn(t.reward, t.title)
        return ok({
          rewardKind: t.rewardKind,
          reward: t.reward,
          balance: s.balance,
          activityId: t.rewardKind === 'chance' ? 'act-1' : null,
        })
      }
      case '/app/v1/love/info':
        return ok({
          loggedIn: s.loggedIn,
          balance: s.loggedIn ? s.balance : 0,
          earnedTotal: s.loggedIn ? s.earned : 0,
          spentTotal: s.loggedIn ? s.spent : 0,
          rates: s.rates,
          activity: s.activity,
        })
      case '/app/v1/love/ledger': {
        const page = Number(body.page ?? 1)
        const size = Number(body.pageSize ?? 20)
        return ok({ list: s.ledger.slice((page - 1) * size, page * size), total: s.ledger.length })
      }
      case '/app/v1/love/redeem': {
        const item = body.item as 'coupon' | 'chance'
        const count = Number(body.count ?? 1)
        const cost = s.rates[item] * count
        if (item === 'chance' && !s.activity) return fail(BizCode.NO_DRAW_ACTIVITY, '暂无进行中的抽奖活动')
        if (s.balance < cost) return fail(BizCode.LOVE_NOT_ENOUGH, '爱心值不足')
        s.balance -= cost
        s.spent += cost
        s.ledger.unshift(ledgerEntry(2000 + s.ledger.length, -cost, item === 'coupon' ? '兑换解锁券' : '兑换抽奖机会', s.balance))
        return ok({ item, count, cost, balance: s.balance, activityId: item === 'chance' ? (s.activity?.id ?? null) : null })
      }
      default:
        return rest(r)
    }
  }
}

/** The bodies sent to one endpoint path, oldest first. */
export const bodiesOf = (requests: Req[], path: string) => requests.filter((r) => r.url.split('?')[0] === path).map((r) => r.data)
