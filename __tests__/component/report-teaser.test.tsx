import TestUtils from '@tarojs/test-utils-react'
import { Teaser } from '@/components/report-view'
import { cardLines } from '@/components/report-view/card-drawing'

/**
 * The locked report's teaser on its own (issue 35 point 5): the band, where the account stands in its game and what
 * adds the most, by name; no amount of the account anywhere, and nothing made up when a report stored before these
 * facts has none.
 */

const locked = {
  status: 1,
  evaluateType: 2,
  createdAt: Date.UTC(2026, 10, 1),
  gameId: 10013,
  gameName: '王者荣耀',
  level: 'SR' as const,
  band: '1500-3000元',
  comparableCount: 10,
  demo: false,
  percentile: 80,
  driver: '皮肤数量（按品质）',
}

const q = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null
const shown = (id: string) => q(id)?.textContent ?? ''
const testUtils = new TestUtils()

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
beforeEach(() => {
  document.body.innerHTML = ''
})

it('shows the band, the percentile and the driver by name; the driver’s amount is locked', async () => {
  await testUtils.mount(Teaser, { props: { report: locked } })
  expect(shown('report-band')).toBe('1500-3000元')
  expect(shown('teaser-percentile')).toBe('高于本游戏 80% 的账号')
  expect(shown('teaser-driver')).toBe('价值主要来自皮肤数量（按品质）金额解锁后可见')
  expect(shown('comparable-count')).toBe('10')
  expect(shown('locked-rows')).toContain('价值构成')
  // No amount of the account: no ¥ and no figure but the band's, the percentile and the comparable count.
  const all = shown('report-teaser')
  expect(all).not.toContain('¥')
  expect(
    all
      .replace('1500-3000元', '')
      .replace('80%', '')
      .replace(/相似成交\D*10|10\s*相似成交/, ''),
  ).not.toMatch(/\d{2,}/)
})

it('a report stored before these facts (or the game’s lowest tenth) shows neither line', async () => {
  const { percentile: _p, driver: _d, ...old } = locked
  await testUtils.mount(Teaser, { props: { report: { ...old, band: '1千-5千元' } } })
  expect(shown('report-band')).toBe('1千-5千元')
  expect(q('teaser-percentile')).toBeNull()
  expect(q('teaser-driver')).toBeNull()
  document.body.innerHTML = ''
  await testUtils.mount(Teaser, { props: { report: { ...locked, level: 'N' as const, percentile: 0 } } })
  expect(q('teaser-percentile')).toBeNull()
})

it('the saved image of a locked report carries the same facts and no figure; an unlocked one keeps its own', () => {
  const lines = cardLines(locked)
  expect(lines.main).toBe('1500-3000元')
  expect(lines.facts).toEqual(['高于本游戏 80% 的账号', '价值主要来自 皮肤数量（按品质）', '相似成交 10 笔'])
  const unlocked = cardLines({ ...locked, status: 2, estimateFen: 228_000, range: { lowFen: 182_000, highFen: 280_000, level: 0.8 } })
  expect(unlocked.main).toBe('¥2,280')
  expect(unlocked.facts).toEqual(['相似成交 10 笔'])
})
