import Taro from '@tarojs/taro'
import { QuestionFlowStore } from '@/features/question-flow/store'
import { AuthSteps } from '@/features/question-flow/auth-steps'
import { AccountLoginType, AuthKind, EvaluateType, QuestionStage as S } from '@/constants/valuation'

type Req = { url: string; data?: Record<string, unknown> }
const requests: Req[] = []
let reply: (r: Req) => { code: number; msg: string; data?: unknown } = () => ({ code: 200, msg: 'ok', data: null })

const QUESTIONS = [
  { id: 1, gameId: 10026, key: 'server', type: 1, title: '区服', required: true, options: [{ value: 'qq', label: 'QQ' }] },
  { id: 2, gameId: 10026, key: 'heroCount', type: 2, title: '英雄数量（0-130个）', required: true, min: 0, max: 130 },
]

beforeEach(() => {
  requests.length = 0
  jest.spyOn(Taro, 'request').mockImplementation(((o: Req) => {
    requests.push(o)
    return Promise.resolve({ statusCode: 200, data: reply(o), header: {}, errMsg: 'request:ok' })
  }) as never)
  reply = (r) => {
    if (r.url.endsWith('/val/questions')) return { code: 200, msg: 'ok', data: { gameId: 10026, gameName: '原神', list: QUESTIONS } }
    if (r.url.endsWith('/val/valuation')) return { code: 200, msg: 'ok', data: { valId: 'r_new' } }
    return { code: 200, msg: 'ok', data: null }
  }
})
afterEach(() => jest.restoreAllMocks())

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

