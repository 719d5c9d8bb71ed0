import { buildQuery, buildUrl, parseQuery, splitUrl } from '@/utils/query'

describe('buildQuery', () => {
  it.each([
    [{ a: 1, b: 'x' }, 'a=1&b=x'],
    [{ a: null, b: undefined, c: 0, d: '' }, 'c=0&d='],
    [{ q: 'a b&c=d/中' }, 'q=a%20b%26c%3Dd%2F%E4%B8%AD'],
    [{ flag: false }, 'flag=false'],
    [{ o: { x: 1 } }, `o=${encodeURIComponent('{"x":1}')}`],
    [{}, ''],
  ])('%j → %s', (params, qs) => {
    expect(buildQuery(params as Record<string, unknown>)).toBe(qs)
  })
})

describe('parseQuery', () => {
  it('decodes values and accepts ?, full URLs and empty input', () => {
    expect(parseQuery('a=1&b=%E4%B8%AD%20x')).toEqual({ a: '1', b: '中 x' })
    expect(parseQuery('?a=1')).toEqual({ a: '1' })
    expect(parseQuery('/pages/x/y?from=%2Fpages%2Fpay%2Findex%3Fa%3D1#frag')).toEqual({ from: '/pages/pay/index?a=1' })
    expect(parseQuery('')).toEqual({})
    expect(parseQuery('flag&x=')).toEqual({ flag: '', x: '' })
  })

  it('round-trips with buildQuery', () => {
    const params = { from: '/pages/pay/index?a=1&b=2', name: '游戏 估价' }
    expect(parseQuery(buildQuery(params))).toEqual(params)
  })
})

describe('buildUrl', () => {
  it('adds the leading slash and merges an existing query', () => {
    expect(buildUrl('pages/report/index', { valId: 3 })).toBe('/pages/report/index?valId=3')
    expect(buildUrl('/pages/report/index?valId=3&x=1', { valId: 4, y: null })).toBe('/pages/report/index?valId=4&x=1')
    expect(buildUrl('/pages/index/index')).toBe('/pages/index/index')
  })

  it('splitUrl strips slashes and parses the query', () => {
    expect(splitUrl('/pages/a/b?x=1')).toEqual({ path: 'pages/a/b', query: { x: '1' } })
  })
})
