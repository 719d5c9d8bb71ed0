import Taro from '@tarojs/taro'
import type { Question } from '../../server/src/contract/questions'
import { state } from '../mocks/taro'
import { QuestionFlowStore } from '@/features/question-flow/store'
import { DraftLimit, claimVisitorDrafts, clearDraft, draftOwner, latestDraft, readDraft, saveDraft } from '@/features/question-flow/drafts'
import { DRAFT_SAVE_DELAY_MS } from '@/features/question-flow/draft-keeper'
import { formAnswersOf } from '@/features/question-flow/form-answers'
import { EvaluateType, QuestionStage as S } from '@/constants/valuation'
import { StorageKey } from '@/platform/storage-keys'
import { sessionStore } from '@/stores/session'
import { tabBarParams } from '@/platform/caches'
import { Route } from '@/constants/routes'
import { KING_QUESTIONS } from '../component/valuation-fixtures'

/** Drafts of the valuation form (issue 34): the storage of drafts, the form's reading of them and the flow using both. */

type Req = { url: string; data?: Record<string, unknown> }
const requests: Req[] = []
let reply: (r: Req) => { code: number; msg: string; data?: unknown }

/** 王者荣耀's questions (one of each kind) and a multi choice. */
const QUESTIONS: Question[] = [
  ...KING_QUESTIONS,
  {
    id: 1001306,
    gameId: 10013,
    key: 'heroes',
    type: 5,
    title: '限定英雄',
    required: false,
    options: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  },
]

const USER_1 = { token: 't1', refresh_token: 'r1', id: 1 }
const USER_2 = { token: 't2', refresh_token: 'r2', id: 2 }
const owner = (userId: number) => `u:${userId}`

