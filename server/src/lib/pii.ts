/**
 * Personal data as the console shows it by default: enough to recognise, not to use. Seeing the full value is an
 * audited action with a reason (console pii/unmask).
 */

/** 13812340000 → 138****0000; short or foreign numbers keep at most their first 3 and last 2-4 digits. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return ''
  if (phone.length >= 11) return `${phone.slice(0, 3)}****${phone.slice(-4)}`
  if (phone.length >= 7) return `${phone.slice(0, 3)}****${phone.slice(-2)}`
  return '*'.repeat(phone.length)
}
