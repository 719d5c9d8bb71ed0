import { recentEvents } from '@/tracker'
import { trackValuation } from '@/tracker/valuation'
import { QuestionFlowStore } from '@/features/question-flow/store'
import { EvaluateType } from '@/constants/valuation'

describe('valuation tracking', () => {
  beforeEach(() => {
    recentEvents.length = 0
  })

  test('page views, steps and progress carry the valuation name and an spm code', () => {
    trackValuation.pv('choose')
    trackValuation.event('pick_game', { gameId: 10013 })
    trackValuation.progress('goodsLink', 60, 'choose')
    trackValuation.event('auth_start', { resultCode: 2001 }, 'auth')
    expect(recentEvents.map((e) => [e.eventType, e.name, e.spm])).toEqual([
      ['pv', 'valuation', 'valuation.choose'],
      ['event', 'valuation', 'valuation.choose.pick_game'],
      ['exposure_percent', 'valuation', 'valuation.choose.goodsLink'],
      ['event', 'valuation', 'valuation.auth.auth_start'],
    ])
    expect(recentEvents[2].extra).toEqual({ stage: 'goodsLink', percent: 60, screen: 'choose' })
    expect(recentEvents[3].lastSpm).toBe('valuation.choose.goodsLink')
  })

  test('the flow store reports the game and method picks', () => {
    const s = new QuestionFlowStore()
    s.pickGame(10026)
    s.pickType(EvaluateType.LINK)
    expect(recentEvents.map((e) => e.extra?.action)).toEqual(['pick_game', 'pick_method'])
    expect(recentEvents[1].extra).toMatchObject({ gameId: 10026, evaluateType: 1 })
  })
})
