import { formatSignedPct, formatSignedYuan, formatYuan, parseYuanToFen } from '../../src/utils/money'

describe('money', () => {
  it('shows fen as grouped whole yuan, exact on request', () => {
    expect(formatYuan(128_000)).toBe('¥1,280')
    expect(formatYuan(211_741)).toBe('¥2,117')
    expect(formatYuan(211_741, true)).toBe('¥2,117.41')
    expect(formatYuan(123_456_789_00)).toBe('¥123,456,789')
    expect(formatYuan(-30_000)).toBe('-¥300')
    expect(formatSignedYuan(28_000)).toBe('+¥280')
    expect(formatSignedYuan(-28_000)).toBe('-¥280')
    expect(formatSignedYuan(0)).toBe('¥0')
    expect(formatSignedPct(12.5)).toBe('+12.5%')
    expect(formatSignedPct(-3)).toBe('-3%')
  })

  it('reads a typed yuan amount as fen', () => {
    expect(parseYuanToFen('1,280')).toBe(128_000)
    expect(parseYuanToFen(' ¥99.9 ')).toBe(9_990)
    expect(parseYuanToFen('0.01')).toBe(1)
    expect(parseYuanToFen('12.345')).toBeNull()
    expect(parseYuanToFen('0')).toBeNull()
    expect(parseYuanToFen('-5')).toBeNull()
    expect(parseYuanToFen('abc')).toBeNull()
  })
})
