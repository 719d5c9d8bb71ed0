import {
  AccountLoginType,
  AuthKind,
  AuthResultCode,
  AUTH_PERCENT_STEPS,
  EvaluateType,
  PurposeSearchType,
  QuestionStage as S,
} from '@/constants/valuation'
import {
  STAGE_PERCENT,
  authEntryEvents,
  initialState,
  percentOf,
  replay,
  transition,
  type FlowEvent,
  type FlowState,
} from '@/features/question-flow/machine'

const toGame = (flow: 'valuation' | 'purpose' | 'check' = 'valuation'): FlowState =>
  replay([{ type: 'LOAD' }, { type: 'BEGIN' }, { type: 'PICK_GAME', gameId: 10013 }], flow)
const run = (s: FlowState, ...events: FlowEvent[]) => events.reduce(transition, s)

describe('question flow machine: stages and percent', () => {
  test('every spec stage has a percent, and the percents are exactly the spec steps', () => {
    expect(Object.keys(STAGE_PERCENT).sort()).toEqual(Object.values(S).sort())
    expect([...new Set(Object.values(STAGE_PERCENT))].sort((a, b) => a - b)).toEqual([...AUTH_PERCENT_STEPS])
  })

  test('init → idle → game category → evaluate method (valuation)', () => {
    let s = initialState()
    expect(s.stage).toBe(S.INIT)
    expect(percentOf(s)).toBe(0)
    s = transition(s, { type: 'LOAD' })
    expect(s.stage).toBe(S.IDLE)
    s = transition(s, { type: 'BEGIN' })
    expect(s.stage).toBe(S.GAME_CATEGORY)
    expect(percentOf(s)).toBe(20)
    s = transition(s, { type: 'PICK_GAME', gameId: 10026 })
    expect(s).toMatchObject({ stage: S.EVALUATE_METHOD, gameId: 10026 })
    expect(percentOf(s)).toBe(40)
  })

  test('events that do not belong to a stage change nothing', () => {
    const s = initialState()
    expect(transition(s, { type: 'BEGIN' })).toBe(s)
    const m = toGame()
    expect(transition(m, { type: 'SUBMIT_LINK', link: 'x' })).toBe(m)
    expect(transition(m, { type: 'AUTH_RESULT', code: 200 })).toBe(m)
    expect(transition(m, { type: 'SUBMITTED', valId: 'r_1' })).toBe(m)
  })
})

