const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** Random id of the given length (visitor ids are 32 characters). Not for security. */
export function randomId(length = 32): string {
  let out = ''
  for (let i = 0; i < length; i++) out += ALPHABET[Math.floor(Math.random() * ALPHABET.length)]
  return out
}
