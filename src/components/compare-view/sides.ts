/** Names of the two sides: mode 0 takes the origin account (A) as the base, mode 1 the target (B). */
export const SIDE_NAMES = { origin: '原号', target: '目标号' } as const
