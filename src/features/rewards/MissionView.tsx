import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { TabRow } from '@/components/tab-row'
import {
  Share,
  Coupon,
  Edit,
  Fabulous,
  Gift,
  Heart,
  IconTile,
  List,
  Refund,
  ShieldCheck,
  Success,
  UserAdd,
  type IconComponent,
  type Tone,
} from '@/components/icon'
import PageShell from '@/components/page-shell'
import { EmptyState, ErrorRetry, ListSkeleton, usePagedPage } from '@/components/list-states'
import type { MissionTask } from '@/api/rewards'
import { MissionEvent, MissionState, MissionTab } from '@/constants/mission'
import { routeUrl } from '@/constants/routes'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { InvitePanel, createInviteStore, enterInvite, inviteShareMessage, opensInvite, type InviteStore } from '@/features/invitation'
import { navigateTo, switchTab } from '@/router'
import { appStore } from '@/stores/app'
import { track } from '@/tracker'
import { trackClick } from '@/tracker/hooks'
import { MissionStore, progressText, rewardText, type TaskGroup } from './mission-store'
import { isIOSVariant, isRoute, loveRoute } from './variant'
import { useRouteParams, useRoutePath } from '@/router/params'
import './mission.scss'

/** Each task kind's tile: a glyph of the icon set on its tone (估价 as on home, 实名 and 邀请 as on Mine). */
const EVENT_LOOK: Record<string, { icon: IconComponent; tone: Tone }> = {
  [MissionEvent.SIGN_IN]: { icon: Success, tone: 'orange' },
  [MissionEvent.VALUATE]: { icon: Refund, tone: 'blue' },
  [MissionEvent.SHARE_REPORT]: { icon: Share, tone: 'cyan' },
  [MissionEvent.FRIEND_HELP]: { icon: Fabulous, tone: 'purple' },
  [MissionEvent.INVITE]: { icon: UserAdd, tone: 'green' },
  [MissionEvent.REAL_NAME]: { icon: ShieldCheck, tone: 'green' },
  [MissionEvent.PUBLISH]: { icon: Edit, tone: 'orange' },
  // Unlocking is what a 解锁券 does.
  [MissionEvent.UNLOCK]: { icon: Coupon, tone: 'red' },
}
const OTHER_TASK: { icon: IconComponent; tone: Tone } = { icon: List, tone: 'blue' }

/** Tasks done on a report: the records page opens with a word on what to do there. */
const RECORDS_HINT: Record<string, string> = {
  [MissionEvent.SHARE_REPORT]: '打开一份报告，分享给好友',
  [MissionEvent.FRIEND_HELP]: '打开一份未解锁的报告，邀请好友助力',
  [MissionEvent.PUBLISH]: '打开一份报告，完善信息后发布账号',
  [MissionEvent.UNLOCK]: '打开一份未解锁的报告，解锁完整内容',
}

const TABS = [
  { tab: MissionTab.TASKS, text: '每日任务' },
  { tab: MissionTab.INVITE, text: '邀请好友' },
] as const

/** What the page's parts share: the store, where 爱心值 is, and the login prompt that returns here. */
interface Page {
  store: MissionStore
  openLove: () => void
  askLogin: () => void
  showTab: (tab: MissionTab) => void
}

const toast = (title: string) => void Taro.showToast({ title, icon: 'none' })

/** 去完成: where the task's event happens. */
function goDo(task: MissionTask, page: Page): void {
  const event = task.event
  if (event === MissionEvent.SIGN_IN) void page.store.signIn()
  else if (event === MissionEvent.VALUATE) void switchTab('evaluate')
  else if (event === MissionEvent.INVITE) page.showTab(MissionTab.INVITE)
  else if (event === MissionEvent.REAL_NAME) void navigateTo('realNameAuth')
  else if (RECORDS_HINT[event]) void navigateTo('valuationRecords').then((r) => r === 'done' && toast(RECORDS_HINT[event]))
  else toast(task.desc || '请按任务说明完成')
}

function onTask(task: MissionTask, page: Page): void {
  trackClick(TrackName.TASK, { missionId: task.id, event: task.event, state: task.state })
  if (!page.store.loggedIn) return page.askLogin()
  if (task.state === MissionState.CLAIMABLE) void page.store.claim(task)
  else if (task.state === MissionState.TODO) goDo(task, page)
}

