import { useRouter } from '@tarojs/taro'
import type { RouteName, RouteParams } from '../constants/routes'

type QueryOf<N> = N extends keyof RouteParams ? NonNullable<RouteParams[N]> : Record<never, never>
type IsNumber<V> = [Exclude<V, undefined>] extends [number] ? true : false

/**
 * What a page reads of its route's query: the keys `navigateTo` takes for it, every one optional (a URL can be
 * typed by hand or cut short). Keys the table types as numbers arrive as numbers (undefined when not a number);
 * the rest, ids included (`Id` is string or number), as decoded strings.
 */
export type RouteQuery<N extends RouteName> = {
  [K in keyof QueryOf<N>]?: IsNumber<QueryOf<N>[K]> extends true ? number : string
}

type KeysWhere<N, Num extends boolean> = {
  [K in keyof QueryOf<N>]-?: IsNumber<QueryOf<N>[K]> extends Num ? K : never
}[keyof QueryOf<N>]
type NumberKey = { [N in keyof RouteParams]: KeysWhere<N, true> }[keyof RouteParams]
type StringKey = { [N in keyof RouteParams]: KeysWhere<N, false> }[keyof RouteParams]
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/**
 * The query keys the table types as numbers. The run time only sees strings, so it decodes by key name: the
 * compiler checks this list is exactly the table's number keys and that no route types one of them as text.
 */
const NUMBER_KEYS = [
  'gameId',
  'evaluateType',
  'payScene',
  'mode',
  'listingId',
  'authKind',
  'scanType',
  'loginType',
  'type',
  'fromType',
  'locked',
] as const
type Listed = (typeof NUMBER_KEYS)[number]
const numberKeys: ReadonlySet<string> = new Set<string>(
  NUMBER_KEYS satisfies Same<Listed, NumberKey> extends true ? ([Listed & StringKey] extends [never] ? unknown : never) : never,
)

/**
 * Mini-programs hand page parameters over still encoded, H5 decodes them: a value is decoded only while it is
 * in encoded form (nothing but what `encodeURIComponent` leaves, with at least one escape), so it is decoded
 * exactly once on either side.
 */
const ENCODED = /^[\w.!~*'()-]*(%[0-9a-f]{2}[\w.!~*'()-]*)+$/i

export function decodeParam(raw: string): string {
  if (!ENCODED.test(raw)) return raw
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** Plain decimal numbers only: `Number()` would also take '', ' 1', '0x10' and '1e3'. */
const NUMBER = /^-?\d+(\.\d+)?$/

/** A page's raw query decoded once: numbers for the table's number keys, decoded strings for the rest. */
export function decodeRouteQuery(raw: Readonly<Record<string, string | undefined>>): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = {}
  for (const key of Object.keys(raw)) {
    const value = raw[key]
    if (value === undefined) continue
    const text = decodeParam(value)
    out[key] = numberKeys.has(key) ? (NUMBER.test(text) ? Number(text) : undefined) : text
  }
  return out
}

/** The current page's query as its route (`name`) types it. */
export function useRouteParams<N extends RouteName>(name: N): RouteQuery<N> {
  void name
  return decodeRouteQuery(useRouter().params) as RouteQuery<N>
}

/** The current page's path (without query), as Taro reports it. */
export function useRoutePath(): string {
  return useRouter().path
}
