import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MockConsoleApi, type MockOperator } from './mock-api'
import { driftState, MODELS_NOW, version, worseChallenger } from './mock-models'
import { renderConsole } from './render-console'

let api: MockConsoleApi
let ada: MockOperator
let ann: MockOperator

beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
  ada = api.addOperator({ name: 'ada', role: 'admin', totpEnabled: true })
  ann = api.addOperator({ name: 'ann', role: 'analyst', totpEnabled: true })
})

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement
const dialog = async (title: string) => (await screen.findAllByText(title))[0].closest('.ant-modal') as HTMLElement

test('市场数据: a file is checked first, its rejects listed by line with reasons and its games counted; 导入 writes it', async () => {
  api.loginAs(ann)
  api.models.report = {
    format: 'jsonl',
    rows: 5,
    accepted: 3,
    rejected: 2,
    rejects: [
      { line: 2, field: 'priceFen', message: 'priceFen 应为正整数（单位：分）' },
      { line: 5, message: 'JSON 格式错误' },
    ],
    summary: {
      rows: 3,
      demoRows: 0,
      games: [{ gameId: 10013, name: '王者荣耀', deals: 2, listings: 1, firstAt: MODELS_NOW, lastAt: MODELS_NOW, medianDealFen: 123400 }],
    },
  }
  const { container } = renderConsole('/market')
  const input = await waitFor(() => {
    const el = container.querySelector('input[type=file]')
    if (!el) throw new Error('no file input yet')
    return el
  })
  fireEvent.change(input, { target: { files: [new File(['{"a":1}\n'], 'week.jsonl', { type: 'application/json' })] } })

  expect(await screen.findByText('检查结果：week.jsonl')).toBeTruthy()
  const reject = await rowOf('priceFen 应为正整数（单位：分）')
  expect(within(reject).getByText('2')).toBeTruthy()
  expect(within(await rowOf('JSON 格式错误')).getByText('5')).toBeTruthy()
  expect(within(await rowOf('王者荣耀（10013）')).getByText('¥1234.00')).toBeTruthy()
  const check = api.callsTo('/models/market/check')[0]
  expect(check.body).toEqual({ fileName: 'week.jsonl', text: '{"a":1}\n' })
  expect(api.models.imports).toHaveLength(0)

  fireEvent.click(screen.getByRole('button', { name: '导入可导入的 3 行' }))
  const confirm = await dialog('导入「week.jsonl」？')
  expect(within(confirm).getByText('将导入 3 行；被拒绝的 2 行不导入。')).toBeTruthy()
  fireEvent.click(within(confirm).getByRole('button', { name: /导\s*入/ }))
  expect(await screen.findByText('已导入 3 行，涉及 王者荣耀')).toBeTruthy()
  expect(api.models.imports).toEqual([{ fileName: 'week.jsonl', text: '{"a":1}\n' }])
})

test('模型: a worse challenger beside the champion; 强制启用 needs a reason, then it is the champion', async () => {
  api.loginAs(ada)
  api.models.addGame(10013, '王者荣耀', version(1), [worseChallenger(2)])
  renderConsole('/models')
  const row = await rowOf('王者荣耀（10013）')
  expect(within(row).getByText('12.0%')).toBeTruthy()
  expect(within(row).getByText('1 个')).toBeTruthy()
  fireEvent.click(within(row).getByRole('button', { name: /展开行|Expand row/ }))

  expect(await screen.findByText('比当时的现用版本差')).toBeTruthy()
  expect(screen.getByText('MdAPE 19.0% 高于现用版本的 12.0%（容差 0.5 个百分点）')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: '强制启用' }))
  const modal = await dialog('强制启用版本 #2')
  fireEvent.click(within(modal).getByRole('button', { name: '强制启用' }))
  expect(await within(modal).findByText('请填写强制启用的原因')).toBeTruthy()
  expect(api.callsTo('/models/promote')).toHaveLength(0)
  fireEvent.change(within(modal).getByRole('textbox'), { target: { value: '新赛季数据更全' } })
  fireEvent.click(within(modal).getByRole('button', { name: '强制启用' }))
  await waitFor(() => expect(api.callsTo('/models/promote')).toHaveLength(1))
  expect(api.callsTo('/models/promote')[0].body).toEqual({ versionId: 2, reason: '新赛季数据更全' })
  await waitFor(() =>
    expect(within(screen.getByText('王者荣耀（10013）').closest('tr') as HTMLElement).getByText('#2 · 成交 1800')).toBeTruthy(),
  )
})

