import { parseArgs } from 'node:util'
import { CHINA_OFFSET_MS } from '../contract/values/china-time'
import { CommandError } from './command-error'

/** Operator commands take every option as text and check it themselves, so each message can say what to fix. */
export type StringOptions = Record<string, { type: 'string' }>

/** The option table for parseOptions: every named option takes a value. */
export function stringOptions<K extends string>(...names: K[]): Record<K, { type: 'string' }> {
  return Object.fromEntries(names.map((name) => [name, { type: 'string' }])) as Record<K, { type: 'string' }>
}

/**
 * `util.parseArgs`, strict, positionals allowed. A typo in an option is a CommandError naming the command, with its
 * usage, instead of parseArgs' bare TypeError.
 */
export function parseOptions<O extends StringOptions>(command: string, args: string[], options: O, usage: string) {
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true })
    return { values: values as Partial<Record<keyof O, string>>, positionals }
  } catch (err) {
    throw new CommandError(`${command}: ${(err as Error).message}\n\n${usage}`)
  }
}

export function integer(flag: string, raw: string, min: number, max: number): number {
  const n = /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new CommandError(`${flag} must be a whole number from ${min} to ${max}, got "${raw}"`)
  return n
}

export function flag01(flag: string, raw: string): boolean {
  if (raw !== '0' && raw !== '1') throw new CommandError(`${flag} must be 0 or 1, got "${raw}"`)
  return raw === '1'
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+-]\d{2}:\d{2})?$/
const ISO_HINT = 'an ISO date or date-time such as 2026-06-01 or 2026-06-01T10:00 (China time)'

/** An ISO date or date-time, in ms; without a zone it is China time, the time operators think in. */
function parseIso(raw: string): number | undefined {
  const m = ISO.exec(raw.trim())
  if (!m) return undefined
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((x) => Number(x ?? 0))
  const zone = m[7]
  const offsetMs =
    zone === undefined
      ? CHINA_OFFSET_MS
      : zone === 'Z'
        ? 0
        : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) * 60_000
  const wall = Date.UTC(y, mo - 1, d, h, mi, s)
  // Date.UTC rolls 2026-02-30 over to March (and 24:00 to the next day): a date that does not come back unchanged does not exist.
  const back = new Date(wall)
  if (
    back.getUTCFullYear() !== y ||
    back.getUTCMonth() !== mo - 1 ||
    back.getUTCDate() !== d ||
    back.getUTCHours() !== h ||
    back.getUTCMinutes() !== mi
  )
    return undefined
  return wall - offsetMs
}

/** An ISO date or date-time (China time unless a zone is given), in ms. */
export function isoTime(flag: string, raw: string): number {
  const ms = parseIso(raw)
  if (ms === undefined) throw new CommandError(`${flag} must be ${ISO_HINT}, got "${raw}"`)
  return ms
}

/** As isoTime, or `none` for no time at all (an open period end): null. */
export function isoTimeOrNone(flag: string, raw: string): number | null {
  if (raw === 'none') return null
  const ms = parseIso(raw)
  if (ms === undefined) throw new CommandError(`${flag} must be ${ISO_HINT}, or "none"; got "${raw}"`)
  return ms
}

/** China time to the minute: what the operator typed comes back the same. */
export const chinaMinute = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