describe('valuation journey', () => {
  test('link: goods link → fixed questions done (100) → submitted with the valId', () => {
    let s = run(toGame(), { type: 'PICK_METHOD', evaluateType: EvaluateType.LINK })
    expect(s).toMatchObject({ stage: S.GOODS_LINK, evaluateType: 1 })
    expect(percentOf(s)).toBe(60)
    s = transition(s, { type: 'SUBMIT_LINK', link: 'https://m.jiaoyimao.com/goods/1' })
    expect(s).toMatchObject({ stage: S.FIXED_DONE, link: 'https://m.jiaoyimao.com/goods/1' })
    expect(percentOf(s)).toBe(100)
    s = transition(s, { type: 'SUBMITTED', valId: 'r_abc' })
    expect(s.valId).toBe('r_abc')
  })

  test('props: attribute combination → dynamic questions done; screenshot upload returns to the answers', () => {
    let s = run(toGame(), { type: 'PICK_METHOD', evaluateType: EvaluateType.PROPS })
    expect(s.stage).toBe(S.ATTRIBUTE_COMBINATION)
    s = transition(s, { type: 'UPLOAD_SCREENSHOT' })
    expect(s.stage).toBe(S.UPLOAD_ACCOUNT_SCREENSHOT)
    expect(percentOf(s)).toBe(60)
    s = transition(s, { type: 'SCREENSHOT_DONE' })
    expect(s.stage).toBe(S.ATTRIBUTE_COMBINATION)
    s = transition(s, { type: 'ANSWERS_DONE' })
    expect(s.stage).toBe(S.DYNAMIC_DONE)
    expect(percentOf(s)).toBe(100)
  })

  test('fixed done → complete account information → dynamic done', () => {
    let s = run(toGame(), { type: 'PICK_METHOD', evaluateType: EvaluateType.LINK }, { type: 'SUBMIT_LINK', link: 'l' })
    s = transition(s, { type: 'COMPLETE_INFO' })
    expect(s.stage).toBe(S.COMPLETE_ACCOUNT_INFO)
    expect(percentOf(s)).toBe(80)
    expect(transition(s, { type: 'ANSWERS_DONE' }).stage).toBe(S.DYNAMIC_DONE)
  })

  test('auth method alone stays on evaluate method; a kind leads to its stage', () => {
    const m = run(toGame(), { type: 'PICK_METHOD', evaluateType: EvaluateType.AUTH })
    expect(m).toMatchObject({ stage: S.EVALUATE_METHOD, evaluateType: 3 })
    expect(run(m, { type: 'PICK_AUTH_KIND', authKind: AuthKind.CAMP_ID }).stage).toBe(S.CAMP_ID_AUTH)
    expect(run(m, { type: 'PICK_AUTH_KIND', authKind: AuthKind.QQ_SCAN }).stage).toBe(S.SCAN_AUTH)
    const login = run(m, { type: 'PICK_AUTH_KIND', authKind: AuthKind.ACCOUNT })
    expect(login.stage).toBe(S.LOGIN_METHOD)
    expect(percentOf(login)).toBe(50)
    expect(run(login, { type: 'PICK_LOGIN', loginType: AccountLoginType.PASSWORD }).stage).toBe(S.ACCOUNT_PASSWORD_AUTH)
    const code = run(login, { type: 'PICK_LOGIN', loginType: AccountLoginType.CODE })
    expect(code).toMatchObject({ stage: S.CODE_AUTH, challenge: null, loginType: 2 })
  })

  test('BACK returns to the previous stage and clears authorization progress; RESET goes to idle', () => {
    let s = run(toGame(), { type: 'PICK_AUTH_KIND', authKind: AuthKind.CAMP_ID }, { type: 'AUTH_RESULT', code: 3209, authId: 'a_1' })
    expect(s.expired).toBe(true)
    s = transition(s, { type: 'BACK' })
    expect(s).toMatchObject({ stage: S.EVALUATE_METHOD, authId: null, expired: false })
    s = transition(s, { type: 'BACK' })
    expect(s.stage).toBe(S.GAME_CATEGORY)
    // Nothing before the game category to go back to.
    expect(transition(s, { type: 'BACK' })).toBe(s)
    const r = transition(s, { type: 'RESET' })
    expect(r).toMatchObject({ stage: S.IDLE, gameId: null, history: [] })
  })
})

