import {
  formatPct,
  formatSignedWholeYuan,
  formatSignedYuan,
  formatWholeYuan,
  formatYuan,
  parseAmount,
  parsePriceRange,
  PriceText,
  sanitizeYuanInput,
  yuanToFen,
} from '../../src/utils/money'
import { monthsAgo, paidDateToMs } from '../../src/features/did-i-lose/store'

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
    expect(formatSignedWholeYuan(92_437)).toBe('+¥924')
    expect(formatSignedWholeYuan(-3_460)).toBe('-¥35')
    expect(formatSignedWholeYuan(30)).toBe('¥0')
    expect(formatSignedWholeYuan(-30)).toBe('¥0')
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

describe('price inputs of the market pages', () => {
  it('checks a price range: max required, min optional (0 allowed), min > max refused', () => {
    expect(parsePriceRange('', '500')).toEqual({ minFen: 0, maxFen: 50000 })
    expect(parsePriceRange('0', '500')).toEqual({ minFen: 0, maxFen: 50000 })
    expect(parsePriceRange('100', '500')).toEqual({ minFen: 10000, maxFen: 50000 })
    expect(parsePriceRange('500', '100')).toEqual({ error: PriceText.MIN_OVER_MAX })
    expect(parsePriceRange('100', '')).toEqual({ error: PriceText.MAX_MISSING })
    expect(parsePriceRange('', '0')).toEqual({ error: PriceText.MAX_ZERO })
    expect(parsePriceRange('1.234', '5')).toEqual({ error: PriceText.INVALID })
  })

  it('checks one amount: required, above 0, up to 2 decimals', () => {
    expect(parseAmount('', PriceText.PAID_MISSING)).toEqual({ error: PriceText.PAID_MISSING })
    expect(parseAmount('0', PriceText.PAID_MISSING)).toEqual({ error: PriceText.ZERO })
    expect(parseAmount('1.234', PriceText.PAID_MISSING)).toEqual({ error: PriceText.INVALID })
    expect(parseAmount('3000', PriceText.PAID_MISSING)).toEqual({ fen: 300000 })
  })

  it('sends a purchase day as noon China time, and counts months back from today', () => {
    expect(new Date(paidDateToMs('2025-11-01')).toISOString()).toBe('2025-11-01T04:00:00.000Z')
    expect(monthsAgo(12, new Date(2026, 10, 22))).toBe('2025-11-22')
    expect(monthsAgo(1, new Date(2026, 2, 31))).toBe('2026-02-28')
  })
})
