import { BizCode, BizError } from '../errors'

const TIMEOUT_MS = 5000

/**
 * POSTs JSON to a provider gateway with a bearer token and returns the parsed reply. Any network failure,
 * timeout or non-2xx status becomes 50002 so the user sees "try again later" rather than a stack trace.
 * Request bodies are never put into errors: they may hold codes or ID numbers.
 */
export async function postJson(url: string, token: string, body: unknown, what: string): Promise<unknown> {
  return fetchJson(url, what, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
}

/** GET variant for APIs that take their parameters in the query string (WeChat code2session). */
export async function getJson(url: string, what: string): Promise<unknown> {
  return fetchJson(url, what, {})
}

async function fetchJson(url: string, what: string, init: RequestInit): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch (err) {
    throw upstreamError(what, err instanceof Error ? err.name : 'network error')
  }
  if (!response.ok) throw upstreamError(what, `HTTP ${response.status}`)
  try {
    return await response.json()
  } catch {
    throw upstreamError(what, 'reply is not JSON')
  }
}

/**
 * The body of a provider's answer, at most `maxBytes` of it: read chunk by chunk and abandoned (the connection
 * cancelled) as soon as it grows past the cap, so a runaway or hostile answer never sits in memory whole. The
 * caller's fetch signal bounds the time, body included. Null when the body is larger than the cap.
 */
export async function readCapped(response: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined)
    return null
  }
  const chunks: Uint8Array[] = []
  let size = 0
  if (!response.body) return Buffer.alloc(0)
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks, size)
    size += value.byteLength
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
}

export class UpstreamError extends BizError {
  /** Operator-facing detail, logged by the error handler, never sent to the client. */
  readonly detail: string
  constructor(what: string, detail: string) {
    super(BizCode.UPSTREAM_UNAVAILABLE)
    this.detail = `${what}: ${detail}`
  }
}

function upstreamError(what: string, detail: string): UpstreamError {
  return new UpstreamError(what, detail)
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
