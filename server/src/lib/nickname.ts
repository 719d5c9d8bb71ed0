/** Masks a nickname for other users' eyes: the first character kept. */
export function maskNickname(nickname: string): string {
  const chars = Array.from(nickname)
  return chars.length <= 1 ? '*' : `${chars[0]}***`
}
