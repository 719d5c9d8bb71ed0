import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toCsv } from '../src/csv'
import { MockConsoleApi } from './mock-api'
import { renderConsole } from './render-console'

// ECharts draws on a canvas jsdom lacks: the charts stand in as their labelled boxes.
jest.mock('../src/pages/dashboard/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role='img' aria-label={label} />,
}))

let api: MockConsoleApi
const beijingDay = (offsetDays = 0) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)

beforeEach(() => {
  api = new MockConsoleApi()
  api.install()
})

test("an analyst sees today's figures, the last 7 days' table with totals, the funnel, the queue and the charts", async () => {
  api.loginAs(api.addOperator({ name: 'ana', role: 'analyst', totpEnabled: true }))
  const today = beijingDay()
  api.dashboard.figures[today] = { visitors: 12, valuationsStarted: 5, paidFen: 990, ordersCreated: 2, ordersPaid: 1, paySuccessRate: 0.5 }
  api.dashboard.figures[beijingDay(-1)] = { visitors: 8, valuationsStarted: 3 }
  api.dashboard.revenue = [{ day: today, scene: 1, provider: 'sandbox', paidCount: 1, paidFen: 990, refundedFen: 0, netFen: 990 }]
  renderConsole('/dashboard')

  const cards = (await screen.findByText(`今日（${today}）`)).closest('.ant-card') as HTMLElement
  await waitFor(() => expect(within(cards).getByText('12')).toBeTruthy())
  expect(within(cards).getByText('50.0%')).toBeTruthy()
  expect(within(cards).getByText('待回复 3')).toBeTruthy()

  // The default span: the last 7 Beijing days, today included.
  expect(api.callsTo('/dashboard').map((c) => c.query)).toContainEqual({ from: beijingDay(-6), to: today })
  const daily = (await screen.findByText('每日数字')).closest('.ant-card') as HTMLElement
  const total = within(daily).getByText('合计').closest('tr') as HTMLElement
  expect(within(total).getByText('20')).toBeTruthy()
  expect(within(total).getByText('8')).toBeTruthy()
  expect(within(daily).getAllByRole('row')).toHaveLength(1 + 7 + 1)

  const revenue = (await screen.findByText('收入（按场景、渠道）')).closest('.ant-card') as HTMLElement
  expect(within(revenue).getByText('沙箱支付')).toBeTruthy()
  expect(within(revenue).getAllByText('¥9.90').length).toBeGreaterThan(0)
  const funnel = (await screen.findByText('估价漏斗（按终端）')).closest('.ant-card') as HTMLElement
  expect(within(funnel).getAllByText('1（25.0%）')).toHaveLength(2)
  expect(screen.getByText('生成估价报告')).toBeTruthy()
  for (const label of ['访客与估价趋势', '报告解锁趋势', '收款与支付成功率趋势', '估价漏斗', '估价准确度']) {
    expect(screen.getByRole('img', { name: label })).toBeTruthy()
  }
})

test('导出 CSV saves the table as UTF-8 with a byte-order mark, yuan and percent as plain numbers', async () => {
  api.loginAs(api.addOperator({ name: 'ana', role: 'analyst', totpEnabled: true }))
  api.dashboard.figures[beijingDay()] = { visitors: 3, paidFen: 1990, ordersCreated: 3, ordersPaid: 2, paySuccessRate: 2 / 3 }
  const saved: Blob[] = []
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob)
    return 'blob:csv'
  }
  URL.revokeObjectURL = () => {}
  const downloads: string[] = []
  // jsdom cannot follow the link: the test keeps the file name instead.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download)
  })
  renderConsole('/dashboard')
  const daily = (await screen.findByText('每日数字')).closest('.ant-card') as HTMLElement
  fireEvent.click(within(daily).getByRole('button', { name: /导出 CSV/ }))
  expect(saved).toHaveLength(1)
  expect(downloads).toEqual([`每日数字_${beijingDay(-6)}_${beijingDay()}.csv`])
  const bytes = await new Promise<Buffer>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer))
    reader.readAsArrayBuffer(saved[0])
  })
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.subarray(3).toString('utf8')
  const lines = text.split('\r\n')
  expect(lines[0]).toBe('日期,访客,开始估价,收款（元）,支付成功率（%）')
  expect(lines).toContain(`${beijingDay()},3,0,19.90,66.67`)
  expect(lines).toContain('合计,3,0,19.90,66.67')
})

test('CSV fields with commas, quotes or line breaks are quoted, quotes doubled', () => {
  expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 3, null]])).toBe('"a,b","say ""hi""","two\nlines",3,\r\n')
})

test('finance does not get the page, nor the menu entry', async () => {
  api.loginAs(api.addOperator({ name: 'fin', role: 'finance', totpEnabled: true }))
  renderConsole('/dashboard')
  expect(await screen.findByText('没有权限')).toBeTruthy()
  expect(screen.queryByRole('menuitem', { name: /数据看板/ })).toBeNull()
  expect(api.callsTo('/dashboard')).toHaveLength(0)
})
