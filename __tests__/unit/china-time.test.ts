import { formatDate, formatDateTime, formatDotDate, formatMonth } from '@/utils/time'
import { chinaDayKey } from '../../server/src/contract/values/china-time'

/**
 * Dates on screen are Beijing's whatever the phone's zone (issue 36 point 6): a report made at 01:30 Beijing time on
 * 1 March reads 2026-03-01 on every screen and on a phone set to New York or London, as the service's day keys do.
 */

const ZONES = ['America/New_York', 'Europe/London', 'Asia/Shanghai', 'Pacific/Kiritimati']
// 2026-02-28 17:30 UTC = 2026-03-01 01:30 in Beijing.
const AT = Date.UTC(2026, 1, 28, 17, 30)
const original = process.env.TZ

afterAll(() => {
  process.env.TZ = original
})

test.each(ZONES)('on a phone set to %s every format shows Beijing time', (zone) => {
  process.env.TZ = zone
  expect(formatDate(AT)).toBe('2026-03-01')
  expect(formatDateTime(AT)).toBe('2026-03-01 01:30')
  expect(formatDotDate(AT)).toBe('2026.03.01')
  expect(formatMonth(AT)).toBe('2026-03')
  expect(formatDate(AT)).toBe(chinaDayKey(AT))
  // ISO strings and Dates from the service read the same way.
  expect(formatDate(new Date(AT).toISOString())).toBe('2026-03-01')
})

test('no file of the app adds the China offset by hand: it reads time through utils/time', () => {
  const { execSync } = jest.requireActual<typeof import('node:child_process')>('node:child_process')
  const hits = execSync(`grep -rnE "8 \\* 3600|8 \\* 3_600_000|8 \\* 60 \\* 60|CHINA_OFFSET" src || true`, { encoding: 'utf8' }).trim()
  expect(hits).toBe('')
})
