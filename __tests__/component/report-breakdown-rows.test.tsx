import { bootPage, byTestId, text, waitFor, tap, type Req } from './helpers'

/**
 * The report page's value breakdown rows (issue 35 point 3): each row names the answer it prices; gains come first,
 * then a subtotal and the losses, so no running total reads as an account worth less than nothing (the rows arrive
 * in the order reports stored before issue 35 used: 大区 right under the base); a server or flag at the base's own
 * answer says what the worst answer would give; what the model finds worthless reads 不影响估价 with why; a server or
 * risk flag shows the share of the whole account it takes (大区 −15%: the account ×85%, never a base gone negative).
 * Only the network is replaced.
 */

const report = {
  valId: 'r_rows',
  status: 2,
  evaluateType: 2,
  createdAt: Date.UTC(2026, 10, 1),
  gameId: 10013,
  gameName: '王者荣耀',
  level: 'SR',
  band: '1千-3千元',
  comparableCount: 3,
  demo: true,
  propertyConfirm: { status: 1 },
  estimateFen: 124_100,
  range: { lowFen: 100_000, highFen: 150_000, level: 0.8 },
  confidence: { score: 0.6, label: '中' },
  lowConfidence: false,
  breakdown: {
    baseFen: 4_200,
    missingOptional: 0,
    items: [
      { key: 'server', label: '大区', contributionFen: -33_900, answer: '安卓微信', factorPct: -15 },
      { key: 'skins', label: '皮肤数量（按品质）', contributionFen: 193_000, answer: '荣耀典藏×1、星传说×6、传说×17、史诗×72' },
      { key: 'heroCount', label: '英雄数量', contributionFen: 85_900, answer: '126个' },
      { key: 'rareSkins', label: '稀有皮肤', contributionFen: 0, answer: '无' },
      {
        key: 'liveMail',
        label: '活邮（绑定邮箱可换绑）',
        contributionFen: 0,
        answer: '是',
        atBase: { answer: '否', estimateFen: 99_300 },
        factorPct: 0,
      },
      { key: 'realNameChangeable', label: '实名可修改', contributionFen: -43_600, answer: '否', factorPct: -20 },
      { key: 'violation', label: '有违规/封禁记录', contributionFen: -81_500, answer: '是', factorPct: -35 },
      {
        key: 'heroLevel',
        label: '英雄熟练度',
        contributionFen: 0,
        answer: '30级',
        noEffect: true,
        why: '成交数据里这一项不同的账号，其他条件相同时成交价几乎一样',
      },
    ],
  },
  comparables: [],
  reportQuestions: [],
  trend: [{ month: '2026-10', value: 1 }],
  unlockedAt: Date.UTC(2026, 10, 2),
}

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/val/valReport') return { code: 200, msg: 'ok', data: report }
  return { code: 200, msg: 'ok', data: null }
}

beforeAll(async () => {
  await bootPage('#/pages/report/index?valId=r_rows', { reply: service, ready: 'report-page' })
  await waitFor(() => byTestId('report-breakdown') !== null, 'the full report')
  if (byTestId('popup-close')) await tap('popup-close')
})

const rows = () => Array.from(byTestId('report-breakdown')!.querySelectorAll('[data-testid="breakdown-row"]'))
const fen = (s: string) => Math.round(Number(s.replace(/[¥,+]/g, '').replace('−', '-')) * 100)

it('names the answer each row prices: short ones on the row, a skin list on a line of its own', () => {
  const labels = rows().map((r) => r.querySelector('[data-testid="breakdown-label"]')!.textContent)
  expect(labels).toEqual([
    '皮肤数量（按品质）',
    '英雄数量：126个',
    '有违规/封禁记录：是',
    '实名可修改：否',
    '大区：安卓微信',
    '稀有皮肤：无',
    '活邮：是',
    '英雄熟练度：30级',
  ])
  expect(rows()[0].textContent).toContain('荣耀典藏×1、星传说×6、传说×17、史诗×72')
  expect(rows()[3].textContent).toBe('实名可修改：否-20%-¥436')
})

it('lists every gain before the losses, with the subtotal they come off, so no running total goes below the estimate', () => {
  const bd = byTestId('report-breakdown')!
  const values = Array.from(bd.querySelectorAll('[data-testid="breakdown-value"]')).map((v) => v.textContent ?? '')
  const amounts = values.filter((v) => /¥/.test(v)).map(fen)
  let total = report.breakdown.baseFen
  for (const a of amounts) {
    total += a
    expect(total).toBeGreaterThanOrEqual(report.estimateFen)
  }
  expect(total).toBe(report.estimateFen)
  // Base + gains: what the losses are taken from.
  expect(text('breakdown-subtotal')).toBe('扣减前合计¥2,831')
  const order = Array.from(bd.querySelectorAll('[data-testid="breakdown-subtotal"], [data-testid="breakdown-row"]'))
  expect(order.indexOf(byTestId('breakdown-subtotal')!)).toBe(2)
})

it('a flag at the base answer says so and what the worst answer would give; a worthless attribute reads 不影响估价 with why, without a bar', () => {
  const [liveMail, worthless] = rows().slice(-2)
  expect(liveMail.textContent).toBe('活邮：是已计入底价若为“否”，估价约 ¥993')
  expect(worthless.textContent).toBe('英雄熟练度：30级不影响估价成交数据里这一项不同的账号，其他条件相同时成交价几乎一样')
  for (const r of [liveMail, worthless]) {
    expect(r.querySelector('.rv-bd__bar')).toBeNull()
    expect(r.textContent).not.toMatch(/[+-]¥/)
  }
  expect(text('report-breakdown')).toContain('没有风险问题（活邮、实名可改、无违规）')
})

it('a server or risk flag shows its share of the whole account, muted, before its amount; the base note says they scale the account', () => {
  const server = rows().find((r) => r.textContent!.startsWith('大区'))!
  expect(server.textContent).toBe('大区：安卓微信-15%-¥339')
  const pct = server.querySelector('[data-testid="breakdown-pct"]')!
  expect(pct.className).toContain('rv-bd__pct')
  expect(pct.nextElementSibling?.getAttribute('data-testid')).toBe('breakdown-value')
  // Rows without a factor (assets) and a flag at the base's answer (factor 0) show no percent.
  expect(rows().filter((r) => r.querySelector('[data-testid="breakdown-pct"]')).length).toBe(3)
  expect(text('report-breakdown')).toContain('风险项与区服再按比例折价（如 -15% 即按 85% 计）')
})
