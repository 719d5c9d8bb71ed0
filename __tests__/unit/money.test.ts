import { formatPct, formatSignedYuan, formatYuan, parseAmount, parsePriceRange, PriceText, sanitizeYuanInput, yuanToFen } from '../../src/utils/money'
import { monthsAgo, paidDateToMs } from '../../src/stores/check'

describe('money on screen', () => {
  it('shows fen as yuan with thousands separators, cents only under ¥100', () => {
    expect(formatYuan(128000)).toBe('¥1,280')
    expect(formatYuan(1250)).toBe('¥12.5')
    expect(formatYuan(1205)).toBe('¥12.05')
    expect(formatYuan(159963)).toBe('¥1,600')
    expect(formatYuan(-30000)).toBe('-¥300')
    expect(formatYuan(0)).toBe('¥0')
    expect(formatYuan(123456789)).toBe('¥1,234,568')
    expect(formatSignedYuan(30000)).toBe('+¥300')
    expect(formatSignedYuan(-120000)).toBe('-¥1,200')
    expect(formatPct(12.345)).toBe('+12.3%')
    expect(formatPct(-40)).toBe('-40%')
    expect(formatPct(85.4, false)).toBe('85.4%')
  })

  it('parses typed yuan into fen and refuses what is not an amount', () => {
    expect(yuanToFen('12.5')).toBe(1250)
    expect(yuanToFen('0.01')).toBe(1)
    expect(yuanToFen('1,000')).toBeNull()
    expect(yuanToFen('12.345')).toBeNull()
    expect(yuanToFen('-5')).toBeNull()
    expect(yuanToFen('012')).toBeNull()
    expect(sanitizeYuanInput('1a2.3.45')).toBe('12.34')
  })

  it('checks a price range: max required, min optional, min > max refused', () => {
    expect(parsePriceRange('', '500')).toEqual({ minFen: 0, maxFen: 50000 })
    expect(parsePriceRange('100', '500')).toEqual({ minFen: 10000, maxFen: 50000 })
    expect(parsePriceRange('500', '100')).toEqual({ error: PriceText.MIN_OVER_MAX })
    expect(parsePriceRange('100', '')).toEqual({ error: PriceText.MAX_MISSING })
    expect(parsePriceRange('', '0')).toEqual({ error: PriceText.MAX_ZERO })
    expect(parsePriceRange('1.234', '5')).toEqual({ error: PriceText.INVALID })
    expect(parseAmount('', PriceText.PAID_MISSING)).toEqual({ error: PriceText.PAID_MISSING })
    expect(parseAmount('0', PriceText.PAID_MISSING)).toEqual({ error: PriceText.ZERO })
    expect(parseAmount('3000', PriceText.PAID_MISSING)).toEqual({ fen: 300000 })
  })

  it('sends a purchase day as noon China time, and counts months back from today', () => {
    expect(new Date(paidDateToMs('2025-11-01')).toISOString()).toBe('2025-11-01T04:00:00.000Z')
    expect(monthsAgo(12, new Date(2026, 10, 22))).toBe('2025-11-22')
    expect(monthsAgo(1, new Date(2026, 2, 31))).toBe('2026-02-28')
  })
})
