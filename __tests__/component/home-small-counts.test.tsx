import { ok } from './banner-fixtures'
import { bootPage, byTestId, pageText, text, waitFor, type Reply, type Req } from './helpers'

/**
 * A fresh install (or a game few have valued) must not advertise how little the app has been used: 已累计估价 0 次
 * reads as "nobody uses this". Counts below 100 are not shown; from 100 on they are.
 */

const GAMES = [
  { gameId: 10026, name: '王者荣耀', genre: 'MOBA', icon: 'game-10026', valuationCount: 99 },
  { gameId: 10013, name: '和平精英', genre: '射击', icon: 'game-10013', valuationCount: 100 },
]

const reply = (r: Req): Reply => {
  if (r.url.endsWith('/valGameMain')) return ok({ list: GAMES })
  if (r.url.endsWith('/valMainCount')) return ok({ userCount: 0, valuationCount: 0 })
  return ok({})
}

beforeAll(async () => {
  await bootPage('#/pages/index/index', { reply, user: null })
  await waitFor(() => byTestId('game-10026') !== null, 'the home games')
})

it('a total below 100 is not shown (no 已累计估价 0 次)', () => {
  expect(byTestId('valuation-count')).toBeNull()
  expect(pageText()).not.toContain('已累计估价')
})

it("a game's count shows from 100 on, not below", () => {
  expect(text('game-10026')).not.toContain('次估价')
  expect(text('game-10013')).toContain('100次估价')
})
