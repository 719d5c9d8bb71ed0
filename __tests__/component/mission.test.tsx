import { BizCode } from '../../server/src/contract/values/biz-codes'
import { navigateBack } from '../../src/router'
import { bootPage, byTestId, net, tap, text, toasts, waitFor } from './helpers'
import { bodiesOf, fail, fakeState, missionService, restate } from './mission-fixtures'
import { loneCharacters, tileGlyphs } from './icon-checks'

/** 任务中心 for a logged-in user: the balance and sign-in card, the task groups and what each button does. */

const s = fakeState()
const LIST = '/app/v1/mission/list'
const CLAIM = '/app/v1/mission/claim'
const lists = () => bodiesOf(net.requests, LIST).length
const row = (id: string) => byTestId(`task-${id}`)
const button = (id: string) => text(`task-btn-${id}`)
const hidden = (id: string) => byTestId(id)?.className.includes('mc-pane--hidden') ?? true
const back = async () => {
  await navigateBack()
  await waitFor(
    () => window.location.hash.startsWith('#/pages/missionCenter/index') && byTestId('mission-page') !== null,
    'back on the mission centre',
  )
}

beforeAll(async () => {
  await bootPage('#/pages/missionCenter/index', { reply: missionService(s), ready: 'mission-tasks' })
})

it('shows the balance, the streak and the tasks in their groups with reward, progress and state', () => {
  expect(bodiesOf(net.requests, LIST)[0]).toEqual({ variant: 'default' })
  expect(text('mission-balance')).toBe('120')
  expect(text('mission-streak')).toBe('已连续签到 3 天，今天还没签到，签到领 +5 爱心值')
  expect(text('mission-sign')).toBe('签到')
  // The task tab is the default; the invitation is mounted but hidden.
  expect(hidden('mission-pane-tasks')).toBe(false)
  expect(hidden('mission-pane-invite')).toBe(true)

  const daily = text('mission-group-daily')
  expect(daily).toContain('每日任务')
  expect(daily).toContain('每天 00:00（北京时间）重置')
  expect(text('mission-group-starter')).toContain('新手任务')
  expect(text('mission-group-growth')).toContain('成长任务')
  // Ready to claim first within a group.
  const dailyIds = Array.from(byTestId('mission-group-daily')!.querySelectorAll('[data-testid^="task-btn-"]')).map((e) =>
    e.getAttribute('data-testid'),
  )
  expect(dailyIds[0]).toBe('task-btn-daily-valuate')

  expect(row('daily-valuate')!.textContent).toContain('估价一个账号')
  expect(row('daily-valuate')!.textContent).toContain('完成一次账号估价，每天最多领 3 次')
  expect(row('daily-valuate')!.querySelector('[data-testid="task-reward"]')!.textContent).toBe('+10 爱心值')
  expect(row('daily-valuate')!.querySelector('[data-testid="task-progress"]')!.textContent).toBe('进度 1/3')
  expect(row('first-valuate')!.querySelector('[data-testid="task-reward"]')!.textContent).toBe('+1 次抽奖机会')
  expect(row('first-valuate')!.querySelector('[data-testid="task-progress"]')).toBeNull()
  expect(row('invite-friend')!.querySelector('[data-testid="task-progress"]')!.textContent).toBe('进度 2/10')

  expect(button('daily-valuate')).toBe('领取')
  expect(button('daily-share')).toBe('去完成')
  expect(button('real-name')).toBe('已完成')
  expect(byTestId('task-btn-real-name')!.className).toContain('mc-task__btn--done')
  expect(button('daily-sign-in')).toBe('签到')
  expect(byTestId('mission-login-tip')).toBeNull()
})

it('each task kind and both links draw a glyph of the icon set on a tile, and no character stands alone as one', () => {
  const glyph = (id: string) => tileGlyphs(row(id)!)
  expect(glyph('daily-sign-in')).toEqual(['Success'])
  expect(glyph('daily-valuate')).toEqual(['Refund'])
  expect(glyph('first-valuate')).toEqual(['Refund'])
  expect(glyph('daily-share')).toEqual(['Share'])
  expect(glyph('daily-friend-help')).toEqual(['Fabulous'])
  expect(glyph('daily-unlock')).toEqual(['Coupon'])
  expect(glyph('real-name')).toEqual(['ShieldCheck'])
  expect(glyph('publish-account')).toEqual(['Edit'])
  expect(glyph('invite-friend')).toEqual(['UserAdd'])
  expect(tileGlyphs(byTestId('mission-draw-link')!)).toEqual(['Gift'])
  expect(tileGlyphs(byTestId('mission-love-link')!)).toEqual(['Heart'])
  expect(text('mission-draw-link')).toBe('幸运抽奖用抽奖机会赢好礼')
  expect(loneCharacters(byTestId('mission-page')!)).toEqual([])
})

