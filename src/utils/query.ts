/** Query strings of spec section 2: key=value joined by &, null/undefined skipped, values encoded. */

export type Params = Record<string, unknown>

function encodeValue(v: unknown): string {
  if (typeof v === 'object') return encodeURIComponent(JSON.stringify(v))
  return encodeURIComponent(String(v))
}

export function buildQuery(params?: Params | null): string {
  if (!params) return ''
  return Object.keys(params)
    .filter((k) => params[k] !== null && params[k] !== undefined)
    .map((k) => `${encodeURIComponent(k)}=${encodeValue(params[k])}`)
    .join('&')
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '))
  } catch {
    return s
  }
}

/** Accepts `a=1&b=2`, `?a=1` or a whole URL; later duplicates win. */
export function parseQuery(qs?: string | null): Record<string, string> {
  const out: Record<string, string> = {}
  if (!qs) return out
  let s = qs
  const q = s.indexOf('?')
  if (q >= 0) s = s.slice(q + 1)
  const hash = s.indexOf('#')
  if (hash >= 0) s = s.slice(0, hash)
  for (const part of s.split('&')) {
    if (!part) continue
    const eq = part.indexOf('=')
    const key = safeDecode(eq < 0 ? part : part.slice(0, eq))
    if (!key) continue
    out[key] = eq < 0 ? '' : safeDecode(part.slice(eq + 1))
  }
  return out
}

/** Splits `path?query` into a slash-less path and its parsed query. */
export function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const q = url.indexOf('?')
  const rawPath = q < 0 ? url : url.slice(0, q)
  return { path: rawPath.replace(/^\/+/, '').replace(/\/+$/, ''), query: parseQuery(q < 0 ? '' : url.slice(q + 1)) }
}

/**
 * Builds an absolute page URL (`/pages/x/y?a=1`). A query already in `path` is kept and merged with
 * `params` (params win), so callers may pass either form.
 */
export function buildUrl(path: string, params?: Params | null): string {
  const { path: p, query } = splitUrl(path)
  const merged: Params = { ...query, ...(params ?? {}) }
  const qs = buildQuery(merged)
  return `/${p}${qs ? `?${qs}` : ''}`
}

/**
 * A `from` page parameter as a URL: mini-programs hand page params over still encoded while H5 decodes them,
 * hence the conditional decode ('' when it does not decode).
 */
export function fromParam(from?: string | null): string {
  const target = from ?? ''
  if (!target || !/%2F|%3F/i.test(target) || target.includes('/')) return target
  try {
    return decodeURIComponent(target)
  } catch {
    return ''
  }
}
