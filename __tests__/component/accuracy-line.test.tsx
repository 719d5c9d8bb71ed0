import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import AccuracyLine from '@/features/report/accuracy-line'
import { navigateTo } from '@/router'

/** The report's accuracy line on its own: the wording of the figures, the demo label and where a tap goes. */

jest.mock('@/router', () => ({ navigateTo: jest.fn(() => Promise.resolve('done')) }))

const figures = {
  mdape: 0.1342,
  within10: 0.3751,
  within20: 0.6249,
  coverage: 0.7968,
  rangeLevel: 0.8,
  testSize: 912,
  testFrom: Date.UTC(2026, 4, 1),
  testTo: Date.UTC(2026, 9, 30),
  dataFrom: Date.UTC(2024, 10, 1),
  dataTo: Date.UTC(2026, 9, 30),
  demo: false,
  trainedAt: Date.UTC(2026, 10, 1),
}

const q = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null
const testUtils = new TestUtils()

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
beforeEach(() => {
  document.body.innerHTML = ''
  jest.mocked(navigateTo).mockClear()
})

it('says the game’s figures in one sentence: error to one decimal, shares as whole percents, the test size', async () => {
  await testUtils.mount(AccuracyLine, { props: { accuracy: figures, gameId: 10013 } })
  expect(q('accuracy-line-text')?.textContent).toBe(
    '本游戏估价准确度：中位误差 13.4%，38% 的估价与成交价相差不到 10%，标称 80% 的区间实际覆盖 80%（基于 912 笔未参与训练的成交）',
  )
  // Real deals: no demo label.
  expect(q('accuracy-line-demo')).toBeNull()
})

it('keeps the error’s decimal (9.96% reads 10.0%) and rounds shares to whole percents (99.6% reads 100%)', async () => {
  await testUtils.mount(AccuracyLine, { props: { accuracy: { ...figures, mdape: 0.0996, coverage: 0.996, within10: 0 }, gameId: 1 } })
  const line = q('accuracy-line-text')?.textContent ?? ''
  expect(line).toContain('中位误差 10.0%，0% 的估价')
  expect(line).toContain('实际覆盖 100%')
})

it('on demo data says the figures come from 演示数据', async () => {
  await testUtils.mount(AccuracyLine, { props: { accuracy: { ...figures, demo: true }, gameId: 10013 } })
  expect(q('accuracy-line-demo')?.textContent).toBe('以上数字来自演示数据，不代表真实成交的准确度')
})

it('a tap opens the explanation page for this game', async () => {
  await testUtils.mount(AccuracyLine, { props: { accuracy: figures, gameId: 10013 } })
  await act(async () => {
    q('accuracy-line')?.click()
  })
  expect(navigateTo).toHaveBeenCalledWith('valuationAccuracy', { gameId: 10013 })
})

it('a report without figures shows no line', async () => {
  await testUtils.mount(AccuracyLine, { props: { gameId: 10013 } })
  expect(q('accuracy-line')).toBeNull()
})
