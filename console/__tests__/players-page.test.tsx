import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { PlayerOrder, PlayerProfile, PlayerReport } from '../src/api'
import { formatBeijing, formatFen } from '../src/format'
import { MockConsoleApi, type MockOperator } from './mock-api'
import { renderConsole } from './render-console'

const UID = 'k3v9q2m7x1ab'
const PHONE = '13812340000'
const AT = Date.UTC(2026, 10, 2, 3, 4, 0) // 11:04 in Beijing

const profile = (fields: Partial<PlayerProfile> = {}): PlayerProfile => ({
  uid: UID,
  nickname: '玩家0000',
  phone: '138****0000',
  hasPhone: true,
  inviteCode: 'Q7K2M9ZB',
  createdAt: AT,
  source: 'h5-default',
  terminal: 2,
  terminalName: 'H5 网页',
  identities: ['weixin'],
  deletedAt: null,
  realName: { verified: true, name: '张*', verifiedAt: AT },
  minor: { isMinor: false, until: null },
  inviter: null,
  lastLoginAt: AT,
  lastSeenAt: AT,
  liveSessions: 2,
  loveBalance: 120,
  usableCoupons: 1,
  ...fields,
})

const paidReport: PlayerReport = {
  id: 'r_paid0000000000',
  kind: 1,
  kindName: '估价',
  gameName: '王者荣耀',
  level: 'SR',
  createdAt: AT,
  estimateFen: 123456,
  lock: 'unlocked',
  lockText: '已解锁',
  unlockVia: 'pay',
  unlockViaText: '支付',
  unlockRef: 'P20261102110400ABCDEFGH',
  unlockedAt: AT,
  deleted: false,
}

const order: PlayerOrder = {
  orderNo: 'P20261102110400ABCDEFGH',
  reportId: paidReport.id,
  scene: 1,
  sceneName: '估价报告解锁',
  payType: 1,
  payTypeName: '微信支付',
  provider: 'sandbox',
  amountFen: 490,
  status: 'paid',
  statusText: '已支付',
  refundState: null,
  createdAt: AT,
  paidAt: AT,
  refundedAt: null,
}

let api: MockConsoleApi
const operators = {} as Record<'support' | 'finance' | 'analyst', MockOperator>

beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
  for (const role of ['support', 'finance', 'analyst'] as const) operators[role] = api.addOperator({ name: `op-${role}`, role })
  api.loginAs(operators.support)
  api.players.push(profile())
  api.fullPhones[UID] = PHONE
  api.playerRows[`reports:${UID}`] = [paidReport]
  api.playerRows[`orders:${UID}`] = [order]
})

const openPlayer = async () => {
  const view = renderConsole(`/players/${UID}`)
  await screen.findByText('138****0000')
  return view
}

describe('formats', () => {
  test('times in Beijing to the minute, whatever the local zone; money as yuan with two decimals', () => {
    expect(formatBeijing(Date.UTC(2026, 10, 2, 16, 30, 59))).toBe('2026-11-03 00:30')
    expect(formatBeijing(null)).toBe('—')
    expect(formatFen(490)).toBe('¥4.90')
    expect(formatFen(123456)).toBe('¥1234.56')
    expect(formatFen(0)).toBe('¥0.00')
  })
})

describe('玩家 search', () => {
  test('one box: a phone number finds the player, phone masked; a click opens their page', async () => {
    const view = renderConsole('/players')
    const box = await screen.findByPlaceholderText('手机号 / UID / 邀请码 / 报告编号')
    fireEvent.change(box, { target: { value: ' 138-1234-0000 ' } })
    fireEvent.click(screen.getByRole('button', { name: /查\s*找/ }))
    const cell = await screen.findByText('138****0000')
    expect(api.callsTo('/players/search').at(-1)).toMatchObject({ method: 'POST', query: {}, body: { q: '138-1234-0000' } })
    expect(view.location()).toBe('/players')
    expect(document.body.textContent).not.toContain(PHONE)
    fireEvent.click(cell)
    await waitFor(() => expect(view.location()).toBe(`/players/${UID}`))
    expect(await screen.findByText('Q7K2M9ZB')).toBeTruthy()
  })

  const searchFor = async (text: string) => {
    renderConsole('/players')
    fireEvent.change(await screen.findByPlaceholderText('手机号 / UID / 邀请码 / 报告编号'), { target: { value: text } })
    fireEvent.click(screen.getByRole('button', { name: /查\s*找/ }))
  }

  test('text that is no key shows the service’s message', async () => {
    await searchFor('张三')
    expect(await screen.findByText('请输入手机号、UID、邀请码或报告编号')).toBeTruthy()
  })

  test('a key nobody has says nobody was found', async () => {
    await searchFor('13800000000')
    expect(await screen.findByText('没有找到玩家')).toBeTruthy()
  })

  test('support has 玩家 in the menu', async () => {
    renderConsole('/')
    await screen.findByText('你好，op-support')
    expect(screen.getAllByText('玩家').length).toBeGreaterThan(0)
  })

  test('an analyst has no 玩家 in the menu and is refused the page', async () => {
    api.loginAs(operators.analyst)
    renderConsole('/players')
    expect(await screen.findByText('没有权限')).toBeTruthy()
    expect(screen.queryByText('玩家')).toBeNull()
    expect(api.callsTo('/players/search')).toHaveLength(0)
  })
})

