/**
 * The way on a 40021 link error offers (`data: {guide, byProps: {gameId?}}`): describe the account by its
 * properties, of the game the service named when it named one. Null when the answer offers none (an older service).
 */
export function byPropsOf(data: unknown): { gameId?: number } | null {
  const byProps = data && typeof data === 'object' ? (data as { byProps?: unknown }).byProps : undefined
  if (!byProps || typeof byProps !== 'object') return null
  const named = (byProps as { gameId?: unknown }).gameId
  return Number.isInteger(named) ? { gameId: named as number } : {}
}
