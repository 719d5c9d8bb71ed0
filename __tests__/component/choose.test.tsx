import Taro from '@tarojs/taro'
import { act } from 'react'
import { settle } from './boot'
import { TEST_USER, bootPage, byTestId, currentPage, net, pageText, tap, text, toasts, type, urls, waitFor, type Req } from './helpers'
import { questionFlow } from '../../src/features/question-flow/store'
import { KING_QUESTIONS as QUESTIONS, homeReply } from './valuation-fixtures'

/**
 * The valuation tab rendered by the real app; only the network is replaced. Step 1 picks a game, step 2 a
 * method; link and props continue to step 3 (goods link / the game's questions) and submit val/valuation,
 * then open the report; auth opens the authorization page. Tests run in order like a user session.
 */
jest.setTimeout(30000)

const GAMES = [
  {
    gameId: 10026,
    name: '原神',
    genre: '开放世界',
    icon: 'game-10026',
    valuationCount: 3,
    assetTerms: ['限定五星角色', '五星专武'],
    // Accounts of its own (miHoYo's): nothing to scan with; no 营地 app.
    scanTypes: [],
    campId: false,
  },
  {
    gameId: 10013,
    name: '王者荣耀',
    genre: 'MOBA',
    icon: 'game-10013',
    valuationCount: 0,
    assetTerms: ['皮肤', '英雄'],
    scanTypes: [1, 2],
    campId: true,
  },
]
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
let valuation: (r: Req) => { code: number; msg: string; data?: unknown } = () => ok({ valId: 'r_props001' })
let questionsFail = true
const service = (r: Req) => {
  const url = r.url.split('?')[0]
  const home = homeReply(r, GAMES)
  if (home) return home
  if (url.endsWith('/val/questions')) {
    if (questionsFail) return { code: 50002, msg: '服务暂时不可用', data: null }
    return ok({ gameId: 10013, gameName: '王者荣耀', list: QUESTIONS })
  }
  if (url.endsWith('/val/valuation')) return valuation(r)
  if (url.endsWith('/val/valReport'))
    return ok({ valId: 'r_props001', status: 0, evaluateType: 2, createdAt: 0, gameId: 10013, gameName: '王者荣耀' })
  return ok(null)
}
const valuationCalls = () => net.requests.filter((r) => r.url.split('?')[0].endsWith('/val/valuation'))

beforeAll(async () => {
  await bootPage('#/pages/evaluate/choose/index', { reply: service, user: { ...TEST_USER, id: 1 }, ready: 'game-10026' })
})

it('step 1 lists the enabled games; the progress bar shows 20%', () => {
  expect(text('choose-steps')).toContain('选择游戏')
  expect(text('choose-steps')).toContain('填写账号信息')
  expect(text('game-10026')).toContain('原神')
  expect(text('game-10013')).toContain('王者荣耀')
  expect(byTestId('method-1')).toBeNull()
  expect(text('flow-percent')).toBe('20%')
})

it('picking a game moves to step 2 with the three methods (40%)', async () => {
  await tap('game-10013')
  expect(questionFlow.gameId).toBe(10013)
  expect(text('picked-game')).toContain('王者荣耀')
  expect(text('method-1')).toContain('链接估价')
  expect(text('method-1')).toContain('如何获取链接')
  expect(text('method-2')).toContain('属性估价')
  // The picked game's own assets (the service's assetTerms), never another game's 段位 (issue 35 point 7).
  expect(text('method-2')).toContain('填写皮肤、英雄等账号属性')
  expect(text('method-2')).not.toContain('段位')
  expect(text('method-3')).toContain('授权估价')
  expect(byTestId('game-10026')).toBeNull()
  expect(text('flow-percent')).toBe('40%')
})

