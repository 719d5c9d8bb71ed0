import { TEST_USER, bootPage, byTestId, net, tap, text, type, waitFor, type Req } from './helpers'
import { questionFlow } from '../../src/features/question-flow/store'

/**
 * A link the service cannot value (40021: not collected, or a platform nothing reads) is not a dead end: under the
 * message the valuation tab offers 按属性继续估价, which opens the properties of the game already chosen (or the
 * game the service named for the link) without asking for the game again.
 */
jest.setTimeout(30000)

const GAMES = [
  { gameId: 10026, name: '原神', genre: '开放世界', icon: 'game-10026', valuationCount: 3 },
  { gameId: 10013, name: '王者荣耀', genre: 'MOBA', icon: 'game-10013', valuationCount: 0 },
]
const question = (gameId: number) => ({
  id: gameId * 100 + 1,
  gameId,
  key: 'level',
  type: 2,
  title: '等级',
  required: true,
  min: 0,
  max: 60,
})
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const UNLISTED = '暂未收录该链接对应的商品，请改用属性估价或查看「如何获取链接」'
let linkReply: () => { code: number; msg: string; data: unknown } = () => ({ code: 40021, msg: UNLISTED, data: null })
const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url.endsWith('/valGameMain')) return ok({ list: GAMES })
  if (url.endsWith('/val/questions')) {
    const gameId = Number(r.data?.gameId)
    return ok({ gameId, gameName: GAMES.find((g) => g.gameId === gameId)?.name, list: [question(gameId)] })
  }
  if (url.endsWith('/val/valuation')) return linkReply()
  return ok(null)
}
const questionCalls = () => net.requests.filter((r) => r.url.split('?')[0].endsWith('/val/questions')).map((r) => r.data)

async function submitLink(link: string) {
  await type('link-input', link)
  await tap('submit')
  await waitFor(() => byTestId('link-error') !== null, 'the link error')
}

beforeAll(async () => {
  await bootPage('#/pages/evaluate/choose/index', { reply: service, user: { ...TEST_USER, id: 1 }, ready: 'game-10013' })
  await tap('game-10013')
  await tap('method-1')
})

it('an answer without a way on (an older service) shows the message alone', async () => {
  await submitLink('https://m.jiaoyimao.com/goods/jym404.html')
  expect(text('link-error')).toBe(UNLISTED)
  expect(byTestId('link-fallback')).toBeNull()
})

it('暂未收录 offers the properties of the chosen game; one tap opens them, game kept', async () => {
  linkReply = () => ({ code: 40021, msg: UNLISTED, data: { guide: '/pages/h5/guide/getLink', byProps: { gameId: 10013 } } })
  await submitLink('https://m.jiaoyimao.com/goods/jym404.html?from=share')
  expect(text('link-error')).toBe(UNLISTED)
  expect(text('link-fallback')).toContain('改为填写王者荣耀账号的属性')
  expect(text('link-fallback-props')).toBe('按属性继续估价（王者荣耀）')

  net.requests.length = 0
  await tap('link-fallback-props')
  await waitFor(() => byTestId('props-step') !== null, 'the questions')
  expect(questionFlow.gameId).toBe(10013)
  expect(questionFlow.evaluateType).toBe(2)
  expect(text('picked-game')).toContain('王者荣耀')
  expect(text('picked-method')).toContain('属性估价')
  expect(questionCalls()).toEqual([{ gameId: 10013, flow: 'valuation' }])
  expect(text('flow-percent')).toBe('60%')
})

it('editing the link hides the offer until the service answers again', async () => {
  await tap('change-method')
  await tap('method-1')
  await submitLink('https://www.5173.com/abc123456.shtml')
  expect(byTestId('link-fallback')).not.toBeNull()
  await type('link-input', 'https://www.5173.com/abc1234567.shtml')
  expect(byTestId('link-fallback')).toBeNull()
})

it('the game the service names for the link is the one preselected', async () => {
  linkReply = () => ({ code: 40021, msg: UNLISTED, data: { guide: '/pages/h5/guide/getLink', byProps: { gameId: 10026 } } })
  await tap('submit')
  await waitFor(() => byTestId('link-fallback') !== null, 'the offer')
  expect(text('link-fallback-props')).toBe('按属性继续估价（原神）')
  net.requests.length = 0
  await tap('link-fallback-props')
  await waitFor(() => byTestId('props-step') !== null, 'the questions')
  expect(questionFlow.gameId).toBe(10026)
  expect(text('picked-game')).toContain('原神')
  expect(questionCalls()).toEqual([{ gameId: 10026, flow: 'valuation' }])
})
