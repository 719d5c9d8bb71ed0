import { Type } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

/** Global config key of the number of helps that unlock a report (`npm run config:set -- help.required 3`). */
export const HELP_REQUIRED_KEY = 'help.required'
export const DEFAULT_HELP_REQUIRED = 3

export const HELP_REQUIRED_MIN = 1
/** More than 20 friends is a typo, not a campaign. */
export const HELP_REQUIRED_MAX = 20
const HelpRequired = Type.Integer({ minimum: HELP_REQUIRED_MIN, maximum: HELP_REQUIRED_MAX })

/** The stored count (a number in any spelling Number() reads), or the default when unset or out of range. */
export function helpRequiredOrDefault(raw: string | undefined): number {
  const n = Number(raw)
  return Value.Check(HelpRequired, n) ? n : DEFAULT_HELP_REQUIRED
}

/** config:set's check: a whole number of friends in range, in any spelling Number() reads. */
export function parseHelpRequired(raw: string): number {
  const n = Number(raw)
  if (raw.trim() === '' || !Value.Check(HelpRequired, n)) throw new Error(`须为 ${HELP_REQUIRED_MIN} 到 ${HELP_REQUIRED_MAX} 之间的整数`)
  return n
}
