import { questionFlow } from '../../src/features/question-flow/store'
import { sessionStore } from '../../src/stores/session'
import { bootPage, net, text, toasts, urls, waitFor, type Req } from './helpers'

/**
 * A partner-app QR code or link opens home with `scene=2_<pxKey>_<to>_<gameId>`: home exchanges the key
 * (wx/valPxLogin), logs in with the tokens and opens `to` (1: the valuation tab) with the game picked.
 */
jest.setTimeout(30000)

const KEY = 'A1B2C3D4E5F6G7H8J9K0'
const GAMES = [
  { gameId: 10026, name: '原神', genre: '开放世界', icon: 'game-10026', valuationCount: 3 },
  { gameId: 10013, name: '王者荣耀', genre: 'MOBA', icon: 'game-10013', valuationCount: 0 },
]
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url.endsWith('/wx/valPxLogin'))
    return r.data?.pxLoginKey === KEY ? ok({ token: 'PX_T', refresh: 'PX_R' }) : { code: 50018, msg: '快捷登录已失效，请重新登录' }
  if (url.endsWith('/user/userInfo')) return ok({ user_base_info: { id: 7, nickname: '伙伴' } })
  if (url.endsWith('/valMain'))
    return ok({ slogan: { title: 't', span: 's', div: [0, 1, 2].map(() => ({ icon: '', span: '', title: '' })) } })
  if (url.endsWith('/valGameMain')) return ok({ list: GAMES })
  if (url.endsWith('/valGameFeature')) return ok({ list: [] })
  if (url.endsWith('/valMainCount')) return ok({ userCount: 1, valuationCount: 3 })
  return ok(null)
}

beforeAll(async () => {
  await bootPage(`#/pages/index/index?scene=2_${KEY}_1_10013`, { reply: service, user: null })
})

it('exchanges the key once, logs in and lands on the valuation tab with 王者荣耀 picked', async () => {
  await waitFor(() => window.location.hash === '#/pages/evaluate/choose/index', 'the valuation tab')
  await waitFor(() => text('picked-game').includes('王者荣耀'), 'the picked game')
  expect(questionFlow.gameId).toBe(10013)
  expect(net.requests.filter((r) => r.url.endsWith('/wx/valPxLogin')).map((r) => r.data)).toEqual([{ pxLoginKey: KEY }])
  expect(sessionStore.userInfo).toMatchObject({ token: 'PX_T', refresh_token: 'PX_R', id: 7 })
  expect(text('method-3')).toContain('授权估价')
  expect(toasts).toEqual([])
  expect(urls().filter((u) => u.endsWith('/wx/valPxLogin'))).toHaveLength(1)
})
