import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { orderFilters } from '../src/data-provider'
import { chinaDayStart, formatChinaTime, formatFen } from '../src/format'
import { orderSearchFilters } from '../src/pages/orders/orders-page'
import { approvalBlocked } from '../src/pages/orders/refund-requests-page'
import { daySpans } from '../src/pages/orders/revenue-page'
import { MockConsoleApi, type MockOperator } from './mock-api'
import { confirmPopup, renderConsole } from './render-console'

let api: MockConsoleApi
let fin: MockOperator
let fin2: MockOperator
let sue: MockOperator

beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
  fin = api.addOperator({ name: 'fin', role: 'finance' })
  fin2 = api.addOperator({ name: 'fin2', role: 'finance' })
  sue = api.addOperator({ name: 'sue', role: 'support' })
})

/** The order detail's 通知 card. */
const notifyCard = () => screen.getByText('通知', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement

/** The dialog open now. */
const dialog = () => screen.findByRole('dialog')

describe('money formats and filters', () => {
  test('fen as yuan, times and day ranges in Beijing time whatever the machine zone', () => {
    expect([formatFen(490), formatFen(0), formatFen(-12345)]).toEqual(['¥4.90', '¥0.00', '-¥123.45'])
    expect(formatChinaTime(Date.UTC(2026, 10, 30, 20, 29, 5))).toBe('2026-12-01 04:29:05')
    expect(chinaDayStart('2026-12-01')).toBe(Date.UTC(2026, 10, 30, 16, 0, 0))
  })

  test('the order search form becomes the API query: whole Beijing days, yuan to fen', () => {
    const query = orderFilters(
      orderSearchFilters({
        orderNo: ' P1 ',
        uid: '',
        status: 'paid',
        scene: 1,
        range: [dayjs('2026-11-01 15:00'), dayjs('2026-11-02 09:00')],
        minYuan: 4.9,
        maxYuan: 10,
      }),
    )
    expect(query).toEqual({
      orderNo: 'P1',
      uid: undefined,
      reportId: undefined,
      status: 'paid',
      provider: undefined,
      scene: 1,
      from: Date.UTC(2026, 9, 31, 16),
      to: Date.UTC(2026, 10, 2, 16),
      minFen: 490,
      maxFen: 1000,
    })
  })

  test('revenue rows of one day share one day cell', () => {
    const row = (day: string, provider: string) => ({ day, scene: 1, provider, paidCount: 1, paidFen: 490, refundedFen: 0, netFen: 490 })
    expect(
      daySpans([row('2026-11-01', 'a'), row('2026-11-01', 'b'), row('2026-11-02', 'a'), row('2026-11-03', 'a'), row('2026-11-03', 'b')]),
    ).toEqual([2, 0, 1, 2, 0])
  })
})

describe('订单', () => {
  test('the list shows masked players, yuan and states, and filters by state and amount', async () => {
    api.loginAs(fin)
    api.addOrder({ orderNo: 'P100' })
    api.addOrder({
      orderNo: 'P200',
      status: 'created',
      paidAt: null,
      tradeNo: null,
      amountFen: 990,
      player: { uid: 'u_two', phone: '139****0002' },
    })
    renderConsole('/orders')
    expect(await screen.findByText('P100')).toBeTruthy()
    const row = screen.getByText('P200').closest('tr') as HTMLElement
    expect(within(row).getByText('139****0002')).toBeTruthy()
    expect(within(row).getByText('¥9.90')).toBeTruthy()
    expect(within(row).getByText('待支付')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('最低金额'), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(screen.queryByText('P100')).toBeNull())
    expect(api.callsTo('/orders').at(-1)?.query).toMatchObject({ minFen: '500', page: '1', pageSize: '20' })
  })
})

describe('订单详情', () => {
  test('a finance operator refunds below the approval amount with a reason; the page shows the refund', async () => {
    api.loginAs(fin)
    api.addOrder({ orderNo: 'P100' })
    renderConsole('/orders/P100')
    expect(await screen.findByText('只由验签通过的支付平台通知入账')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /^退\s*款$/ }))
    const modal = await dialog()
    expect(within(modal).getByText(/提交后立即向支付平台发起退款/)).toBeTruthy()
    fireEvent.click(within(modal).getByRole('button', { name: /确认退款/ }))
    expect(await within(modal).findByText('请填写退款原因')).toBeTruthy()
    expect(api.callsTo('/orders/refund')).toHaveLength(0)

    fireEvent.change(within(modal).getByLabelText('退款原因'), { target: { value: '用户误购' } })
    fireEvent.click(within(modal).getByRole('button', { name: /确认退款/ }))
    expect(await screen.findByText('已退款 ¥4.90')).toBeTruthy()
    expect(api.callsTo('/orders/refund')[0]).toMatchObject({ body: { orderNo: 'P100', reason: '用户误购' }, csrf: api.csrfToken })
    await waitFor(() => expect(screen.getAllByText('已退款').length).toBeGreaterThan(0))
    expect(await screen.findAllByText('-¥4.90')).toHaveLength(1)
    // The provider's refund notify heads 通知.
    const notifies = within(notifyCard()).getAllByRole('row').slice(1)
    expect(notifies.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/退款成功RP100¥4\.90退款已确认/),
      expect.stringMatching(/支付成功TP100¥4\.90已入账，报告已解锁/),
    ])
  })

  test('通知 lists each notify newest first with what became of it; a rejection says why', async () => {
    api.loginAs(sue)
    const order = api.addOrder({ orderNo: 'P100' })
    const paidAt = order.paidAt ?? 0
    api.notifies.P100.unshift(
      api.notify(order, {
        state: 'paid',
        receivedAt: paidAt + 120_000,
        amountFen: 1,
        outcome: 'rejected',
        reason: 'amount_differs',
        detail: "amount 1 differs from the order's 490",
      }),
      api.notify(order, { state: 'paid', receivedAt: paidAt + 60_000, outcome: 'replay' }),
    )
    renderConsole('/orders/P100')
    await screen.findByText('只由验签通过的支付平台通知入账')
    const rows = within(notifyCard()).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual([
      `${formatChinaTime(paidAt + 120_000)}支付成功TP100¥0.01已拒绝金额与订单不符`,
      `${formatChinaTime(paidAt + 60_000)}支付成功TP100¥4.90重复通知，无新变化`,
      `${formatChinaTime(paidAt)}支付成功TP100¥4.90已入账，报告已解锁`,
    ])
    // Between 收款 and 退款.
    const titles = [...document.querySelectorAll('.ant-card-head-title')].map((t) => t.textContent)
    expect(titles.slice(titles.indexOf('收款'), titles.indexOf('退款') + 1)).toEqual(['收款', '通知', '退款'])
  })

  test('above the approval amount the dialog says a second finance operator decides, and the request shows', async () => {
    api.loginAs(fin)
    api.approvalFen = 300
    api.addOrder({ orderNo: 'P100' })
    renderConsole('/orders/P100')
    fireEvent.click(await screen.findByRole('button', { name: /申请退款/ }))
    const modal = await dialog()
    expect(within(modal).getByText('金额超过 ¥3.00，提交后需另一位财务审批，批准后才会退款。')).toBeTruthy()
    fireEvent.change(within(modal).getByLabelText('退款原因'), { target: { value: '报告不准' } })
    fireEvent.click(within(modal).getByRole('button', { name: /提交申请/ }))
    expect(await screen.findByText('已提交退款申请，等待另一位财务审批')).toBeTruthy()
    expect(await screen.findByText('fin 申请退款 ¥4.90，等待另一位财务审批')).toBeTruthy()
    expect(api.orders[0].status).toBe('paid')
  })

  test('support reads the order but gets no refund button; the money pages are not in its menu', async () => {
    api.loginAs(sue)
    api.addOrder({ orderNo: 'P100' })
    renderConsole('/orders/P100')
    expect(await screen.findByText('只由验签通过的支付平台通知入账')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /退\s*款/ })).toBeNull()
    expect(screen.getAllByText('订单').length).toBeGreaterThan(0)
    expect(screen.queryByText('退款审批')).toBeNull()
    expect(screen.queryByText('对账')).toBeNull()
  })

  test('an unknown order says so', async () => {
    api.loginAs(fin)
    renderConsole('/orders/P404')
    expect(await screen.findByText('订单不存在')).toBeTruthy()
  })
})