describe('evaluate flow store', () => {
  it('starts at step 1 (game category, 20%) and moves to step 2 (evaluate method, 40%) once a game is picked', () => {
    const s = new QuestionFlowStore()
    expect(s.step).toBe(1)
    expect(s.stage).toBe(S.GAME_CATEGORY)
    expect(s.percent).toBe(20)
    s.pickGame(10026)
    expect(s.step).toBe(2)
    expect(s.percent).toBe(40)
    expect(s.complete).toBe(false)
  })

  it('link and props lead to step 3 (goods link / attribute combination); props loads the questions', async () => {
    const s = new QuestionFlowStore()
    s.pickGame(10026)
    s.pickType(EvaluateType.LINK)
    expect(s.stage).toBe(S.GOODS_LINK)
    expect(s.step).toBe(3)
    expect(s.complete).toBe(true)
    s.back()
    expect(s.stage).toBe(S.EVALUATE_METHOD)
    s.pickType(EvaluateType.PROPS)
    expect(s.stage).toBe(S.ATTRIBUTE_COMBINATION)
    expect(s.percent).toBe(60)
    await flush()
    expect(requests.map((r) => r.url.split('/app/v1/')[1])).toEqual(['val/questions'])
    expect(requests[0].data).toEqual({ gameId: 10026, flow: 'valuation' })
    expect(s.questionsStatus).toBe('ready')
    expect(s.questions).toHaveLength(2)
  })

  it('auth needs a kind, and account also needs a login type', () => {
    const s = new QuestionFlowStore()
    s.pickGame(10026)
    s.pickType(EvaluateType.AUTH)
    expect(s.stage).toBe(S.EVALUATE_METHOD)
    expect(s.complete).toBe(false)
    s.pickAuthKind(AuthKind.ACCOUNT)
    expect(s.stage).toBe(S.LOGIN_METHOD)
    expect(s.complete).toBe(false)
    s.pickAccountLoginType(AccountLoginType.CODE)
    expect(s.stage).toBe(S.CODE_AUTH)
    expect(s.complete).toBe(true)
    s.pickAuthKind(AuthKind.CAMP_ID)
    expect(s.stage).toBe(S.CAMP_ID_AUTH)
    expect(s.accountLoginType).toBeNull()
    expect(s.complete).toBe(true)
    expect(s.step).toBe(2)
  })

  it('picking another game clears the method; the same game keeps it', () => {
    const s = new QuestionFlowStore()
    s.pickGame(10026)
    s.pickType(EvaluateType.LINK)
    s.pickGame(10026)
    expect(s.evaluateType).toBe(EvaluateType.LINK)
    s.pickGame(10013)
    expect(s.evaluateType).toBeNull()
    s.backToGames()
    expect(s.gameId).toBeNull()
  })

  it('props submit: client errors first, nothing sent; then val/valuation with typed answers → valId', async () => {
    const s = new QuestionFlowStore()
    s.pickGame(10026)
    s.pickType(EvaluateType.PROPS)
    await flush()
    expect(await s.submit()).toBeNull()
    expect(s.errors).toEqual({ server: '请选择区服', heroCount: '请填写英雄数量' })
    expect(requests.filter((r) => r.url.endsWith('/val/valuation'))).toHaveLength(0)
    s.setAnswers({ server: 'qq', heroCount: '200' })
    expect(s.errors).toEqual({ heroCount: '英雄数量应在 0 到 130 之间' })
    s.setAnswers({ server: 'qq', heroCount: '100' })
    expect(s.errors).toEqual({})
    const valId = await s.submit()
    expect(valId).toBe('r_new')
    const sent = requests.find((r) => r.url.endsWith('/val/valuation'))!
    expect(sent.data).toEqual({ evaluateType: 2, gameId: 10026, answers: { server: 'qq', heroCount: 100 } })
    expect(s.lastValId).toBe('r_new')
    expect(s.stage).toBe(S.ATTRIBUTE_COMBINATION)
    expect(s.answers).toEqual({ server: 'qq', heroCount: '100' })
  })

  it("the service's answer errors land on their questions; other errors in submitError", async () => {
    const s = new QuestionFlowStore()
    s.pickGame(10026)
    s.pickType(EvaluateType.PROPS)
    await flush()
    s.setAnswers({ server: 'qq', heroCount: '100' })
    reply = () => ({ code: 40000, msg: '参数错误：英雄数量应在 0 到 99 之间（heroCount）', data: null })
    expect(await s.submit()).toBeNull()
    expect(s.errors).toEqual({ heroCount: '英雄数量应在 0 到 99 之间' })
    expect(s.stage).toBe(S.ATTRIBUTE_COMBINATION)
    reply = () => ({ code: 40023, msg: '原神暂未开放估价', data: null })
    expect(await s.submit()).toBeNull()
    expect(s.submitError).toBe('原神暂未开放估价')
    expect(s.submitting).toBe(false)
  })

  it('link submit: the link is checked on the client, an unknown link shows the service message', async () => {
    const s = new QuestionFlowStore()
    s.pickGame(10026)
    s.pickType(EvaluateType.LINK)
    expect(await s.submit()).toBeNull()
    expect(s.linkError).toBe('请粘贴商品链接')
    s.setLink('看看这个号')
    expect(await s.submit()).toBeNull()
    expect(s.linkError).toBe('没有识别到链接，请粘贴交易平台的商品链接')
    expect(requests).toHaveLength(0)
    s.setLink('【交易猫】好号 https://www.jiaoyimao.com/goods/123 ')
    reply = () => ({ code: 40021, msg: '暂不支持该链接，请查看「如何获取链接」', data: null })
    expect(await s.submit()).toBeNull()
    expect(s.linkError).toBe('暂不支持该链接，请查看「如何获取链接」')
    reply = () => ({ code: 200, msg: 'ok', data: { valId: 'r_link' } })
    expect(await s.submit()).toBe('r_link')
    expect(requests[requests.length - 1].data).toEqual({
      evaluateType: 1,
      gameId: 10026,
      link: '【交易猫】好号 https://www.jiaoyimao.com/goods/123',
    })
  })
})

describe('one question flow', () => {
  test('the authorization steps continue the tab’s flow, and leaving returns it to the chosen kind', () => {
    const s = new QuestionFlowStore()
    const auth = new AuthSteps(s)
    s.pickGame(10026)
    s.pickType(EvaluateType.AUTH)
    s.pickAuthKind(AuthKind.CAMP_ID)
    const chosen = s.stage
    const chosenPercent = s.percent
    auth.enter({ gameId: 10026, authKind: AuthKind.CAMP_ID })
    expect(auth.stage).toBe(chosen)
    // A successful authorization moves the one machine: the tab's view of the flow moves with it.
    auth.apply({ authId: 'a1', authKind: AuthKind.CAMP_ID, resultCode: 200, pending: false, message: '', expiresAt: 0 })
    expect(s.stage).toBe(S.FIXED_DONE)
    expect(s.percent).toBeGreaterThan(chosenPercent)
    auth.leave()
    expect(s.stage).toBe(chosen)
    expect(s.percent).toBe(chosenPercent)
    expect(s.authKind).toBe(AuthKind.CAMP_ID)
  })
})