describe('the player page', () => {
  test('the account card: masked phone, masked real name, state, counts', async () => {
    await openPlayer()
    expect(screen.getByText('张*（2026-11-02 11:04）')).toBeTruthy()
    expect(screen.getByText('已实名')).toBeTruthy()
    expect(screen.getByText('微信小程序')).toBeTruthy()
    expect(screen.getByText('H5 网页 · h5-default')).toBeTruthy()
    expect(document.body.textContent).not.toContain(PHONE)
  })

  test('查看 asks for a reason, logs it through pii/unmask and shows the full number in place', async () => {
    await openPlayer()
    fireEvent.click(screen.getByRole('button', { name: /查看/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('查看完整号码')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*看/ }))
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '  玩家来电核实身份 ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*看/ }))
    expect(await screen.findByText(PHONE)).toBeTruthy()
    expect(api.callsTo('/pii/unmask')).toEqual([
      expect.objectContaining({
        body: { objectType: 'user', objectId: UID, field: 'phone', reason: '玩家来电核实身份' },
        csrf: api.csrfToken,
      }),
    ])
    expect(screen.getByText('已记录查看')).toBeTruthy()
    expect(screen.queryByText('138****0000')).toBeNull()
  })

  test('reports show lock state and how; an order links to its page; money and times as the console shows them', async () => {
    const view = await openPlayer()
    fireEvent.click(screen.getByRole('tab', { name: '报告' }))
    expect(await screen.findByText('已解锁 · 支付')).toBeTruthy()
    expect(screen.getByText('¥1234.56')).toBeTruthy()
    expect(api.callsTo('/players/reports').at(-1)?.query).toEqual({ uid: UID, page: '1', pageSize: '10' })
    expect(view.location()).toBe(`/players/${UID}?tab=reports`)

    fireEvent.click(screen.getByRole('tab', { name: '订单' }))
    const link = await screen.findByRole('link', { name: order.orderNo })
    const row = link.closest('tr') as HTMLElement
    expect(within(row).getByText('¥4.90')).toBeTruthy()
    expect(within(row).getByText('已支付')).toBeTruthy()
    expect(within(row).getAllByText('2026-11-02 11:04').length).toBe(2)
    fireEvent.click(link)
    await waitFor(() => expect(view.location()).toBe(`/orders/${order.orderNo}`))
  })

  test('退出全部登录 asks why, ends the sessions and shows none left', async () => {
    await openPlayer()
    fireEvent.click(screen.getByRole('button', { name: /退出全部登录/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/将立即结束该玩家的 2 个有效登录/)).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '账号被盗' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /退出全部登录/ }))
    expect(await screen.findByText('已退出 2 个登录')).toBeTruthy()
    expect(api.callsTo('/players/revoke-sessions')[0]).toMatchObject({ body: { uid: UID, reason: '账号被盗' }, csrf: api.csrfToken })
    await waitFor(() => expect(screen.getByRole('button', { name: /退出全部登录/ }).hasAttribute('disabled')).toBe(true))
  })

  test('finance reads the page but is not offered 退出全部登录', async () => {
    api.loginAs(operators.finance)
    await openPlayer()
    expect(screen.getByRole('button', { name: /查看/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /退出全部登录/ })).toBeNull()
  })

  test('an unknown uid says the player does not exist', async () => {
    renderConsole('/players/nosuchplayer')
    expect(await screen.findByText('玩家不存在')).toBeTruthy()
    expect(screen.getByText('返回查找')).toBeTruthy()
  })
})