it('链接估价 asks for the goods link (60%), checks it on the client, with the 如何获取链接 help', async () => {
  await tap('method-1')
  expect(byTestId('link-step')).not.toBeNull()
  expect(text('flow-percent')).toBe('60%')
  expect(text('link-help')).toBe('如何获取链接')
  await tap('submit')
  expect(text('link-error')).toBe('请粘贴商品链接')
  await type('link-input', '这个号怎么样')
  await tap('submit')
  expect(text('link-error')).toBe('没有识别到链接，请粘贴交易平台的商品链接')
  expect(valuationCalls()).toHaveLength(0)
  await tap('change-method')
  expect(byTestId('method-2')).not.toBeNull()
})

it('属性估价 loads the questions; a failure offers a retry', async () => {
  await tap('method-2')
  await waitFor(() => byTestId('questions-error') !== null, 'the questions error')
  expect(text('questions-error')).toContain('服务暂时不可用')
  questionsFail = false
  await tap('questions-retry')
  await waitFor(() => byTestId('props-step') !== null, 'the questions')
  for (const q of QUESTIONS) expect(text('props-step')).toContain(q.title)
  const q = net.requests.filter((r) => r.url.split('?')[0].endsWith('/val/questions'))
  expect(q[q.length - 1].data).toEqual({ gameId: 10013, flow: 'valuation' })
})

it('answers are validated on the client: nothing is sent until they are valid', async () => {
  const scroll = jest.spyOn(Taro, 'pageScrollTo').mockImplementation((() => Promise.resolve()) as never)
  toasts.length = 0
  await tap('submit')
  expect(text('q-error-server')).toBe('请选择区服')
  expect(text('q-error-heroCount')).toBe('请填写英雄数量')
  expect(text('q-error-skins')).toBe('请填写皮肤数量，没有请填 0')
  expect(text('answers-summary')).toBe('还有 3 项需要修改')
  expect(valuationCalls()).toHaveLength(0)
  // 开始估价 sits below the form: the first wrong question (in form order) is named and brought into view; it is
  // the form's first, so the page scrolls to the error count just above it (landing on the question would leave
  // that line under the navigation bar).
  expect(toasts).toEqual(['请选择区服（共 3 项需修改）'])
  expect(scroll).toHaveBeenCalledTimes(1)
  const { selector } = scroll.mock.calls[0][0] as { selector: string }
  expect(currentPage().querySelector(selector)?.getAttribute('data-testid')).toBe('answers-summary')
  scroll.mockClear()

  await tap('q-server-opt-androidQQ')
  expect(byTestId('q-error-server')).toBeNull()
  await type('q-heroCount-input', '140')
  expect(text('q-error-heroCount')).toBe('英雄数量应在 0 到 130 之间')
  await type('q-heroCount-input', '100')
  await type('q-skins-field-epic', '40')
  await type('q-skins-field-glory', '31')
  expect(text('q-error-skins')).toBe('荣耀典藏应在 0 到 30 之间')
  toasts.length = 0
  await tap('submit')
  expect(valuationCalls()).toHaveLength(0)
  // One error left: its own message alone, and that question brought into view.
  expect(toasts).toEqual(['荣耀典藏应在 0 到 30 之间'])
  expect((scroll.mock.calls[0][0] as { selector: string }).selector).toBe('#qf-skins')
  await type('q-skins-field-glory', '2')
  expect(byTestId('answers-summary')).toBeNull()
  scroll.mockRestore()
})

it("the service's refusal is shown in place: a bad answer on its question, other errors above the button", async () => {
  valuation = () => ({ code: 40000, msg: '参数错误：英雄数量应在 0 到 120 之间（heroCount）', data: null })
  await tap('submit')
  await waitFor(() => byTestId('q-error-heroCount') !== null, 'the service message on the question')
  expect(text('q-error-heroCount')).toBe('英雄数量应在 0 到 120 之间')
  await waitFor(() => toasts.includes('英雄数量应在 0 到 120 之间'), 'the refused answer named')
  valuation = () => ({ code: 40023, msg: '王者荣耀暂未开放估价', data: null })
  await tap('submit')
  await waitFor(() => byTestId('submit-error') !== null, 'the submit error')
  expect(text('submit-error')).toBe('王者荣耀暂未开放估价')
  expect(window.location.hash).toBe('#/pages/evaluate/choose/index')
})

