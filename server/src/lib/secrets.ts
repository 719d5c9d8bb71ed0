import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto'

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

/** An AES-256 key for one purpose, derived from the service's secret: one leaked purpose key opens nothing else. */
export function purposeKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`key:${purpose}`).digest()
}

/**
 * Seals a short secret that must be read back (a TOTP secret) with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in
 * base64url. A database copy without the service's secret reveals nothing, and a changed value fails to open.
 */
export function sealText(key: Buffer, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.')
}

/** The text sealed by sealText; throws when the key is wrong or the value was changed. */
export function openText(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
}
