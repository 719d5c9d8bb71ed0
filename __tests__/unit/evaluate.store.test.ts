import { EvaluateStore } from '@/stores/evaluate'
import { AccountLoginType, AuthKind, EvaluateType } from '@/constants/valuation'

describe('evaluate choice', () => {
  it('starts at step 1 and moves to step 2 once a game is picked', () => {
    const s = new EvaluateStore()
    expect(s.step).toBe(1)
    s.pickGame(10026)
    expect(s.step).toBe(2)
    expect(s.complete).toBe(false)
  })

  it('link and props are complete at once and open the pending sheet', () => {
    const s = new EvaluateStore()
    s.pickGame(10026)
    s.pickType(EvaluateType.PROPS)
    expect(s.complete).toBe(true)
    expect(s.confirmOpen).toBe(true)
    s.closeConfirm()
    expect(s.confirmOpen).toBe(false)
    expect(s.evaluateType).toBe(EvaluateType.PROPS)
  })

  it('auth needs a kind, and account also needs a login type', () => {
    const s = new EvaluateStore()
    s.pickGame(10026)
    s.pickType(EvaluateType.AUTH)
    expect(s.confirmOpen).toBe(false)
    expect(s.complete).toBe(false)
    s.pickAuthKind(AuthKind.ACCOUNT)
    expect(s.complete).toBe(false)
    s.pickAccountLoginType(AccountLoginType.CODE)
    expect(s.complete).toBe(true)
    s.pickAuthKind(AuthKind.CAMP_ID)
    expect(s.accountLoginType).toBeNull()
    expect(s.complete).toBe(true)
  })

  it('picking another game clears the method; the same game keeps it', () => {
    const s = new EvaluateStore()
    s.pickGame(10026)
    s.pickType(EvaluateType.LINK)
    s.pickGame(10026)
    expect(s.evaluateType).toBe(EvaluateType.LINK)
    s.pickGame(10013)
    expect(s.evaluateType).toBeNull()
    s.backToGames()
    expect(s.gameId).toBeNull()
  })
})
