import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import * as missionApi from '@/api/rewards'
import type { MissionClaim, MissionList, MissionTask, PageVariant } from '@/api/rewards'
import { MissionEvent, MissionPeriod, MissionRewardKind, MissionState, MissionTab, PAY_RELATED_EVENTS } from '@/constants/mission'
import { isRequestError } from '@/http'
import { Resource } from '@/stores/resource'
import { sessionStore } from '@/stores/session'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none' })
const messageOf = (e: unknown, fallback: string) => (isRequestError(e) && e.msg ? e.msg : fallback)

/** A reward as a task row and a claim's toast say it: +10 爱心值, +1 次抽奖机会. */
export const rewardText = (kind: string, n: number) => (kind === MissionRewardKind.CHANCE ? `+${n} 次抽奖机会` : `+${n} 爱心值`)

/** The same reward after 签到成功，…: 爱心值 +5, 抽奖机会 +1. */
const gainText = (c: MissionClaim) => (c.rewardKind === MissionRewardKind.CHANCE ? `抽奖机会 +${c.reward}` : `爱心值 +${c.reward}`)

/** Progress worth showing: how many of the period's events count towards every claim (1/3), or null for one. */
export function progressText(t: MissionTask): string | null {
  const whole = t.target * t.limit
  return whole > 1 ? `${Math.min(t.progress, whole)}/${whole}` : null
}

export type TaskGroup = { key: string; title: string; sub: string; tasks: MissionTask[] }

/** Ready to claim first, then to do, finished last; the service's order within each. */
const STATE_RANK: Record<number, number> = { [MissionState.CLAIMABLE]: 0, [MissionState.TODO]: 1, [MissionState.DONE]: 2 }
const byState = (tasks: MissionTask[]) => [...tasks].sort((a, b) => (STATE_RANK[a.state] ?? 1) - (STATE_RANK[b.state] ?? 1))

/**
 * 任务中心: the love value balance, today's sign-in and the tasks with the service's progress. The page keeps
 * what it shows while it reloads (on every show, after a claim), so coming back from a task never flashes.
 */
export class MissionStore {
  /** Views show `source.kept`: the first load shows the skeleton or the error, later ones keep the list on screen. */
  readonly source = new Resource<MissionList>(async () => {
    const data = await missionApi.missionList(this.variant)
    // A reply without a task list cannot be shown: treat it as a failure rather than an empty page.
    if (!data || !Array.isArray(data.tasks)) throw new Error('missing tasks')
    return data
  })
  tab: MissionTab
  signing = false
  /** The task whose claim is on its way (one at a time). */
  claimingId = ''

  constructor(
    readonly variant: PageVariant,
    tab: MissionTab = MissionTab.TASKS,
  ) {
    this.tab = tab
    makeAutoObservable(this, { variant: false, source: false })
  }

  get data(): MissionList | null {
    return this.source.data
  }

  get loggedIn(): boolean {
    return sessionStore.isLoggedIn
  }

  get ios(): boolean {
    return this.variant === 'ios'
  }

  /** The service leaves out tasks that lead to a payment on iOS; the page makes sure of it. */
  get tasks(): MissionTask[] {
    const tasks = this.data?.tasks ?? []
    return this.ios ? tasks.filter((t) => !PAY_RELATED_EVENTS.includes(t.event as MissionEvent)) : tasks
  }

  get groups(): TaskGroup[] {
    const daily = this.tasks.filter((t) => t.period === MissionPeriod.DAY)
    const once = this.tasks.filter((t) => t.period !== MissionPeriod.DAY)
    return [
      { key: 'daily', title: '每日任务', sub: '每天 00:00（北京时间）重置', tasks: byState(daily) },
      // One-off tasks claimed once are a newcomer's steps; those claimable again and again are for growing.
      { key: 'starter', title: '新手任务', sub: '完成即可领取，每个任务领一次', tasks: byState(once.filter((t) => t.limit <= 1)) },
      { key: 'growth', title: '成长任务', sub: '每完成一次可领一次，领满为止', tasks: byState(once.filter((t) => t.limit > 1)) },
    ].filter((g) => g.tasks.length > 0)
  }

  get signInTask(): MissionTask | null {
    return this.tasks.find((t) => t.event === MissionEvent.SIGN_IN) ?? null
  }

  get signedToday(): boolean {
    return !!this.data?.signedToday
  }

  /** The sign-in task's reward, to invite a sign-in (签到领 +5 爱心值). */
  get signInReward(): string {
    const t = this.signInTask
    return t ? rewardText(t.rewardKind, t.reward) : ''
  }

  setTab(tab: MissionTab): void {
    this.tab = tab
  }

  /** The list again; the first load shows the skeleton or the error, later ones keep the list on screen. */
  async load(): Promise<void> {
    await this.source.load()
  }

  /**
   * 签到: today's sign-in, then the sign-in task's reward at once, so one tap ends with 签到成功，爱心值 +5.
   * The claim can fail on its own (the task was just disabled): the sign-in still counts, and the list shows
   * what is left to claim.
   */
  async signIn(): Promise<void> {
    if (this.signing) return
    this.signing = true
    try {
      const res = await missionApi.missionSignIn()
      const task = this.signInTask
      const gained = task && task.claimed < task.limit ? await missionApi.missionClaim(task.id).catch(() => null) : null
      if (gained) toast(`签到成功，${gainText(gained)}`)
      else toast(res.firstToday ? '签到成功' : '今天已经签过到了')
      await this.load()
    } catch (e) {
      toast(messageOf(e, '签到失败，请稍后重试'))
    } finally {
      this.setSigning(false)
    }
  }

  /** 领取: the reward of a finished task, then the list (its state and the balance) again. */
  async claim(task: MissionTask): Promise<void> {
    if (this.claimingId) return
    this.claimingId = task.id
    try {
      const res = await missionApi.missionClaim(task.id)
      toast(rewardText(res.rewardKind, res.reward))
      if (this.data) this.source.set({ ...this.data, balance: res.balance })
    } catch (e) {
      toast(messageOf(e, '领取失败，请稍后重试'))
    }
    // Either way the list is what the service says now (a refused claim was usually already taken).
    await this.load()
    this.setClaiming('')
  }

  private setSigning(v: boolean): void {
    this.signing = v
  }

  private setClaiming(id: string): void {
    this.claimingId = id
  }
}