const SignButton = observer(function SignButton({ page }: { page: Page }) {
  const { store } = page
  const task = store.signInTask
  let label = '签到'
  let off = false
  let onClick = () => {
    trackClick(TrackName.TASK, { missionId: task?.id ?? '', event: MissionEvent.SIGN_IN, state: task?.state ?? 0 })
    if (!store.loggedIn) page.askLogin()
    else void store.signIn()
  }
  if (store.loggedIn && store.signing) {
    label = '签到中…'
    off = true
  } else if (store.loggedIn && store.signedToday && task?.state === MissionState.CLAIMABLE) {
    // Signed in, reward not taken (its claim failed): one more tap takes it.
    label = store.claimingId === task.id ? '领取中…' : '领取奖励'
    onClick = () => onTask(task, page)
  } else if (store.loggedIn && store.signedToday) {
    label = '今日已签到'
    off = true
  }
  return (
    <View className={`mc-sign${off ? ' mc-sign--off' : ''}`} data-testid='mission-sign' onClick={off ? undefined : onClick}>
      <Text>{label}</Text>
    </View>
  )
})

const Header = observer(function Header({ page }: { page: Page }) {
  const { store } = page
  const data = store.data
  const known = store.loggedIn && !!data?.loggedIn
  // Logged in while the list loads: no login hint, just what signing in is for.
  let line = store.loggedIn && !data ? '每日签到领爱心值，连续签到不断档' : '登录后每日签到，领取爱心值'
  if (known && data) {
    const reward = store.signInReward ? `，签到领 ${store.signInReward}` : ''
    if (data.signedToday) line = `已连续签到 ${data.streak} 天 · 今日已签到`
    else if (data.streak > 0) line = `已连续签到 ${data.streak} 天，今天还没签到${reward}`
    else line = `今天还没签到${reward}`
  }
  return (
    <View className='mc-head' data-testid='mission-head'>
      <View className='mc-head__top'>
        <View className='mc-head__love' data-testid='mission-balance-link' onClick={page.openLove}>
          <Text className='mc-head__label'>我的爱心值 ›</Text>
          <Text className='mc-head__balance' data-testid='mission-balance'>
            {known && data ? data.balance : '--'}
          </Text>
        </View>
        <SignButton page={page} />
      </View>
      <Text className='mc-head__line' data-testid='mission-streak'>
        {line}
      </Text>
    </View>
  )
})

function Links({ page }: { page: Page }) {
  return (
    <View className='mc-links'>
      <View className='mc-link' data-testid='mission-draw-link' onClick={() => void navigateTo('h5CjActiveDraw')}>
        <IconTile icon={Gift} tone='orange' solid />
        <View className='mc-link__main'>
          <Text className='mc-link__title'>幸运抽奖</Text>
          <Text className='mc-link__sub'>用抽奖机会赢好礼</Text>
        </View>
      </View>
      <View className='mc-link' data-testid='mission-love-link' onClick={page.openLove}>
        <IconTile icon={Heart} tone='red' solid />
        <View className='mc-link__main'>
          <Text className='mc-link__title'>爱心值</Text>
          <Text className='mc-link__sub'>兑换解锁券和抽奖机会</Text>
        </View>
      </View>
    </View>
  )
}

const BUTTON: Record<number, { text: string; kind: string }> = {
  [MissionState.TODO]: { text: '去完成', kind: 'todo' },
  [MissionState.CLAIMABLE]: { text: '领取', kind: 'claim' },
  [MissionState.DONE]: { text: '已完成', kind: 'done' },
}

const TaskRow = observer(function TaskRow({ task, page }: { task: MissionTask; page: Page }) {
  const look = EVENT_LOOK[task.event] ?? OTHER_TASK
  const progress = progressText(task)
  const button = BUTTON[task.state] ?? BUTTON[MissionState.TODO]
  let label = button.text
  if (task.state === MissionState.TODO && task.event === MissionEvent.SIGN_IN) label = page.store.signing ? '签到中' : '签到'
  if (page.store.claimingId === task.id) label = '领取中'
  return (
    <View className={`mc-task mc-task--${button.kind}`} data-testid={`task-${task.id}`}>
      <IconTile icon={look.icon} tone={look.tone} />
      <View className='mc-task__main'>
        <Text className='mc-task__title'>{task.title}</Text>
        {task.desc ? <Text className='mc-task__desc'>{task.desc}</Text> : null}
        <View className='mc-task__meta'>
          <Text className='mc-task__reward' data-testid='task-reward'>
            {rewardText(task.rewardKind, task.reward)}
          </Text>
          {progress ? (
            <Text className='mc-task__progress' data-testid='task-progress'>
              进度 {progress}
            </Text>
          ) : null}
        </View>
      </View>
      <View className={`mc-task__btn mc-task__btn--${button.kind}`} data-testid={`task-btn-${task.id}`} onClick={() => onTask(task, page)}>
        <Text>{label}</Text>
      </View>
    </View>
  )
})

