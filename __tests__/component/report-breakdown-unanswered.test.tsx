import { bootPage, byTestId, tap, text, waitFor, type Req } from './helpers'

/**
 * The report page's value breakdown (价值构成) with attributes the user left unanswered: they are counted at the
 * market average, so they show no amount and no bar, only what answering would likely change (the estimates similar
 * sold accounts' answers give, inside the range); the page says how many optional answers are missing. Only the network is replaced.
 */

const report = {
  valId: 'r_gaps',
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
  estimateFen: 103_500,
  range: { lowFen: 90_000, highFen: 120_000, level: 0.8 },
  confidence: { score: 0.6, label: '中' },
  lowConfidence: false,
  breakdown: {
    baseFen: 2_000,
    missingOptional: 2,
    items: [
      { key: 'skins', label: '皮肤数量（按品质）', contributionFen: 69_213 },
      { key: 'heroCount', label: '英雄数量', contributionFen: 31_528 },
      { key: 'comparables', label: '相似成交修正', contributionFen: 759 },
      {
        key: 'liveMail',
        label: '活邮（绑定邮箱可换绑）',
        contributionFen: 0,
        unanswered: true,
        ifAnswered: { lowFen: 92_800, highFen: 110_400 },
      },
      {
        key: 'violation',
        label: '有违规/封禁记录',
        contributionFen: 0,
        unanswered: true,
        ifAnswered: { lowFen: 90_000, highFen: 107_100 },
      },
    ],
  },
  comparables: [],
  reportQuestions: [
    {
      type: 2,
      key: 'liveMail',
      title: '未填写：活邮（绑定邮箱可换绑）',
      text: '该项暂按同游戏成交账号的平均水平计入估价（不算加分或扣分），补充后估价更准确。',
    },
    {
      type: 2,
      key: 'violation',
      title: '未填写：有违规/封禁记录',
      text: '该项暂按同游戏成交账号的平均水平计入估价（不算加分或扣分），补充后估价更准确。',
    },
  ],
  trend: [{ month: '2026-10', value: 1 }],
  unlockedAt: Date.UTC(2026, 10, 2),
}

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/val/valReport') return { code: 200, msg: 'ok', data: report }
  return { code: 200, msg: 'ok', data: null }
}

beforeAll(async () => {
  await bootPage('#/pages/report/index?valId=r_gaps', { reply: service, ready: 'report-page' })
  await waitFor(() => byTestId('report-breakdown') !== null, 'the full report')
  // The first view of an unlocked report opens the unlocked popup; close it.
  if (byTestId('popup-close')) await tap('popup-close')
})

it('shows unanswered attributes as 未填写（按市场平均计）, with no amount and no bar', () => {
  const rows = Array.from(byTestId('report-breakdown')!.querySelectorAll('[data-testid="breakdown-unanswered"]'))
  expect(rows.map((r) => r.textContent)).toEqual([
    '活邮（绑定邮箱可换绑）未填写（按市场平均计）按相似账号的情况，填写后估价多在 ¥928–¥1,104 之间',
    '有违规/封禁记录未填写（按市场平均计）按相似账号的情况，填写后估价多在 ¥900–¥1,071 之间',
  ])
  // The 80% range contains every spread it announces (issue 35).
  expect(text('range')).toBe('80%区间 ¥900 - ¥1,200')
  for (const r of rows) {
    expect(r.querySelector('.rv-bd__bar')).toBeNull()
    expect(r.querySelector('.rv-bd__val--muted')).not.toBeNull()
    expect(r.textContent).not.toMatch(/[+-]¥|¥0(?![,\d])/)
  }
})

it('says how many optional answers are missing and that the base counts them at the market average', () => {
  expect(text('breakdown-missing')).toBe('有 2 项选填信息未填写，补充后估价更准确')
  const bd = text('report-breakdown')
  expect(bd).toContain('未填写的项目按市场平均计入底价')
  expect(bd).toContain('空号底价（含未填写项）¥20')
  // Answered attributes keep their amounts and bars.
  expect(bd).toContain('皮肤数量（按品质）+¥692')
  expect(byTestId('report-breakdown')!.querySelectorAll('.rv-bd__bar')).toHaveLength(3)
  // What an attribute adds is a gain, in the gain colour of every page (红涨绿跌).
  const values = Array.from(byTestId('report-breakdown')!.querySelectorAll('[data-testid="breakdown-value"]'))
  expect(values.map((v) => v.className.includes('rv-bd__val--gain'))).toEqual([true, true, true])
})
