import { bootPage, byTestId, tap, text, waitFor, type Req } from './helpers'

/**
 * Comparables a player can check (issue 35 point 4): each similar deal names the items it shares with the account
 * and lists every priced attribute beside the account's, marked 相同 / 不同 / 未填写; the first deal is open, the
 * others open on a tap. A report stored before the comparison keeps its tags. Only the network is replaced.
 */

const compare = (chars: { label: string; mine: string | null; theirs: string | null }[], goldTheirs: string) => [
  { key: 'server', label: '服务器', match: 'same', mine: '官服', theirs: '官服' },
  { key: 'chars', label: '限定五星角色（命座）', match: 'differs', mine: '…', theirs: '…', items: chars },
  { key: 'weapons', label: '五星专武（精炼）', match: 'same', mine: '无', theirs: '无', items: [] },
  { key: 'goldCount', label: '黄数（五星总数）', match: 'differs', mine: '40个', theirs: goldTheirs },
  { key: 'liveMail', label: '活邮（绑定邮箱可换绑）', match: 'unknown', mine: '未填写', theirs: '是' },
]

const deal = (over: Record<string, unknown>) => ({
  source: 'demo',
  url: null,
  similarity: 0.62,
  priceFen: 300_000,
  soldPriceFen: 300_000,
  soldAt: Date.UTC(2026, 8, 30, 4),
  keyAttrs: ['官服', '芙宁娜1命'],
  demo: false,
  ...over,
})

const report = {
  valId: 'r_cmp2',
  status: 2,
  evaluateType: 2,
  createdAt: Date.UTC(2026, 10, 1),
  gameId: 10026,
  gameName: '原神',
  level: 'SR',
  band: '1千-5千元',
  comparableCount: 3,
  demo: false,
  propertyConfirm: { status: 1 },
  estimateFen: 300_000,
  range: { lowFen: 250_000, highFen: 360_000, level: 0.8 },
  confidence: { score: 0.7, label: '中' },
  lowConfidence: false,
  breakdown: { baseFen: 300_000, items: [] },
  comparables: [
    deal({
      externalId: 'd1',
      compare: compare(
        [
          { label: '芙宁娜', mine: '2命', theirs: '1命' },
          { label: '雷电将军', mine: '1命', theirs: '0命' },
          { label: '胡桃', mine: '1命', theirs: null },
          { label: '哥伦比娅', mine: null, theirs: '0命' },
        ],
        '38个',
      ),
    }),
    deal({ externalId: 'd2', compare: compare([{ label: '芙宁娜', mine: '2命', theirs: '2命' }], '40个') }),
    // Stored before comparables were compared attribute by attribute.
    deal({ externalId: 'd3', keyAttrs: ['官服', '纳西妲0命'] }),
  ],
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
  await bootPage('#/pages/report/index?valId=r_cmp2', { reply: service, ready: 'report-page' })
  await waitFor(() => byTestId('comparable-0') !== null, 'the comparables')
  if (byTestId('popup-close')) await tap('popup-close')
})

it('names the items a deal shares with the account and counts the attributes alike and different', () => {
  expect(text('comparable-shared-0')).toBe('✓ 芙宁娜✓ 雷电将军2 项相同 · 2 项不同')
  expect(text('comparable-shared-1')).toBe('✓ 芙宁娜2 项相同 · 2 项不同')
})

it('lists every priced attribute of the first deal with the account’s answer beside the deal’s, marked', () => {
  const rows = ['server', 'chars', 'weapons', 'goldCount', 'liveMail']
  for (const key of rows) expect(byTestId(`comparable-attrs-0-${key}`)).not.toBeNull()
  expect(text('comparable-attrs-0-server')).toBe('服务器相同官服｜官服')
  expect(text('comparable-attrs-0-goldCount')).toBe('黄数（五星总数）不同40个｜38个')
  expect(text('comparable-attrs-0-liveMail')).toBe('活邮（绑定邮箱可换绑）未填写未填写｜是')
  // Shared items, items only the account holds, items only the deal holds.
  expect(text('comparable-attrs-0-chars')).toBe(
    '限定五星角色（命座）不同✓ 芙宁娜 2命｜1命✓ 雷电将军 1命｜0命✗ 胡桃 1命｜无+ 哥伦比娅 无｜0命',
  )
})

it('opens the other deals’ comparison on a tap, without opening the deal', async () => {
  expect(byTestId('comparable-attrs-1')).toBeNull()
  await tap('comparable-toggle-1')
  expect(text('comparable-attrs-1-goldCount')).toBe('黄数（五星总数）不同40个｜40个')
  expect(window.location.hash).toContain('pages/report/index')
  await tap('comparable-toggle-0')
  expect(byTestId('comparable-attrs-0')).toBeNull()
})

it('keeps the tags of a deal stored before the comparison', () => {
  expect(text('comparable-2')).toContain('纳西妲0命')
  expect(byTestId('comparable-toggle-2')).toBeNull()
})
