import { Type } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

/** Global config key of the number of helps that unlock a report (`npm run config:set -- help.required 3`). */
export const HELP_REQUIRED_KEY = 'help.required'
export const DEFAULT_HELP_REQUIRED = 3

/** More than 20 friends is a typo, not a campaign. */
const HelpRequired = Type.Integer({ minimum: 1, maximum: 20 })

/** The stored count (a number in any spelling Number() reads), or the default when unset or out of range. */
export function helpRequiredOrDefault(raw: string | undefined): number {
  const n = Number(raw)
  return Value.Check(HelpRequired, n) ? n : DEFAULT_HELP_REQUIRED
}