function Group({ group, page }: { group: TaskGroup; page: Page }) {
  return (
    <View className='mc-card' data-testid={`mission-group-${group.key}`}>
      <View className='mc-card__head'>
        <Text className='mc-card__title'>{group.title}</Text>
        <Text className='mc-card__sub'>{group.sub}</Text>
      </View>
      {group.tasks.map((t) => (
        <TaskRow key={t.id} task={t} page={page} />
      ))}
    </View>
  )
}

const TaskList = observer(function TaskList({ page }: { page: Page }) {
  const { store } = page
  if (!store.data) {
    if (store.source.kept === 'error')
      return <ErrorRetry text={store.source.errorText} onRetry={() => void store.load()} testId='mission-error' />
    return <ListSkeleton rows={4} testId='mission-skeleton' />
  }
  const groups = store.groups
  return (
    <View data-testid='mission-tasks'>
      {!store.loggedIn ? (
        <View className='mc-tip' data-testid='mission-login-tip'>
          <Text className='mc-tip__text'>登录后做任务，领取爱心值和抽奖机会</Text>
          <View className='mc-tip__btn' data-testid='mission-login' onClick={page.askLogin}>
            <Text>去登录</Text>
          </View>
        </View>
      ) : null}
      {groups.length ? (
        groups.map((g) => <Group key={g.key} group={g} page={page} />)
      ) : (
        <EmptyState text='暂时没有可做的任务' sub='过会儿再来看看吧' testId='mission-empty' />
      )}
      <Text className='mc-foot'>任务进度以服务器记录为准，爱心值可在「爱心值」页兑换</Text>
    </View>
  )
})

const Tabs = observer(function Tabs({ page }: { page: Page }) {
  return <TabRow items={TABS} active={page.store.tab} onChange={(t) => page.showTab(t)} cls='mc-tab' testId='mission-tab' />
})

const trackTab = (tab: MissionTab, extra: Record<string, unknown>) =>
  track(TrackEventType.PV, tab === MissionTab.INVITE ? TrackName.TASK_INVITE : TrackName.TASK, extra)

/**
 * 任务中心 (and its iOS variant): the love value balance and today's sign-in on top, then 每日任务 (daily,
 * newcomer and growth tasks) and 邀请好友 (the invitation, kept mounted so an invite link works on either
 * tab). Logged out, the tasks show and every action asks to log in first.
 */
function MissionPage() {
  const path = useRoutePath()
  const params = useRouteParams('missionCenter')
  const [onIOSRoute] = useState(() => isRoute(path, 'missionCenterIOS'))
  const [store] = useState(() => {
    const ios = isIOSVariant(path, 'missionCenterIOS')
    const invite = params.tab === MissionTab.INVITE || opensInvite(params)
    return new MissionStore(ios ? 'ios' : 'default', invite ? MissionTab.INVITE : MissionTab.TASKS)
  })
  const [invite] = useState<InviteStore>(() => createInviteStore(params))
  const self = onIOSRoute ? 'missionCenterIOS' : 'missionCenter'

  const page: Page = {
    store,
    openLove: () => void navigateTo(loveRoute(store.ios)),
    askLogin: () => {
      const from = routeUrl(self, store.tab === MissionTab.INVITE ? { tab: MissionTab.INVITE } : undefined)
      void navigateTo('codeLogin', { from, ...appStore.loginRefs })
    },
    showTab: (tab) => {
      if (tab === store.tab) return
      store.setTab(tab)
      trackTab(tab, { variant: store.variant })
    },
  }

  useDidShow(() => {
    trackTab(store.tab, { variant: store.variant, landing: !!invite.landing })
    void store.load()
  })
  usePagedPage({
    refresh: () => (store.tab === MissionTab.INVITE ? Promise.all([enterInvite(invite), store.load()]) : store.load()),
    loadMore: () => (store.tab === MissionTab.INVITE ? invite.invitees.loadMore() : undefined),
  })
  useShareAppMessage(() => inviteShareMessage(invite))

  return (
    <PageShell>
      <View className='mc' data-testid='mission-page'>
        <Header page={page} />
        <Links page={page} />
        <Tabs page={page} />
        <View className={`mc-pane${store.tab === MissionTab.TASKS ? '' : ' mc-pane--hidden'}`} data-testid='mission-pane-tasks'>
          <TaskList page={page} />
        </View>
        <View
          className={`mc-pane mc-pane--invite${store.tab === MissionTab.INVITE ? '' : ' mc-pane--hidden'}`}
          data-testid='mission-pane-invite'
        >
          <InvitePanel store={invite} loginFrom={routeUrl(self, { tab: MissionTab.INVITE })} />
        </View>
      </View>
    </PageShell>
  )
}

export default observer(MissionPage)
