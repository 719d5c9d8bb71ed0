import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MockConsoleApi } from './mock-api'
import { confirmPopup, renderConsole } from './render-console'

let api: MockConsoleApi

const MENU = { selector: '.ant-menu-title-content, .ant-menu-title-content *' }
const card = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement
const modal = () => document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal') as HTMLElement
const as = (name: string, role: 'admin' | 'finance' | 'operations' | 'analyst' | 'support') =>
  api.loginAs(api.addOperator({ name, role, totpEnabled: true }))

beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
})

test('finance: the prices this replica charges, where each setting stands, and a price saved with the service rules', async () => {
  as('fay', 'finance')
  renderConsole('/pricing')
  expect(await screen.findByText('保存后本实例立即生效，其他实例约 60 秒内生效')).toBeTruthy()
  const prices = await card('解锁价格')
  const row = within(prices).getByText('估价报告解锁').closest('tr') as HTMLElement
  expect(within(row).getByText('¥9.90')).toBeTruthy()
  expect(within(row).getByText('¥4.90')).toBeTruthy()
  expect(within(prices).getByText('最后修改：从未修改')).toBeTruthy()
  expect(within(prices).getByText('本实例已生效')).toBeTruthy()
  // Finance sets prices and campaigns, not the growth levers.
  expect(screen.queryByRole('button', { name: '修改人数' })).toBeNull()
  expect(screen.queryByRole('button', { name: '修改上限' })).toBeNull()

  fireEvent.click(within(prices).getByRole('button', { name: '修改价格' }))
  const list = await screen.findByLabelText('估价报告解锁 · 标价')
  const discount = within(modal()).getAllByLabelText('2 小时内')[0]!
  fireEvent.change(list, { target: { value: '12.90' } })
  fireEvent.change(discount, { target: { value: '13.90' } })
  fireEvent.click(within(modal()).getByRole('button', { name: /保\s*存/ }))
  expect(await screen.findByText('解锁价格（payment.prices）：场景 1：2 小时内价格不能高于标价')).toBeTruthy()

  fireEvent.change(discount, { target: { value: '6.90' } })
  fireEvent.click(within(modal()).getByRole('button', { name: /保\s*存/ }))
  await waitFor(() =>
    expect(api.callsTo('/pricing/prices').at(-1)?.body).toMatchObject({
      prices: [{ scene: 1, listFen: 1290, discountFen: 690 }, { scene: 2 }, { scene: 3 }],
    }),
  )
  expect(await screen.findByText(/解锁价格已保存。保存后本实例立即生效/)).toBeTruthy()
  await waitFor(() => expect(within(row).getByText('¥12.90')).toBeTruthy())
  expect(within(prices).getByText(/最后修改：2026-12-01 12:00（北京时间）· fay/)).toBeTruthy()
})

test('finance creates a campaign in Beijing time and ends it early; the list strikes the 原价 through', async () => {
  as('fay', 'finance')
  renderConsole('/pricing')
  const campaigns = await card('价格活动')
  expect(await within(campaigns).findByText('还没有价格活动')).toBeTruthy()
  fireEvent.click(within(campaigns).getByRole('button', { name: '新建活动' }))
  fireEvent.change(await screen.findByLabelText('活动名称'), { target: { value: '双十二特惠' } })
  const end = screen.getByLabelText('结束时间（北京时间）')
  fireEvent.mouseDown(end)
  fireEvent.change(end, { target: { value: '2026-12-13 00:00' } })
  fireEvent.keyDown(end, { key: 'Enter', code: 'Enter', keyCode: 13 })
  fireEvent.change(screen.getByLabelText(/^估价报告解锁 活动价/), { target: { value: '5.90' } })
  fireEvent.click(within(modal()).getByRole('button', { name: /创\s*建/ }))

  // Midnight of 13 December in Beijing is 16:00 UTC on the 12th, whatever the operator's zone; starting now.
  await waitFor(() =>
    expect(api.callsTo('/pricing/campaigns/create').at(-1)?.body).toEqual({
      name: '双十二特惠',
      endsAt: Date.UTC(2026, 11, 12, 16, 0),
      prices: [{ scene: 1, priceFen: 590 }],
    }),
  )
  const row = (await within(campaigns).findByText('双十二特惠')).closest('tr') as HTMLElement
  expect(within(row).getByText('进行中')).toBeTruthy()
  expect(within(row).getByText('¥9.90').closest('del')).toBeTruthy()
  expect(row.textContent).toContain('估价报告解锁 ¥5.90')
  expect(row.textContent).toContain('至 2026-12-13 00:00')

  fireEvent.click(within(row).getByRole('button', { name: '提前结束' }))
  await confirmPopup('结束活动')
  await waitFor(() => expect(within(row).getByText('已结束')).toBeTruthy())
  expect(api.callsTo('/pricing/campaigns/end').at(-1)?.body).toEqual({ id: 1 })
  expect(within(row).queryByRole('button', { name: '提前结束' })).toBeNull()
})

test('operations sets the helps and the quotas, not the prices', async () => {
  as('olga', 'operations')
  renderConsole('/pricing')
  const help = await card('好友助力')
  expect(within(help).getByText('3')).toBeTruthy()
  expect(screen.queryByRole('button', { name: '修改价格' })).toBeNull()
  expect(screen.queryByRole('button', { name: '新建活动' })).toBeNull()
  fireEvent.click(within(help).getByRole('button', { name: '修改人数' }))
  const input = await screen.findByLabelText('需要的好友助力人数')
  fireEvent.change(input, { target: { value: '5' } })
  fireEvent.click(within(modal()).getByRole('button', { name: /保\s*存/ }))
  await waitFor(() => expect(api.callsTo('/pricing/help-required').at(-1)?.body).toEqual({ value: 5 }))
  await waitFor(() => expect(within(help).getByText('5')).toBeTruthy())
  expect(within(help).getByText(/olga/)).toBeTruthy()
})

test('analyst reads every setting and changes none; support has no 价格与规则', async () => {
  as('ann', 'analyst')
  const { unmount } = renderConsole('/pricing')
  expect(await card('每日次数上限')).toBeTruthy()
  expect((await card('客服发券上限')).textContent).toContain('客服每人每天最多发放 20 张解锁券')
  for (const name of ['修改价格', '新建活动', '修改人数', '修改上限']) expect(screen.queryByRole('button', { name })).toBeNull()
  unmount()

  as('sam', 'support')
  renderConsole('/pricing')
  expect(await screen.findByText('没有权限')).toBeTruthy()
  expect(screen.queryByText('价格与规则', MENU)).toBeNull()
  expect(api.calls.filter((c) => c.path.startsWith('/pricing') && c.method === 'GET').length).toBeGreaterThan(0)
})
