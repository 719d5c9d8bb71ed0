import TestUtils from '@tarojs/test-utils-react'
import CompareView from '@/components/compare-view'

/**
 * A PK comparison where one account left attributes unanswered: those rows have no difference of their own
 * (their market average is in the base row), so they are not "without effect on the price" either.
 */

const side = (valId: string, estimateFen: number) => ({
  valId,
  estimateFen,
  level: 'SR',
  range: { lowFen: estimateFen - 10000, highFen: estimateFen + 10000 },
})
const row = (key: string, label: string, diffFen: number, extra: object = {}) => ({
  key,
  label,
  baseValue: '',
  otherValue: '',
  baseContributionFen: 0,
  otherContributionFen: 0,
  diffFen,
  ...extra,
})
const data = {
  gameId: 10013,
  gameName: '王者荣耀',
  mode: 0,
  base: side('r_a', 100_000),
  other: side('r_b', 120_000),
  gapFen: 20_000,
  gapPct: 20,
  items: [
    row('skins', '皮肤', 26_000, { baseValue: '传说×3', otherValue: '传说×5' }),
    row('liveMail', '活邮（绑定邮箱可换绑）', 0, { baseValue: '否', otherValue: '未填写', unanswered: true }),
    row('violation', '有违规/封禁记录', 0, { baseValue: '否', otherValue: '未填写', unanswered: true }),
    row('vip', '贵族等级', 0, { baseValue: 'V5', otherValue: 'V5' }),
    row('base', '市场基准（含未填写项的市场平均）', -6_000),
  ],
  text: '',
}

const q = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

it('counts rows unanswered on one side apart from the rows without effect', async () => {
  await new TestUtils().mount(CompareView, { props: { data } })
  const listed = Array.from(document.querySelectorAll('[data-testid="diff-item"]')).map((e) => e.textContent ?? '')
  expect(listed).toHaveLength(2)
  expect(listed[1]).toContain('市场基准（含未填写项的市场平均）')
  expect(document.body.textContent).toContain('另有 1 项属性对差价没有影响')
  expect(q('cmp-unanswered')?.textContent).toBe('另有 2 项有一方未填写，按市场平均计入市场基准')
})
