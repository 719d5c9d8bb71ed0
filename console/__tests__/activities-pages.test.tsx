import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MockConsoleApi } from './mock-api'
import { renderConsole } from './render-console'

let api: MockConsoleApi

beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
  api.loginAs(api.addOperator({ name: 'olly', role: 'operations', totpEnabled: true }))
})

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement
const modal = () => document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal') as HTMLElement

test('任务: every task with its reward and limit; switching one off and reordering go to the service', async () => {
  renderConsole('/tasks')
  const row = await rowOf('分享一份报告')
  expect(within(row).getByText('5 爱心值')).toBeTruthy()
  expect(within(row).getByText('1 次/天')).toBeTruthy()

  fireEvent.click(within(row).getByRole('switch', { name: '启用 分享一份报告' }))
  await waitFor(() => expect(api.callsTo('/tasks/update')[0]?.body).toEqual({ id: 'daily-share', enabled: false }))
  expect(await screen.findByText('已停用「分享一份报告」，任务中心不再显示')).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: '下移 每日签到' }))
  fireEvent.click(await screen.findByRole('button', { name: /保存顺序/ }))
  await waitFor(() => expect(api.callsTo('/tasks/reorder')[0]?.body).toEqual({ ids: ['daily-share', 'daily-sign-in'] }))
})

test('任务: a new task is created through the form; the service refusal is shown as it says', async () => {
  renderConsole('/tasks')
  await screen.findByText('每日签到', { selector: 'strong' })
  fireEvent.click(screen.getByRole('button', { name: /新建任务/ }))
  fireEvent.change(await screen.findByLabelText('任务 ID'), { target: { value: 'daily-sign-in' } })
  fireEvent.mouseDown(screen.getByLabelText('完成条件'))
  fireEvent.click(await screen.findByTitle('完成估价'))
  fireEvent.change(screen.getByLabelText('任务名称'), { target: { value: '估价两次' } })
  fireEvent.change(screen.getByLabelText('奖励（爱心值）'), { target: { value: '15' } })
  fireEvent.click(within(modal()).getByRole('button', { name: /保\s*存/ }))
  expect(await screen.findByText('任务 ID daily-sign-in 已存在')).toBeTruthy()

  fireEvent.change(screen.getByLabelText('任务 ID'), { target: { value: 'valuate-twice' } })
  fireEvent.click(within(modal()).getByRole('button', { name: /保\s*存/ }))
  expect(await screen.findByText('估价两次', { selector: 'strong' })).toBeTruthy()
  expect(api.callsTo('/tasks/create')[1].body).toMatchObject({
    id: 'valuate-twice',
    event: 'valuate',
    title: '估价两次',
    reward: 15,
    period: 'day',
    rewardKind: 'love',
    target: 1,
    limit: 1,
    enabled: true,
  })
})

test('爱心值: the rates in effect are edited; a player found by uid gets an adjustment with a reason, after a confirmation', async () => {
  renderConsole('/love')
  expect(await screen.findByText(/当前生效：100 爱心值兑换 1 张解锁券，30 爱心值兑换 1 次抽奖机会/)).toBeTruthy()
  fireEvent.change(screen.getByLabelText('兑换 1 次抽奖机会'), { target: { value: '25' } })
  fireEvent.click(screen.getByRole('button', { name: /保存比例/ }))
  await waitFor(() => expect(api.callsTo('/love/rates/update')[0]?.body).toEqual({ coupon: 100, chance: 25 }))

  fireEvent.change(screen.getByLabelText('查找玩家'), { target: { value: 'alice0000001' } })
  fireEvent.click(screen.getByRole('button', { name: /查\s*找/ }))
  expect(await screen.findByText('138****8001')).toBeTruthy()
  fireEvent.change(screen.getByLabelText('调整数量'), { target: { value: '-31' } })
  fireEvent.change(screen.getByLabelText('原因'), { target: { value: '误发扣回' } })
  fireEvent.click(screen.getByRole('button', { name: /调\s*整/ }))
  expect(await screen.findByText('最多扣减 30')).toBeTruthy()

  fireEvent.change(screen.getByLabelText('调整数量'), { target: { value: '-20' } })
  fireEvent.click(screen.getByRole('button', { name: /调\s*整/ }))
  expect(await screen.findByText('扣减 20 爱心值？', { selector: '.ant-modal-confirm-title' })).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: /扣\s*减/ }))
  await waitFor(() => expect(api.callsTo('/love/adjust')[0]?.body).toEqual({ uid: 'alice0000001', delta: -20, reason: '误发扣回' }))
  expect(await screen.findByText('已扣减 20 爱心值，当前 10')).toBeTruthy()
})

test('抽奖活动: odds as players see them; on a running activity a new odds asks for the override reason, stock does not', async () => {
  renderConsole('/activities/SUMMER')
  const row = await rowOf('游戏手柄')
  expect(within(row).getByText('0.50%')).toBeTruthy()
  expect(within(row).getByText('10 / 12')).toBeTruthy()
  expect(screen.getByText('99.50%')).toBeTruthy()
  expect(screen.getByText('进行中：改概率或启停须填写原因')).toBeTruthy()

  fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }))
  fireEvent.change(await screen.findByLabelText('剩余库存'), { target: { value: '8' } })
  expect(screen.queryByLabelText('强制修改原因')).toBeNull()
  fireEvent.change(screen.getByLabelText('中奖概率'), { target: { value: '1.25' } })
  expect(await screen.findByLabelText('强制修改原因')).toBeTruthy()
  fireEvent.click(within(modal()).getByRole('button', { name: /强制修改/ }))
  expect(await screen.findByText('请填写强制修改的原因')).toBeTruthy()
  expect(api.callsTo('/activities/prizes/update')).toHaveLength(0)

  fireEvent.change(screen.getByLabelText('强制修改原因'), { target: { value: '供应商补货' } })
  fireEvent.click(within(modal()).getByRole('button', { name: /强制修改/ }))
  await waitFor(() =>
    expect(api.callsTo('/activities/prizes/update')[0]?.body).toMatchObject({
      prizeId: 1,
      odds: 12_500,
      stock: 8,
      overrideReason: '供应商补货',
    }),
  )
  expect(await within(await rowOf('游戏手柄')).findByText('1.25%')).toBeTruthy()
})

test('support sees no 活动运营 page', async () => {
  api.loginAs(api.addOperator({ name: 'sue', role: 'support', totpEnabled: true }))
  renderConsole('/activities')
  expect(await screen.findByText('没有权限')).toBeTruthy()
  expect(api.callsTo('/activities')).toHaveLength(0)
})