describe('authorization result codes', () => {
  const password = () => replay(authEntryEvents({ gameId: 10013, authKind: AuthKind.ACCOUNT, loginType: AccountLoginType.PASSWORD }))
  const result = (s: FlowState, code: AuthResultCode) => transition(s, { type: 'AUTH_RESULT', code, authId: 'a_1' })

  test('a scan keeps the app it is made with (QQ unless WeChat is picked); other kinds have none', () => {
    const scan = (scanType?: 1 | 2) =>
      run(
        toGame(),
        { type: 'PICK_METHOD', evaluateType: EvaluateType.AUTH },
        { type: 'PICK_AUTH_KIND', authKind: AuthKind.QQ_SCAN, scanType },
      )
    expect([scan().stage, scan().scanType]).toEqual([S.SCAN_AUTH, 1])
    expect(scan(2).scanType).toBe(2)
    expect(run(scan(2), { type: 'BACK' }, { type: 'PICK_AUTH_KIND', authKind: AuthKind.CAMP_ID }).scanType).toBeNull()
    expect(replay(authEntryEvents({ gameId: 1, authKind: AuthKind.QQ_SCAN, scanType: 2 })).scanType).toBe(2)
    expect(replay(authEntryEvents({ gameId: 1, authKind: AuthKind.QQ_SCAN })).scanType).toBe(1)
  })

  test('authEntryEvents restores each authorization stage from the auth page query', () => {
    expect(password().stage).toBe(S.ACCOUNT_PASSWORD_AUTH)
    expect(replay(authEntryEvents({ gameId: 1, authKind: AuthKind.CAMP_ID })).stage).toBe(S.CAMP_ID_AUTH)
    expect(replay(authEntryEvents({ gameId: 1, authKind: AuthKind.QQ_SCAN })).stage).toBe(S.SCAN_AUTH)
    expect(replay(authEntryEvents({ gameId: 1, authKind: AuthKind.ACCOUNT })).stage).toBe(S.LOGIN_METHOD)
    expect(replay(authEntryEvents({ gameId: 1, authKind: AuthKind.ACCOUNT, loginType: 2 })).stage).toBe(S.CODE_AUTH)
  })

  test('200 → fixed questions done with the authId (every auth stage)', () => {
    for (const s of [
      password(),
      replay(authEntryEvents({ gameId: 1, authKind: AuthKind.CAMP_ID })),
      replay(authEntryEvents({ gameId: 1, authKind: AuthKind.QQ_SCAN })),
      replay(authEntryEvents({ gameId: 1, authKind: AuthKind.ACCOUNT, loginType: 2 })),
    ]) {
      const done = result(s, AuthResultCode.SUCCESS)
      expect(done).toMatchObject({ stage: S.FIXED_DONE, authId: 'a_1', resultCode: 200 })
      expect(percentOf(done)).toBe(100)
    }
  })

  test('2000 → email code, 2001 → phone code, 2002 → captcha (code stage, 80)', () => {
    expect(result(password(), 2000)).toMatchObject({ stage: S.CODE_AUTH, challenge: 'email', resultCode: 2000 })
    expect(result(password(), 2001)).toMatchObject({ stage: S.CODE_AUTH, challenge: 'phone' })
    const cap = result(password(), 2002)
    expect(cap).toMatchObject({ stage: S.CODE_AUTH, challenge: 'captcha' })
    expect(percentOf(cap)).toBe(80)
    // A captcha answered may lead to a code, then success.
    const phone = result(cap, 2001)
    expect(phone.challenge).toBe('phone')
    expect(result(phone, 200).stage).toBe(S.FIXED_DONE)
  })

  test('2003 → back to the login of the chosen type, session dropped', () => {
    const again = result(result(password(), 2000), 2003)
    expect(again).toMatchObject({ stage: S.ACCOUNT_PASSWORD_AUTH, loginAgain: true, authId: null, challenge: null })
    const code = replay(authEntryEvents({ gameId: 1, authKind: AuthKind.ACCOUNT, loginType: 2 }))
    expect(result(result(code, 2001), 2003)).toMatchObject({ stage: S.CODE_AUTH, loginAgain: true, challenge: null })
    // Any next answer clears the flag.
    expect(result(again, 2000).loginAgain).toBe(false)
  })

  test('3209 → same stage marked expired; RESEND clears it and the next answer continues', () => {
    const phone = result(password(), 2001)
    const expired = result(phone, 3209)
    expect(expired).toMatchObject({ stage: S.CODE_AUTH, challenge: 'phone', expired: true, resultCode: 3209 })
    const resent = transition(expired, { type: 'RESEND' })
    expect(resent.expired).toBe(false)
    expect(transition(resent, { type: 'RESEND' })).toBe(resent)
    expect(result(resent, 2001)).toMatchObject({ stage: S.CODE_AUTH, expired: false })
    // A QR code that expired: the scan stage offers a new one.
    const scan = replay(authEntryEvents({ gameId: 1, authKind: AuthKind.QQ_SCAN }))
    const pending = transition(scan, { type: 'AUTH_PENDING', authId: 'a_9' })
    expect(pending).toMatchObject({ stage: S.SCAN_AUTH, authId: 'a_9', resultCode: null })
    expect(result(pending, 3209)).toMatchObject({ stage: S.SCAN_AUTH, expired: true })
  })
})