describe('退款审批', () => {
  test('your own request cannot be approved (disabled, with why); another operator approves with a reason', async () => {
    api.approvalFen = 300
    api.addOrder({ orderNo: 'P100' })
    api.loginAs(fin)
    api.handle({ method: 'POST', path: '/orders/refund', query: {}, body: { orderNo: 'P100', reason: '报告不准' }, csrf: api.csrfToken })
    const [request] = api.refundRequests
    expect(approvalBlocked(request, { ...fin, mustSetTotp: false, mustChangePassword: false })).toBe('这是你提交的申请，需由另一位财务审批')

    renderConsole('/refund-requests')
    expect(await screen.findByText('P100')).toBeTruthy()
    expect((screen.getByRole('button', { name: '批准（需他人）' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('button', { name: /撤\s*回/ })).toBeTruthy()
  })

  test('a second finance operator approves: the refund happens and the request leaves the open list', async () => {
    api.approvalFen = 300
    api.addOrder({ orderNo: 'P100' })
    api.loginAs(fin)
    api.handle({ method: 'POST', path: '/orders/refund', query: {}, body: { orderNo: 'P100', reason: '报告不准' }, csrf: api.csrfToken })
    api.loginAs(fin2)
    renderConsole('/refund-requests')
    fireEvent.click(await screen.findByRole('button', { name: /^批\s*准$/ }))
    const modal = await dialog()
    expect(within(modal).getByText(/批准后立即向支付平台退款 ¥4.90/)).toBeTruthy()
    fireEvent.change(within(modal).getByLabelText('审批意见'), { target: { value: '核实属实' } })
    fireEvent.click(within(modal).getByRole('button', { name: /批准并退款/ }))
    expect(await screen.findByText('已批准并退款 ¥4.90')).toBeTruthy()
    expect(api.callsTo('/refund-requests/approve')[0].body).toEqual({ id: api.refundRequests[0].id, reason: '核实属实' })
    expect(await screen.findByText('没有待审批的退款申请')).toBeTruthy()
    expect(api.orders[0].status).toBe('refunded')
  })
})

describe('对账', () => {
  test('a paid order whose report stayed locked is unlocked with one confirmed click', async () => {
    api.loginAs(fin)
    api.reconciliation.paidWithoutUnlock.push({
      orderNo: 'P300',
      player: { uid: 'u_three', phone: '137****0003' },
      reportId: 'r_300',
      amountFen: 490,
      provider: 'sandbox',
      reportStatus: 1,
      unlockedBy: null,
      resolutions: ['unlock', 'refund'],
    })
    renderConsole('/reconciliation')
    expect(await screen.findByText('有 1 项待处理')).toBeTruthy()
    expect(screen.getByText('137****0003')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '解锁报告' }))
    await confirmPopup('确 定')
    expect(await screen.findByText('已处理：P300')).toBeTruthy()
    expect(api.callsTo('/reconciliation/resolve')[0].body).toEqual({ action: 'unlock', orderNo: 'P300' })
    expect(await screen.findByText('账目一致：没有待处理的项目')).toBeTruthy()
  })
})

describe('日收入', () => {
  test('rows by day, scene and provider with the totals', async () => {
    api.loginAs(fin)
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    api.revenue.push(
      { day: today, scene: 1, provider: 'weixin', paidCount: 3, paidFen: 1470, refundedFen: 490, netFen: 980 },
      { day: today, scene: 2, provider: 'alipay', paidCount: 1, paidFen: 390, refundedFen: 0, netFen: 390 },
    )
    renderConsole('/revenue')
    expect(await screen.findByText('微信支付')).toBeTruthy()
    const total = screen.getByText('合计').closest('tr') as HTMLElement
    expect(within(total).getByText('¥18.60')).toBeTruthy()
    expect(within(total).getByText('¥13.70')).toBeTruthy()
    expect(api.callsTo('/revenue/daily')[0].query.to).toBe(today)
  })
})
