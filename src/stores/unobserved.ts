/**
 * `makeAutoObservable` overrides that leave the named members plain: resources (observable on their own), timers,
 * constructor arguments and callbacks are not a store's state.
 */
export function unobserved<K extends string>(...keys: K[]): Record<K, false> {
  // fromEntries types its keys as string; the entries are exactly `keys`.
  return Object.fromEntries(keys.map((key) => [key, false])) as Record<K, false>
}
