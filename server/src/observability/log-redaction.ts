import { maskPhone } from '../lib/pii'

/**
 * What must never reach a log line, as free text: log messages are written by hand ("payment notify rejected …",
 * a provider's error text) and may quote what a player sent. The logger's `redact` paths cover known fields; this
 * covers the text.
 */
const PEM_BLOCK = /-----BEGIN [A-Z ]*(?:PRIVATE KEY|CERTIFICATE)-----[\s\S]*?(?:-----END [A-Z ]*-----|$)/g
/** Mainland ID numbers: 17 digits and a digit or X, not inside a longer number. */
const ID_NUMBER = /(?<![0-9A-Za-z])[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])\d{2}\d{3}[\dXx](?![0-9A-Za-z])/g
/** Mainland mobile numbers, not inside a longer number (order numbers and timestamps are longer). */
const PHONE = /(?<!\d)1[3-9]\d{9}(?!\d)/g
/** Bearer tokens and secrets written as key=value or "key": "value". */
const BEARER = /\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi
const SECRET_FIELD =
  /((?:token|secret|password|passwd|api[_-]?key|private[_-]?key|sign(?:ature)?|ticket|code)["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi

export const REDACTED = '[REDACTED]'

/** The text with phone numbers masked (138****0000), ID numbers, tokens, secrets and keys replaced. */
export function redactText(text: string): string {
  // Cheap exit for the common line: nothing that could match.
  if (!/\d{11}|BEGIN|bearer|token|secret|passw|key|sign|ticket|code/i.test(text)) return text
  return text
    .replace(PEM_BLOCK, REDACTED)
    .replace(ID_NUMBER, (id) => `${id.slice(0, 4)}**********${id.slice(-4)}`)
    .replace(PHONE, (phone) => maskPhone(phone))
    .replace(BEARER, `$1${REDACTED}`)
    .replace(SECRET_FIELD, `$1${REDACTED}`)
}

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * A log argument with its strings redacted: plain objects and arrays are copied (to a small depth) only where a
 * string changed; anything else (requests, errors, streams) is left to the logger's serializers.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value)
  if (value === null || typeof value !== 'object' || depth > 4) return value
  if (Array.isArray(value)) {
    let changed = false
    const out = value.map((item) => {
      const next = redactValue(item, depth + 1)
      if (next !== item) changed = true
      return next
    })
    return changed ? out : value
  }
  if (value instanceof Error) {
    const message = redactText(value.message)
    if (message === value.message) return value
    const copy = new Error(message)
    copy.name = value.name
    copy.stack = value.stack === undefined ? undefined : redactText(value.stack)
    return copy
  }
  if (!isPlainObject(value)) return value
  let changed = false
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const next = redactValue(item, depth + 1)
    if (next !== item) changed = true
    out[key] = next
  }
  return changed ? out : value
}
