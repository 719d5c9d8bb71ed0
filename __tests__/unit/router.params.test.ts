import { buildQuery, parseQuery } from '../../src/utils/query'
import { decodeParam, decodeRouteQuery, type RouteQuery } from '../../src/router/params'

describe('route parameters are decoded once', () => {
  it('decodes a value a mini-program hands over still encoded', () => {
    const raw = buildQuery({ valId: 'v 1/2', from: '/pages/report/index?valId=a' }).split('&')
    const query = Object.fromEntries(raw.map((p) => p.split('=')))
    expect(decodeRouteQuery(query)).toEqual({ valId: 'v 1/2', from: '/pages/report/index?valId=a' })
  })

  it('leaves a value H5 already decoded as it is, even when it holds an escape of its own', () => {
    const decoded = parseQuery(buildQuery({ from: '/pages/report/index?valId=a%2Fb' }))
    expect(decodeRouteQuery(decoded)).toEqual({ from: '/pages/report/index?valId=a%2Fb' })
    expect(decodeParam('https://example.com/a?b=%20')).toBe('https://example.com/a?b=%20')
  })

  it('keeps plain and malformed values', () => {
    expect(decodeParam('abc-123')).toBe('abc-123')
    expect(decodeParam('%E4%ZZ')).toBe('%E4%ZZ')
    expect(decodeParam('%E4')).toBe('%E4')
  })

  it('gives the number keys of the route table as numbers, and nothing for what is not a number', () => {
    expect(decodeRouteQuery({ gameId: '12', payScene: '3', mode: '0', valId: '12' })).toEqual({
      gameId: 12,
      payScene: 3,
      mode: 0,
      valId: '12',
    })
    expect(decodeRouteQuery({ gameId: '', authKind: 'x', loginType: '0x10', locked: '1e1' })).toEqual({
      gameId: undefined,
      authKind: undefined,
      loginType: undefined,
      locked: undefined,
    })
    // An id may be a number in navigateTo but stays text: a banner or record id is checked by its page.
    expect(decodeRouteQuery({ id: '7', recordId: '42' })).toEqual({ id: '7', recordId: '42' })
  })

  it('types a page query from the route table', () => {
    const pay: RouteQuery<'pay'> = { valId: 'v', payScene: 1, orderNo: 'o' }
    const banner: RouteQuery<'h5Banner'> = { id: '3' }
    // @ts-expect-error payScene is a number
    const wrong: RouteQuery<'pay'> = { payScene: '1' }
    // @ts-expect-error the report route takes no gameId
    const unknown: RouteQuery<'report'> = { gameId: 1 }
    expect([pay, banner, wrong, unknown]).toHaveLength(4)
  })
})
