import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MockConsoleApi, type MockOperator } from './mock-api'
import { PRIZE_NOW } from './mock-prize-desk'
import { confirmPopup, renderConsole } from './render-console'

let api: MockConsoleApi
let olly: MockOperator
const alice = { uid: 'alice0000001', phone: '138****8001' }

beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
  olly = api.addOperator({ name: 'olly', role: 'operations', totpEnabled: true })
  api.loginAs(olly)
})

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement
const failedRedPacket = () =>
  api.prizes.add(alice, {
    activityId: 'RED',
    activityTitle: '天天领红包',
    prizeType: 2,
    prizeName: '现金红包',
    amountFen: 188,
    state: 6,
    stateText: '红包失败',
    payoutError: '商户余额不足',
    attempts: [{ at: PRIZE_NOW, by: '系统', outcome: 'failed', payoutNo: null, error: '商户余额不足' }],
  })

test('the list opens on 待发货; the filters narrow it; a row opens the prize', async () => {
  api.prizes.add(alice, { prizeName: '机械键盘' })
  failedRedPacket()
  renderConsole('/prizes')

  const row = await rowOf('机械键盘')
  expect(within(row).getByText('待发货')).toBeTruthy()
  expect(within(row).getByText('138****8001')).toBeTruthy()
  expect(screen.queryByText('现金红包（¥1.88）')).toBeNull()
  expect(api.callsTo('/prizes')[0].query).toMatchObject({ state: '2', page: '1', pageSize: '20' })

  fireEvent.mouseDown(screen.getByLabelText('状态'))
  fireEvent.click(await screen.findByTitle('红包失败'))
  fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
  const red = await rowOf('现金红包（¥1.88）')
  expect(within(red).getByText('商户余额不足')).toBeTruthy()
  expect(api.callsTo('/prizes').at(-1)?.query).toMatchObject({ state: '6' })
  await waitFor(() => expect(screen.queryByText('机械键盘')).toBeNull())

  fireEvent.click(red)
  expect(await screen.findByText('中奖记录 #2')).toBeTruthy()
})

test('发货: the address in full with the recipient masked, the number checked, then the parcel shows', async () => {
  const gift = api.prizes.add(alice)
  renderConsole(`/prizes/${gift.id}`)
  expect(await screen.findByText('广东省 深圳市 南山区 科技园南区 8 栋 1201')).toBeTruthy()
  expect(screen.getByText('张*')).toBeTruthy()
  expect(screen.getByText('139****5678')).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: /发\s*货/ }))
  expect(await screen.findByText('请选择快递公司')).toBeTruthy()
  expect(await screen.findByText('请输入快递单号')).toBeTruthy()
  fireEvent.mouseDown(screen.getByLabelText('快递公司'))
  fireEvent.click(await screen.findByTitle('中通快递'))
  fireEvent.change(screen.getByLabelText('快递单号'), { target: { value: 'ZT 123' } })
  fireEvent.click(screen.getByRole('button', { name: /发\s*货/ }))
  expect(await screen.findByText('快递单号应为 4-40 位字母、数字或“-”')).toBeTruthy()
  expect(api.callsTo('/prizes/ship')).toHaveLength(0)

  fireEvent.change(screen.getByLabelText('快递单号'), { target: { value: ' ZT-000111222 ' } })
  fireEvent.click(screen.getByRole('button', { name: /发\s*货/ }))
  expect(await screen.findByText('物流信息')).toBeTruthy()
  expect(api.callsTo('/prizes/ship')[0]).toMatchObject({
    body: { recordId: gift.id, carrier: '中通快递', trackingNo: 'ZT-000111222' },
    csrf: api.csrfToken,
  })
  expect(screen.getByText('ZT-000111222')).toBeTruthy()
  expect(screen.getByText('已发货', { selector: '.ant-tag' })).toBeTruthy()
  expect(screen.queryByRole('button', { name: /发\s*货/ })).toBeNull()
})

test('a prize without an address cannot be shipped yet', async () => {
  const gift = api.prizes.add(alice, { state: 1 })
  renderConsole(`/prizes/${gift.id}`)
  expect(await screen.findByText('用户还没有填写收货地址')).toBeTruthy()
  expect(screen.getByText('用户填写收货地址后才能发货')).toBeTruthy()
  expect(screen.queryByLabelText('快递单号')).toBeNull()
})

test('重新发放: the attempts so far, a confirmed retry, and the payout once it went through', async () => {
  const red = failedRedPacket()
  renderConsole(`/prizes/${red.id}`)
  const attempts = (await screen.findByText('系统')).closest('table') as HTMLElement
  expect(within(attempts).getByText('失败')).toBeTruthy()
  expect(within(attempts).getByText('商户余额不足')).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: /重新发放/ }))
  await confirmPopup('重新发放')
  expect(await screen.findByText('已到账')).toBeTruthy()
  expect(api.prizes.payouts).toBe(1)
  expect(api.callsTo('/prizes/retry-payout')[0]).toMatchObject({ body: { recordId: red.id }, csrf: api.csrfToken })
  expect(screen.getAllByText(`P${red.id}`).length).toBeGreaterThan(0)
  const after = (await screen.findByText('已到账')).closest('table') as HTMLElement
  expect(within(after).getByText('olly')).toBeTruthy()
  expect(screen.queryByRole('button', { name: /重新发放/ })).toBeNull()
})

test('support does not see 奖品发放, and the pages refuse it', async () => {
  api.prizes.add(alice)
  api.loginAs(api.addOperator({ name: 'sue', role: 'support' }))
  renderConsole('/prizes/1')
  expect(await screen.findByText('没有权限')).toBeTruthy()
  expect(api.calls.filter((c) => c.path.startsWith('/prizes'))).toHaveLength(0)
})