it('a refused claim shows the service’s message and the list as it is now', async () => {
  // Claimed meanwhile on another device: the service refuses, and the list read again says so.
  s.claimReply = (id) => {
    s.tasks = s.tasks.map((t) => (t.id === id ? restate({ ...t, claimed: 1 }) : t))
    return fail(BizCode.MISSION_CLAIMED, '奖励已领取')
  }
  const before = lists()
  await tap('task-btn-daily-valuate')
  await waitFor(() => button('daily-valuate') === '去完成', 'the list as it is now')
  expect(toasts).toContain('奖励已领取')
  expect(bodiesOf(net.requests, CLAIM)).toEqual([{ missionId: 'daily-valuate' }])
  expect(lists()).toBe(before + 1)
  expect(text('mission-balance')).toBe('120')
  s.claimReply = null
})

it('领取 claims the task, says what it gave and shows the list again', async () => {
  const before = lists()
  await tap('task-btn-daily-friend-help')
  await waitFor(() => text('mission-balance') === '125', 'the new balance')
  expect(bodiesOf(net.requests, CLAIM).slice(-1)).toEqual([{ missionId: 'daily-friend-help' }])
  expect(toasts).toContain('+5 爱心值')
  expect(lists()).toBe(before + 1)
  // Two helps counted, one claimed: one more to claim.
  expect(button('daily-friend-help')).toBe('领取')
  expect(row('daily-friend-help')!.querySelector('[data-testid="task-progress"]')!.textContent).toBe('进度 2/5')

  await tap('task-btn-first-valuate')
  await waitFor(() => button('first-valuate') === '已完成', 'the claimed chance')
  expect(toasts).toContain('+1 次抽奖机会')
  expect(text('mission-balance')).toBe('125')
})

it('签到 signs in and takes the sign-in reward at once', async () => {
  toasts.length = 0
  const claims = bodiesOf(net.requests, CLAIM).length
  await tap('mission-sign')
  await waitFor(() => text('mission-sign') === '今日已签到', 'signed in')
  expect(bodiesOf(net.requests, '/app/v1/mission/signIn')).toEqual([{}])
  expect(bodiesOf(net.requests, CLAIM).slice(claims)).toEqual([{ missionId: 'daily-sign-in' }])
  expect(toasts).toEqual(['签到成功，爱心值 +5'])
  expect(text('mission-streak')).toBe('已连续签到 4 天 · 今日已签到')
  expect(text('mission-balance')).toBe('130')
  expect(button('daily-sign-in')).toBe('已完成')
  // Signed in: the header button does nothing more.
  await tap('mission-sign')
  expect(bodiesOf(net.requests, '/app/v1/mission/signIn')).toHaveLength(1)
})

it('去完成 on 邀请好友 opens the invite tab, and the tab bar goes back', async () => {
  await tap('task-btn-invite-friend')
  expect(hidden('mission-pane-invite')).toBe(false)
  expect(hidden('mission-pane-tasks')).toBe(true)
  expect(byTestId('mission-tab-invite')!.className).toContain('mc-tab--on')
  expect(byTestId('invite-mine')).not.toBeNull()
  await tap('mission-tab-tasks')
  expect(hidden('mission-pane-tasks')).toBe(false)
})

it('去完成 on 发布 opens the valuation records with a hint; back here the list is read again', async () => {
  await tap('task-btn-publish-account')
  await waitFor(() => window.location.hash === '#/pages/my-page/valuation-records', 'the valuation records')
  await waitFor(() => toasts.includes('打开一份报告，完善信息后发布账号'), 'the hint')
  // Meanwhile the service moved on (real-name verification reset, the second help claimed elsewhere).
  s.tasks = s.tasks.map((t) => {
    if (t.id === 'real-name') return { ...t, progress: 0, claimed: 0, claimable: 0, state: 0 }
    if (t.id === 'daily-friend-help') return restate({ ...t, claimed: 2 })
    return t
  })
  const before = lists()
  await back()
  await waitFor(() => lists() === before + 1 && button('real-name') === '去完成', 'the list read on show')
})

it('去完成 on 分享 and 助力 open the valuation records with a hint', async () => {
  await tap('task-btn-daily-share')
  await waitFor(() => window.location.hash === '#/pages/my-page/valuation-records', 'the valuation records')
  await waitFor(() => toasts.includes('打开一份报告，分享给好友'), 'the share hint')
  await back()
  await tap('task-btn-daily-friend-help')
  await waitFor(() => window.location.hash === '#/pages/my-page/valuation-records', 'the valuation records')
  await waitFor(() => toasts.includes('打开一份未解锁的报告，邀请好友助力'), 'the help hint')
  await back()
})

it('去完成 on 实名认证 opens the real-name page', async () => {
  await tap('task-btn-real-name')
  await waitFor(() => window.location.hash === '#/pages/realNameAuth/index', 'the real-name page')
  await back()
})

it('links to 爱心值 and 幸运抽奖', async () => {
  await tap('mission-balance-link')
  await waitFor(() => window.location.hash === '#/pages/loveValue/index', 'the love value page')
  await back()
  await tap('mission-draw-link')
  await waitFor(() => window.location.hash === '#/pages/h5/cj-active-draw/index', 'the draw page')
  await back()
})

it('去完成 on 估价 switches to the valuation tab', async () => {
  expect(button('daily-valuate')).toBe('去完成')
  await tap('task-btn-daily-valuate')
  await waitFor(() => window.location.hash === '#/pages/evaluate/choose/index', 'the valuation tab')
})
