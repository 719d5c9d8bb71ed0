import { formatPct, formatSignedYuan, formatWholeYuan, formatYuan, sanitizeYuanInput, yuanToFen } from '../../src/utils/money'

describe('money', () => {
  it('shows fen as grouped yuan, cents only when there are any', () => {
    expect(formatYuan(128_000)).toBe('¥1,280')
    expect(formatYuan(211_741)).toBe('¥2,117.41')
    expect(formatYuan(1_250)).toBe('¥12.5')
    expect(formatYuan(123_456_789_00)).toBe('¥123,456,789')
    expect(formatYuan(-30_000)).toBe('-¥300')
  })

  it('shows estimates in whole yuan', () => {
    expect(formatWholeYuan(211_741)).toBe('¥2,117')
    expect(formatWholeYuan(211_751)).toBe('¥2,118')
  })

  it('signs profits, losses and percents', () => {
    expect(formatSignedYuan(28_000)).toBe('+¥280')
    expect(formatSignedYuan(-28_000)).toBe('-¥280')
    expect(formatSignedYuan(0)).toBe('¥0')
    expect(formatPct(12.54)).toBe('+12.5%')
    expect(formatPct(-3)).toBe('-3%')
    expect(formatPct(7, false)).toBe('7%')
  })

  it('reads a typed yuan amount as fen', () => {
    expect(yuanToFen('1,280')).toBe(128_000)
    expect(yuanToFen(' ¥99.9 ')).toBe(9_990)
    expect(yuanToFen('0.01')).toBe(1)
    expect(yuanToFen('0')).toBe(0)
    expect(yuanToFen('12.345')).toBeNull()
    expect(yuanToFen('-5')).toBeNull()
    expect(yuanToFen('abc')).toBeNull()
    expect(yuanToFen('012')).toBeNull()
  })

  it('keeps an amount input to digits and two decimals', () => {
    expect(sanitizeYuanInput('¥1,2a3.456')).toBe('123.45')
    expect(sanitizeYuanInput('123456789')).toBe('12345678')
  })
})
