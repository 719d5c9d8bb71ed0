import { act } from 'react'
import { bootPage, byTestId, pageText, tap, text, waitFor, type Req } from './helpers'
import { navigateTo } from '../../src/router'

/**
 * A player with one report of a game has nothing to PK it with: the report page's 对比 and the PK page offer 去估一个,
 * which opens the valuation flow with that game picked, instead of a popup with only 取消.
 */

const report = {
  valId: 'r_one',
  status: 2,
  evaluateType: 2,
  createdAt: Date.UTC(2026, 10, 1),
  gameId: 10013,
  gameName: '王者荣耀',
  level: 'SR',
  band: '1千-5千元',
  comparableCount: 0,
  demo: true,
  propertyConfirm: { status: 1 },
  estimateFen: 300_000,
  range: { lowFen: 250_000, highFen: 360_000, level: 0.8 },
  confidence: { score: 0.7, label: '中' },
  lowConfidence: false,
  breakdown: { baseFen: 300_000, items: [] },
  comparables: [],
  reportQuestions: [],
  trend: [{ month: '2026-10', value: 1 }],
  unlockedAt: Date.UTC(2026, 10, 2),
}
const listItem = { valId: 'r_one', status: 2, gameId: 10013, gameName: '王者荣耀', evaluateType: 2, createdAt: 1, level: 'SR' }
/** One report of another game: the PK page's offer follows the game picked. */
const otherGame = { ...listItem, valId: 'r_other', gameId: 10026, gameName: '和平精英' }

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/val/valReport') return { code: 200, msg: 'ok', data: report }
  if (url === '/app/v1/val/reportList') return { code: 200, msg: 'ok', data: { list: [listItem, otherGame], total: 2 } }
  return { code: 200, msg: 'ok', data: null }
}

/** The valuation tab on screen with `gameId` picked (the service lists no games here, so it is named by id). */
const onChooseWith = (gameId: number) => () =>
  window.location.hash.startsWith('#/pages/evaluate/choose/index') && text('picked-game').includes(`游戏 ${gameId}`)

beforeAll(async () => {
  await bootPage('#/pages/report/index?valId=r_one', { reply: service, ready: 'report-page' })
  await waitFor(() => byTestId('compare-btn') !== null, 'the report bar')
  if (byTestId('popup-close')) await tap('popup-close')
})

it('the report page: 对比 with no other report of the game offers 去估一个 with the game picked', async () => {
  await tap('compare-btn')
  await waitFor(() => byTestId('compare-evaluate') !== null, 'the 去估一个 offer')
  expect(text('compare-evaluate')).toContain('去估一个')
  await tap('compare-evaluate')
  await waitFor(onChooseWith(10013), 'the valuation tab with the game picked')
})

it('the PK page: one report of the game offers 去估一个 beside the note', async () => {
  await act(async () => {
    await navigateTo('reportCompare')
  })
  await waitFor(() => byTestId('report-r_other') !== null, 'the PK picker')
  await tap('report-r_other')
  expect(pageText()).toContain('至少需要两份同一游戏的估价报告才能PK')
  expect(text('evaluate-one')).toBe('去估一个')
  await tap('evaluate-one')
  await waitFor(onChooseWith(10026), 'the valuation tab with the game picked')
})
