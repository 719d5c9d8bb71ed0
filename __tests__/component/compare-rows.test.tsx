import TestUtils from '@tarojs/test-utils-react'
import CompareView from '@/components/compare-view'

/**
 * Issue 35: the PK view is the two reports side by side. Every row of either report is listed, each with both
 * reports' amounts and their difference, also a row unanswered on one side, one only one report has, and one
 * without difference; the differences shown add up to the gap.
 */

const side = (valId: string, estimateFen: number) => ({
  valId,
  estimateFen,
  level: 'SR',
  range: { lowFen: estimateFen - 10000, highFen: estimateFen + 10000 },
})
type Row = {
  key: string
  label: string
  baseValue: string
  otherValue: string
  baseContributionFen: number
  otherContributionFen: number
  baseState?: 'unanswered' | 'absent'
  otherState?: 'unanswered' | 'absent'
}
const row = (r: Row) => ({ ...r, diffFen: r.otherContributionFen - r.baseContributionFen })
const items = [
  row({
    key: 'base',
    label: '空号底价（含未填写项）',
    baseValue: '',
    otherValue: '',
    baseContributionFen: 30_000,
    otherContributionFen: 20_200,
  }),
  row({ key: 'server', label: '服务器', baseValue: 'B服', otherValue: '官服', baseContributionFen: -64_800, otherContributionFen: 0 }),
  row({
    key: 'weapons',
    label: '五星专武',
    baseValue: '未填写',
    otherValue: '专武A×1',
    baseContributionFen: 0,
    otherContributionFen: 27_300,
    baseState: 'unanswered',
  }),
  row({
    key: 'bundle:weapons',
    label: '角色与专武搭配',
    baseValue: '',
    otherValue: '',
    baseContributionFen: 0,
    otherContributionFen: 16_000,
    baseState: 'absent',
  }),
  row({
    key: 'adventureLevel',
    label: '冒险等级',
    baseValue: '58',
    otherValue: '58',
    baseContributionFen: 1_200,
    otherContributionFen: 1_200,
  }),
]
const gapFen = items.reduce((s, i) => s + i.diffFen, 0)
const data = {
  gameId: 10026,
  gameName: '原神',
  mode: 0,
  base: side('r_a', 200_000),
  other: side('r_b', 200_000 + gapFen),
  gapFen,
  gapPct: 49.2,
  items,
  text: '',
}

const listed = () => Array.from(document.querySelectorAll('[data-testid="diff-item"]')) as HTMLElement[]
const within = (e: HTMLElement, id: string) => e.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''
const yuan = (s: string) => Number(s.replace(/[¥,+]/g, ''))

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

it('lists every row of both reports with both amounts and their difference, largest first', async () => {
  await new TestUtils().mount(CompareView, { props: { data } })
  const rows = listed()
  expect(rows.map((e) => e.querySelector('.cmp-item__label')?.textContent)).toEqual([
    '服务器',
    '五星专武',
    '角色与专武搭配',
    '空号底价（含未填写项）',
    '冒险等级',
  ])
  const cells = rows.map((e) => [within(e, 'row-base'), within(e, 'row-other'), within(e, 'diff-amount')])
  expect(cells).toEqual([
    ['B服-¥648', '官服¥0', '+¥648'],
    ['未填写¥0', '专武A×1+¥273', '+¥273'],
    ['无此项', '+¥160', '+¥160'],
    ['¥300', '¥202', '-¥98'],
    ['58+¥12', '58+¥12', '¥0'],
  ])
  // The differences shown add up to the gap shown.
  expect(cells.reduce((s, c) => s + yuan(c[2]), 0)).toBe(gapFen / 100)
  expect(document.querySelector('[data-testid="gap"]')?.textContent).toBe('目标号比原号高 ¥983（+49.2%）')
  expect(document.querySelector('[data-testid="cmp-unanswered"]')?.textContent).toBe(
    '其中 1 项有一方未填写：未填写的一方记 ¥0，按市场平均计入它的空号底价',
  )
  // No row is hidden behind a count.
  expect(document.body.textContent).not.toContain('另有')
})