it('a valid submit sends typed answers to val/valuation and opens the report with the valId', async () => {
  valuation = () => ok({ valId: 'r_props001' })
  net.requests.length = 0
  await tap('submit')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report page')
  expect(window.location.hash).toBe('#/pages/report/index?valId=r_props001')
  expect(valuationCalls()[0].data).toEqual({
    evaluateType: 2,
    gameId: 10013,
    answers: { server: 'androidQQ', skins: { epic: 40, glory: 2 }, heroCount: 100 },
  })
  expect(urls()).toContain('/app/v1/val/valuation')
  await act(async () => {
    window.history.back()
  })
  await settle(400)
  await waitFor(() => byTestId('props-step') !== null, 'the answers again')
  expect(questionFlow.answers.heroCount).toBe('100')
})

it('a link valuation opens its report too', async () => {
  await tap('change-method')
  await tap('method-1')
  await type('link-input', '【交易猫】王者荣耀 https://www.jiaoyimao.com/goods/123456')
  valuation = () => ok({ valId: 'r_link0001' })
  await tap('submit')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report page')
  expect(window.location.hash).toBe('#/pages/report/index?valId=r_link0001')
  expect(valuationCalls().pop()!.data).toEqual({
    evaluateType: 1,
    gameId: 10013,
    link: '【交易猫】王者荣耀 https://www.jiaoyimao.com/goods/123456',
  })
  await act(async () => {
    window.history.back()
  })
  await settle(400)
})

it('授权估价 shows the three kinds; 账号登录 asks for password or code; a complete choice opens the authorization page', async () => {
  await waitFor(() => byTestId('change-method') !== null, 'step 3')
  await tap('change-method')
  await tap('method-3')
  expect(text('auth-kind-1')).toContain('QQ扫码')
  // 王者荣耀 has WeChat areas: its accounts can be WeChat accounts.
  expect(text('auth-kind-1-2')).toContain('微信扫码')
  expect(text('auth-kind-2')).toContain('账号登录')
  expect(text('auth-kind-3')).toContain('营地ID')
  expect(text('auth-kind-3')).toContain('如何获取营地ID')
  await tap('auth-kind-2')
  expect(questionFlow.authKind).toBe(2)
  expect(text('flow-percent')).toBe('50%')
  expect(text('login-type-1')).toBe('密码登录')
  expect(text('login-type-2')).toBe('验证码登录')
  expect(window.location.hash).toBe('#/pages/evaluate/choose/index')
  await tap('login-type-2')
  await settle(400)
  expect(questionFlow.complete).toBe(true)
  expect(window.location.hash).toBe('#/subPages/index/index?gameId=10013&evaluateType=3&authKind=2&loginType=2')
})

it('更换 goes back to step 1', async () => {
  await act(async () => {
    window.history.back()
  })
  await settle(400)
  expect(window.location.hash).toBe('#/pages/evaluate/choose/index')
  await tap('change-game')
  expect(questionFlow.gameId).toBeNull()
  expect(byTestId('game-10026')).not.toBeNull()
  expect(pageText()).toContain('选择要估价的游戏')
})

it('scans follow the game’s accounts: none for 原神, 微信扫码 where they can be WeChat accounts (picked: scanType 2)', async () => {
  await tap('game-10026')
  await tap('method-3')
  expect(byTestId('auth-kind-1')).toBeNull()
  expect(byTestId('auth-kind-1-2')).toBeNull()
  // 营地ID only for a game with a 营地 app (王者营地, 和平营地).
  expect(byTestId('auth-kind-3')).toBeNull()
  expect(text('auth-kind-2')).toContain('账号登录')
  await tap('change-game')
  await tap('game-10013')
  await tap('method-3')
  await tap('auth-kind-1-2')
  expect([questionFlow.authKind, questionFlow.scanType]).toEqual([1, 2])
  await settle(400)
  expect(window.location.hash).toBe('#/subPages/index/index?gameId=10013&evaluateType=3&authKind=1&scanType=2')
})