describe('purpose (intention search) and check (did I lose) journeys', () => {
  test('purpose: find method link / props / report, then price range, then done', () => {
    const f = toGame('purpose')
    expect(f.stage).toBe(S.FIND_METHOD)
    const link = run(f, { type: 'PICK_FIND', findType: PurposeSearchType.LINK })
    expect(link.stage).toBe(S.GOODS_LINK)
    const price = run(link, { type: 'SUBMIT_LINK', link: 'l' })
    expect(price.stage).toBe(S.PRICE_RANGE)
    expect(percentOf(price)).toBe(80)
    expect(run(price, { type: 'PRICE_DONE' }).stage).toBe(S.DYNAMIC_DONE)
    const props = run(f, { type: 'PICK_FIND', findType: PurposeSearchType.PROPS }, { type: 'ANSWERS_DONE' })
    expect(props.stage).toBe(S.PRICE_RANGE)
    const report = run(f, { type: 'PICK_FIND', findType: PurposeSearchType.REPORT })
    expect(report.stage).toBe(S.SELECT_REPORT)
    expect(percentOf(report)).toBe(60)
    expect(run(report, { type: 'SELECT_REPORT', reportId: 'r_1' })).toMatchObject({ stage: S.PRICE_RANGE, reportId: 'r_1' })
  })

  test('purpose: percents along the way, done takes the report, BACK walks home to the game category', () => {
    const f = toGame('purpose')
    const props = run(f, { type: 'PICK_FIND', findType: PurposeSearchType.PROPS })
    const price = run(props, { type: 'ANSWERS_DONE' })
    const done = run(price, { type: 'PRICE_DONE' })
    expect([f, props, price, done].map(percentOf)).toEqual([40, 60, 80, 100])
    expect(run(done, { type: 'SUBMITTED', valId: 'r_p1' })).toMatchObject({ stage: S.DYNAMIC_DONE, valId: 'r_p1', findType: 2 })
    // The price range takes only PRICE_DONE; an account event there changes nothing.
    expect(transition(price, { type: 'SUBMIT_LINK', link: 'l' })).toBe(price)
    const back = (s: FlowState) => transition(s, { type: 'BACK' })
    expect(back(run(done, { type: 'SUBMITTED', valId: 'r_p1' }))).toMatchObject({ stage: S.PRICE_RANGE, valId: null })
    expect(back(back(done)).stage).toBe(S.ATTRIBUTE_COMBINATION)
    expect(back(back(back(done))).stage).toBe(S.FIND_METHOD)
    const home = back(back(back(back(done))))
    expect(home).toMatchObject({ stage: S.GAME_CATEGORY, gameId: 10013, history: [S.IDLE] })
    expect(back(home)).toBe(home)
    // Another method picked after BACK replaces the first.
    expect(run(back(back(price)), { type: 'PICK_FIND', findType: PurposeSearchType.LINK })).toMatchObject({
      stage: S.GOODS_LINK,
      findType: PurposeSearchType.LINK,
    })
  })

  test('check: trader identity → order screenshot → find method → attributes → done', () => {
    const begun = replay([{ type: 'LOAD' }, { type: 'BEGIN' }], 'check')
    // Did-I-lose asks who traded first; the game comes later with the account, so no game pick moves it on.
    expect(begun.stage).toBe(S.TRADER_IDENTITY)
    expect(transition(begun, { type: 'PICK_GAME', gameId: 10013 })).toBe(begun)
    let s = begun
    expect(s.stage).toBe(S.TRADER_IDENTITY)
    expect(percentOf(s)).toBe(40)
    s = transition(s, { type: 'PICK_IDENTITY', identity: 'buyer' })
    expect(s).toMatchObject({ stage: S.ORDER_SCREENSHOT, identity: 'buyer' })
    expect(percentOf(s)).toBe(50)
    s = transition(s, { type: 'ORDER_DONE' })
    expect(s.stage).toBe(S.FIND_METHOD)
    s = run(s, { type: 'PICK_FIND', findType: PurposeSearchType.PROPS }, { type: 'ANSWERS_DONE' })
    expect(s.stage).toBe(S.DYNAMIC_DONE)
    const byReport = run(
      begun,
      { type: 'PICK_IDENTITY', identity: 'seller' },
      { type: 'ORDER_DONE' },
      { type: 'PICK_FIND', findType: 3 },
      { type: 'SELECT_REPORT', reportId: 'r_2' },
    )
    expect(byReport.stage).toBe(S.FIXED_DONE)
    // BACK walks the same way home, ending on the identity question.
    const home = run(byReport, { type: 'BACK' }, { type: 'BACK' }, { type: 'BACK' }, { type: 'BACK' }, { type: 'BACK' })
    expect(home).toMatchObject({ stage: S.TRADER_IDENTITY, history: [S.IDLE] })
    expect(transition(home, { type: 'BACK' })).toBe(home)
  })
})
