import { createHmac, randomBytes, randomInt } from 'node:crypto'

/** Opaque bearer secret (tokens, one-time keys): 32 random bytes, URL-safe. */
export function randomToken(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url')
}

/** Keyed hash for storing secrets at rest: a DB leak alone reveals neither tokens nor 6-digit codes. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex')
}

/** Uniformly random 6-digit code (leading zeros kept). */
export function randomDigits(length = 6): string {
  let out = ''
  for (let i = 0; i < length; i++) out += String(randomInt(0, 10))
  return out
}

/** Crockford base32 without I, L, O, U: easy to read aloud and type. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export function randomBase32(length: number): string {
  const bytes = randomBytes(length)
  let out = ''
  for (let i = 0; i < length; i++) out += BASE32[bytes[i] & 31]
  return out
}