beforeEach(() => {
  state.storage.clear()
  requests.length = 0
  sessionStore.clearLocal()
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
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}
const stored = () => state.storage.get(StorageKey.VALUATION_DRAFTS) as { v: number; list: { owner: string }[] } | undefined

describe('draft storage', () => {
  const NOW = Date.UTC(2026, 10, 28)

  it('saves, reads and clears one draft per owner, game and method', () => {
    saveDraft('u:1', 10026, EvaluateType.PROPS, { answers: { server: 'qq' } }, NOW)
    saveDraft('u:1', 10026, EvaluateType.LINK, { link: 'https://x/1' }, NOW + 1)
    saveDraft('u:2', 10026, EvaluateType.PROPS, { answers: { server: 'wx' } }, NOW + 2)
    saveDraft('u:1', 10026, EvaluateType.PROPS, { answers: { server: 'wx', heroCount: '3' } }, NOW + 3)
    expect(readDraft('u:1', 10026, EvaluateType.PROPS, NOW + 4)?.answers).toEqual({ server: 'wx', heroCount: '3' })
    expect(readDraft('u:2', 10026, EvaluateType.PROPS, NOW + 4)?.answers).toEqual({ server: 'wx' })
    expect(readDraft('u:1', 10026, EvaluateType.LINK, NOW + 4)?.link).toBe('https://x/1')
    expect(readDraft('u:1', 10013, EvaluateType.PROPS, NOW + 4)).toBeUndefined()
    expect(latestDraft('u:1', NOW + 4)).toMatchObject({ gameId: 10026, method: EvaluateType.PROPS })
    clearDraft('u:1', 10026, EvaluateType.PROPS, NOW + 5)
    expect(readDraft('u:1', 10026, EvaluateType.PROPS, NOW + 5)).toBeUndefined()
    expect(readDraft('u:2', 10026, EvaluateType.PROPS, NOW + 5)).toBeDefined()
    expect(latestDraft('u:1', NOW + 5)).toMatchObject({ method: EvaluateType.LINK })
    // An emptied form forgets its draft.
    saveDraft('u:2', 10026, EvaluateType.PROPS, { answers: {} }, NOW + 6)
    expect(readDraft('u:2', 10026, EvaluateType.PROPS, NOW + 6)).toBeUndefined()
  })

  it('keys by the user id when logged in and by the visitor id otherwise; no id yet means no drafts', () => {
    expect(draftOwner({ loggedIn: true, userId: 7 })).toBe('u:7')
    expect(draftOwner({ loggedIn: true, userId: '7' })).toBe('u:7')
    expect(draftOwner({ loggedIn: true, userId: undefined })).toBeNull()
    const visitor = draftOwner({ loggedIn: false, userId: 7 })
    expect(visitor).toMatch(/^v:[0-9A-Za-z]{32}$/)
    expect(draftOwner({ loggedIn: false, userId: undefined })).toBe(visitor)
  })

  it('is bounded: the least recently saved drafts go, a draft too large is not kept, old drafts are forgotten', () => {
    for (let i = 0; i < DraftLimit.MAX_DRAFTS + 3; i++)
      saveDraft('u:1', 10000 + i, EvaluateType.PROPS, { answers: { n: String(i) } }, NOW + i)
    expect(stored()?.list).toHaveLength(DraftLimit.MAX_DRAFTS)
    expect(readDraft('u:1', 10000, EvaluateType.PROPS, NOW + 100)).toBeUndefined()
    expect(readDraft('u:1', 10000 + DraftLimit.MAX_DRAFTS + 2, EvaluateType.PROPS, NOW + 100)).toBeDefined()

    saveDraft('u:1', 10026, EvaluateType.PROPS, { answers: { remark: 'x'.repeat(DraftLimit.MAX_DRAFT_CHARS) } }, NOW + 200)
    expect(readDraft('u:1', 10026, EvaluateType.PROPS, NOW + 200)).toBeUndefined()
    expect(JSON.stringify(stored()).length).toBeLessThan(DraftLimit.MAX_DRAFTS * 200)

    expect(readDraft('u:1', 10000 + DraftLimit.MAX_DRAFTS + 2, EvaluateType.PROPS, NOW + DraftLimit.MAX_AGE_MS + 100)).toBeUndefined()
  })

  it('reads a damaged or foreign store as empty and drops malformed entries, never throws', () => {
    for (const bad of ['garbage', 42, null, { v: 2, list: [] }, { v: 1, list: 'x' }, []]) {
      state.storage.set(StorageKey.VALUATION_DRAFTS, bad)
      expect(readDraft('u:1', 10026, EvaluateType.PROPS, NOW)).toBeUndefined()
      expect(latestDraft('u:1', NOW)).toBeUndefined()
    }
    const good = { owner: 'u:1', gameId: 10026, method: 2, savedAt: NOW, answers: { server: 'qq' } }
    state.storage.set(StorageKey.VALUATION_DRAFTS, {
      v: 1,
      list: [
        null,
        'x',
        { ...good, gameId: '10026' },
        { ...good, method: 3 },
        { ...good, answers: ['qq'] },
        { ...good, link: 5 },
        { ...good, savedAt: 'today' },
        good,
      ],
    })
    expect(readDraft('u:1', 10026, EvaluateType.PROPS, NOW)?.answers).toEqual({ server: 'qq' })
    saveDraft('u:1', 10013, EvaluateType.LINK, { link: 'https://x/2' }, NOW + 1)
    expect(stored()?.list).toHaveLength(2)
  })

  it("a visitor who logs in keeps the visitor's drafts; the user's own draft of the same form wins", () => {
    saveDraft('v:dev', 10026, EvaluateType.PROPS, { answers: { server: 'qq' } }, NOW)
    saveDraft('v:dev', 10013, EvaluateType.PROPS, { answers: { server: 'wx' } }, NOW + 1)
    saveDraft('u:1', 10013, EvaluateType.PROPS, { answers: { server: 'mine' } }, NOW + 2)
    saveDraft('u:2', 10026, EvaluateType.LINK, { link: 'https://other' }, NOW + 3)
    claimVisitorDrafts('v:dev', 'u:1', NOW + 4)
    expect(readDraft('u:1', 10026, EvaluateType.PROPS, NOW + 4)?.answers).toEqual({ server: 'qq' })
    expect(readDraft('u:1', 10013, EvaluateType.PROPS, NOW + 4)?.answers).toEqual({ server: 'mine' })
    expect(latestDraft('v:dev', NOW + 4)).toBeUndefined()
    expect(readDraft('u:2', 10026, EvaluateType.LINK, NOW + 4)?.link).toBe('https://other')
  })
})

describe('form answers from a draft or a report', () => {
  it('keeps what the current questions can show and drops the rest (schema drift)', () => {
    expect(
      formAnswersOf(QUESTIONS, {
        server: 'gone', // an option that no longer exists
        heroCount: '12',
        skins: { epic: '1', legend: '2', glory: 'x' }, // a field that no longer exists, a value no input makes
        liveMail: 'maybe',
        heroes: ['a', 'z', 'a'],
        remark: '好'.repeat(150),
        oldQuestion: 'x',
      }),
    ).toEqual({ heroCount: '12', skins: { epic: '1' }, heroes: ['a'], remark: '好'.repeat(140) })
    expect(formAnswersOf(QUESTIONS, { heroCount: 12, server: ['androidQQ'], skins: 'x', heroes: 'a', remark: 5 })).toEqual({
      heroCount: '12',
    })
    expect(formAnswersOf(QUESTIONS, { heroCount: '1'.repeat(40) })).toEqual({})
    for (const bad of [null, 'x', 3, ['a']]) expect(formAnswersOf(QUESTIONS, bad)).toEqual({})
  })

  it("turns a report's attributes (integers, booleans, {key: level}) into the form's strings and lists", () => {
    expect(
      formAnswersOf(QUESTIONS, {
        server: 'iosWX',
        heroCount: 98,
        skins: { epic: 1, glory: 0 },
        liveMail: false,
        heroes: { b: 1 },
        remark: '好号',
      }),
    ).toEqual({ server: 'iosWX', heroCount: '98', skins: { epic: '1', glory: '0' }, liveMail: 'false', heroes: ['b'], remark: '好号' })
  })
})

describe('the question flow keeps a draft', () => {
  async function openProps(s: QuestionFlowStore) {
    s.takeTabParams()
    s.pickGame(10026)
    s.pickType(EvaluateType.PROPS)
    await flush()
    expect(s.questionsStatus).toBe('ready')
  }
  const typeAnswers = (s: QuestionFlowStore, answers: Record<string, unknown>) => {
    s.setAnswers(answers as never)
    jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS)
  }

  it('saves as the player types (after a pause) and restores in a new store (a reload), opening the same form', async () => {
    jest.useFakeTimers()
    sessionStore.saveUser(USER_1)
    const s = new QuestionFlowStore()
    await openProps(s)
    s.setAnswers({ server: 'androidQQ' })
    s.setAnswers({ server: 'androidQQ', heroCount: '4' })
    expect(readDraft(owner(1), 10026, EvaluateType.PROPS)).toBeUndefined()
    jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS)
    expect(readDraft(owner(1), 10026, EvaluateType.PROPS)?.answers).toEqual({ server: 'androidQQ', heroCount: '4' })

    const reloaded = new QuestionFlowStore()
    reloaded.takeTabParams()
    expect(reloaded.gameId).toBe(10026)
    expect(reloaded.stage).toBe(S.ATTRIBUTE_COMBINATION)
    await flush()
    expect(reloaded.answers).toEqual({ server: 'androidQQ', heroCount: '4' })
    expect(reloaded.prefill).toBe('draft')
  })

  it('writes what is pending at once when the app is hidden (a reload right after typing)', async () => {
    // The mock has no app events: the test stands in for the runtime that calls the listener.
    const hide = jest.fn()
    const taro = Taro as unknown as { onAppHide?: unknown }
    taro.onAppHide = hide
    sessionStore.saveUser(USER_1)
    const s = new QuestionFlowStore()
    await openProps(s)
    s.setAnswers({ heroCount: '9' })
    expect(hide).toHaveBeenCalledTimes(1)
    ;(hide.mock.calls[0][0] as () => void)()
    expect(readDraft(owner(1), 10026, EvaluateType.PROPS)?.answers).toEqual({ heroCount: '9' })
    delete taro.onAppHide
  })

  it('clears the draft when the report is created; the link form keeps its own draft', async () => {
    jest.useFakeTimers()
    sessionStore.saveUser(USER_1)
    const s = new QuestionFlowStore()
    s.takeTabParams()
    s.pickGame(10026)
    s.pickType(EvaluateType.LINK)
    s.setLink('https://www.jiaoyimao.com/goods/1.html')
    jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS)
    s.back()
    s.pickType(EvaluateType.PROPS)
    await flush()
    typeAnswers(s, { server: 'androidQQ', skins: { epic: '3' }, heroCount: '4' })
    expect(readDraft(owner(1), 10026, EvaluateType.PROPS)).toBeDefined()
    const submitted = s.submit()
    await flush()
    expect(await submitted).toBe('r_new')
    expect(readDraft(owner(1), 10026, EvaluateType.PROPS)).toBeUndefined()
    expect(s.prefill).toBeNull()
    expect(readDraft(owner(1), 10026, EvaluateType.LINK)?.link).toBe('https://www.jiaoyimao.com/goods/1.html')

    const reloaded = new QuestionFlowStore()
    reloaded.takeTabParams()
    expect(reloaded.stage).toBe(S.GOODS_LINK)
    expect(reloaded.link).toBe('https://www.jiaoyimao.com/goods/1.html')
  })

  it('drops answers whose question is gone or whose value the form cannot hold', async () => {
    sessionStore.saveUser(USER_1)
    saveDraft(owner(1), 10026, EvaluateType.PROPS, {
      answers: { server: 'androidQQ', removed: '1', heroCount: { x: 1 }, heroes: ['a', 'gone'] },
    })
    const s = new QuestionFlowStore()
    s.takeTabParams()
    await flush()
    expect(s.answers).toEqual({ server: 'androidQQ', heroes: ['a'] })
    expect(s.prefill).toBe('draft')
  })

  it("never shows one account's draft to another on the same device", async () => {
    jest.useFakeTimers()
    sessionStore.saveUser(USER_1)
    const s = new QuestionFlowStore()
    await openProps(s)
    typeAnswers(s, { server: 'androidQQ', heroCount: '4' })

    // Another account logs in on this device: the open form is emptied, and a fresh start finds nothing.
    sessionStore.clearLocal()
    sessionStore.saveUser(USER_2)
    s.takeTabParams()
    expect(s.stage).toBe(S.GAME_CATEGORY)
    expect(s.answers).toEqual({})
    s.pickGame(10026)
    s.pickType(EvaluateType.PROPS)
    await flush()
    expect(s.answers).toEqual({})
    const fresh = new QuestionFlowStore()
    fresh.takeTabParams()
    expect(fresh.stage).toBe(S.GAME_CATEGORY)
    expect(readDraft(owner(2), 10026, EvaluateType.PROPS)).toBeUndefined()

    // The first account comes back to its draft.
    sessionStore.clearLocal()
    sessionStore.saveUser(USER_1)
    const back = new QuestionFlowStore()
    back.takeTabParams()
    await flush()
    expect(back.answers).toEqual({ server: 'androidQQ', heroCount: '4' })
  })

  it('a visitor who logs in keeps the form and its draft', async () => {
    jest.useFakeTimers()
    const s = new QuestionFlowStore()
    await openProps(s)
    typeAnswers(s, { heroCount: '7' })
    sessionStore.saveUser(USER_1)
    s.takeTabParams()
    expect(s.answers).toEqual({ heroCount: '7' })
    expect(readDraft(owner(1), 10026, EvaluateType.PROPS)?.answers).toEqual({ heroCount: '7' })
  })

  it('清空重填 empties the form and forgets the draft', async () => {
    jest.useFakeTimers()
    sessionStore.saveUser(USER_1)
    saveDraft(owner(1), 10026, EvaluateType.PROPS, { answers: { server: 'androidQQ' } })
    const s = new QuestionFlowStore()
    s.takeTabParams()
    await flush()
    expect(s.prefill).toBe('draft')
    s.clearForm()
    expect(s.answers).toEqual({})
    expect(s.prefill).toBeNull()
    jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS)
    expect(readDraft(owner(1), 10026, EvaluateType.PROPS)).toBeUndefined()
  })

  it("属性有误: the props form opens with the report's attributes; sent, they make a new report", async () => {
    jest.useFakeTimers()
    sessionStore.saveUser(USER_1)
    saveDraft(owner(1), 10026, EvaluateType.PROPS, { answers: { server: 'iosWX' } })
    const fromReport = { server: 'androidQQ', heroCount: 98, skins: { glory: 1 }, liveMail: true, gone: 3 }
    const base = reply
    reply = (r) =>
      r.url.endsWith('/val/answers')
        ? { code: 200, msg: 'ok', data: { valId: 'r_old', gameId: 10026, evaluateType: 1, answers: fromReport } }
        : base(r)
    tabBarParams.put(Route.evaluate.path, { gameId: '10026', evaluateType: '2', fromValId: 'r_old' })
    const s = new QuestionFlowStore()
    s.takeTabParams()
    await flush()
    expect(requests.find((r) => r.url.endsWith('/val/answers'))?.data).toEqual({ valId: 'r_old' })
    expect(s.stage).toBe(S.ATTRIBUTE_COMBINATION)
    expect(s.answers).toEqual({ server: 'androidQQ', heroCount: '98', skins: { glory: '1' }, liveMail: 'true' })
    expect(s.prefill).toBe('report')

    s.setAnswers({ ...s.answers, heroCount: '99' })
    expect(await s.submit()).toBe('r_new')
    const sent = requests.filter((r) => r.url.endsWith('/val/valuation')).pop()
    expect(sent?.data).toEqual({
      evaluateType: 2,
      gameId: 10026,
      answers: { server: 'androidQQ', heroCount: 99, skins: { glory: 1 }, liveMail: true },
    })
  })

  it("属性有误 when the report's attributes cannot be read: a toast, and the form falls back to the draft", async () => {
    sessionStore.saveUser(USER_1)
    saveDraft(owner(1), 10026, EvaluateType.PROPS, { answers: { server: 'iosWX' } })
    const base = reply
    reply = (r) => (r.url.endsWith('/val/answers') ? { code: 40004, msg: '报告不存在', data: null } : base(r))
    const s = new QuestionFlowStore()
    s.takeTabParams()
    await s.correctReport('r_x', 10026)
    await flush()
    expect(state.toasts.map((t) => t.title)).toContain('报告的属性没能读取，请手动修改')
    expect(s.answers).toEqual({ server: 'iosWX' })
    expect(s.prefill).toBe('draft')
  })
})