test('重新训练 shows each game’s progress until it is done; 回滚 restores the previous champion with a reason', async () => {
  api.loginAs(ada)
  api.models.addGame(10013, '王者荣耀', version(2), [])
  api.models.versions.push(version(1, { status: 'retired' }))
  renderConsole('/models')
  const row = await rowOf('王者荣耀（10013）')
  fireEvent.click(within(row).getByRole('button', { name: '重新训练' }))
  await waitFor(() => expect(api.callsTo('/models/retrain')[0]?.body).toEqual({ gameIds: [10013] }))
  expect(await within(await rowOf('王者荣耀（10013）')).findByText('训练中')).toBeTruthy()
  expect(await within(await rowOf('王者荣耀（10013）')).findByText('完成')).toBeTruthy()

  fireEvent.click(within(await rowOf('王者荣耀（10013）')).getByRole('button', { name: '回滚' }))
  const modal = await dialog('回滚 王者荣耀 的模型')
  fireEvent.change(within(modal).getByRole('textbox'), { target: { value: '投诉估价偏低' } })
  fireEvent.click(within(modal).getByRole('button', { name: '回 滚' }))
  await waitFor(() => expect(api.callsTo('/models/rollback')[0]?.body).toEqual({ gameId: 10013, reason: '投诉估价偏低' }))
  expect(await screen.findByText('#1 · 成交 1800')).toBeTruthy()
}, 20_000)

test('an analyst retrains but neither promotes nor rolls back', async () => {
  api.loginAs(ann)
  api.models.addGame(10013, '王者荣耀', version(1), [worseChallenger(2)])
  renderConsole('/models')
  const row = await rowOf('王者荣耀（10013）')
  expect(within(row).getByRole('button', { name: '重新训练' })).toBeTruthy()
  expect(within(row).queryByRole('button', { name: '回滚' })).toBeNull()
  fireEvent.click(within(row).getByRole('button', { name: /展开行|Expand row/ }))
  expect(await screen.findByText('比当时的现用版本差')).toBeTruthy()
  expect(screen.queryByRole('button', { name: '强制启用' })).toBeNull()
})

test('support does not see 市场数据与模型', async () => {
  api.loginAs(api.addOperator({ name: 'sue', role: 'support', totpEnabled: true }))
  renderConsole('/models')
  expect(await screen.findByText('没有权限')).toBeTruthy()
  expect(screen.queryByText('市场数据与模型')).toBeNull()
  expect(api.callsTo('/models')).toHaveLength(0)
})

test('漂移: each game shows its latest check; 检查漂移 checks now and shows the flag, its figures and the retrain it queued', async () => {
  api.loginAs(ann)
  api.models.addGame(10013, '王者荣耀', version(1), [])
  api.models.addGame(10026, '原神', version(3, { gameId: 10026 }), [])
  api.models.drift = [driftState('ok'), driftState('insufficient', { gameId: 10026, name: '原神' })]
  api.models.driftOnCheck = [driftState('drift')]
  renderConsole('/models')
  // The retrain the flag queues, already finished by the time the page reads the overview again.
  const queued = { runId: 'rt_00000000000000d1', gameId: 10013, versionId: 2, note: '版本 2 已训练', requestedBy: 'system:drift' }
  api.models.runs.push({ ...queued, state: 'done', createdAt: MODELS_NOW, updatedAt: MODELS_NOW })

  const row = await rowOf('王者荣耀（10013）')
  expect(await within(row).findByText('正常')).toBeTruthy()
  expect(within(row).getByText('偏差 +2.0%')).toBeTruthy()
  const other = await rowOf('原神（10026）')
  expect(within(other).getByText('成交不足')).toBeTruthy()
  expect(within(other).getByText('近 30 天 12 笔')).toBeTruthy()
  expect(screen.getByText(/漂移监测：每 60 分钟用近 30 天的成交（至少 30\s*笔）检验现用版本的估价/)).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: '检查漂移' }))
  await waitFor(() => expect(api.callsTo('/models/drift/check')[0]?.body).toEqual({ gameIds: [] }))
  expect(await screen.findByText('检查完成：1 个游戏漂移，已排队重新训练')).toBeTruthy()
  const flagged = await rowOf('王者荣耀（10013）')
  expect(await within(flagged).findByText('漂移')).toBeTruthy()
  expect(within(flagged).getByText('偏差 +25.0%')).toBeTruthy()

  fireEvent.click(within(flagged).getByRole('button', { name: /展开行|Expand row/ }))
  expect(await screen.findByText('估价偏离近期成交')).toBeTruthy()
  expect(
    screen.getByText('近 30 天成交价比估价高 25.0%（限 10.5%）；价格指数近 30 天变动 +24.0%，此前趋势每 30 天 +0.4%（限 ±13.0%）'),
  ).toBeTruthy()
  expect(within(await rowOf('近 30 天 MdAPE')).getByText('20.1%（回测 12.0%）')).toBeTruthy()
  expect(within(await rowOf('偏差（成交价相对估价）')).getByText('±10.5%')).toBeTruthy()
  const card = screen.getByText('漂移检查').closest('.ant-card') as HTMLElement
  expect(within(card).getByText('重新训练：已排队重新训练')).toBeTruthy()
  // The check knew the run as queued; the overview's progress says where it is now.
  expect(within(card).getByText('完成')).toBeTruthy()
})

test('漂移 before any check: 未检查', async () => {
  api.loginAs(ada)
  api.models.addGame(10013, '王者荣耀', version(1), [])
  renderConsole('/models')
  const row = await rowOf('王者荣耀（10013）')
  expect(await within(row).findByText('未检查')).toBeTruthy()
})
