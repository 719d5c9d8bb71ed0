/** Drivers differ: PostgreSQL may return counts and bigints as strings, SQLite as numbers. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string' && value !== '') return Number(value)
  return 0
}
