import { createHash } from 'node:crypto'
import type { HttpGatewayConfig } from '../config'
import { demoGameIds } from '../market/demo'
import { OWN_SOURCE, type RecognizedLink } from '../market/links'
import { getGame } from '../valuation/catalogue'
import { sandboxAccountAttrs } from './game-auth-attrs'
import { UpstreamError, isRecord, postJson } from './http-gateway'
import { assertSandboxAllowed } from './sandbox'

/**
 * Reads a listing the market data does not hold from its trading platform (a partner API), so a pasted link can
 * still be valued. What comes back is the listing's game and its attributes as the platform shows them (raw: the
 * valuation service validates them against the game schema). An asking price, if a platform sends one, is never
 * read: valuation looks at attributes only.
 */
export interface ListingFetchRequest extends RecognizedLink {
  /** The link as the user pasted it (share text included). */
  link: string
  /** The game the user chose, when they chose one: a platform API may need it to find the listing. */
  gameId?: number
}

export interface FetchedListing {
  gameId: number
  /** Unvalidated attributes (`{attribute: value}` in the catalogue's keys). */
  attrs: unknown
}

export interface ListingFetchProvider {
  readonly name: string
  /** Whether listings of this platform (a `source` of links.ts) can be asked for at all. */
  covers(source: string): boolean
  /** The listing, or null when the platform has no such listing. Throws (50002) when the platform cannot be reached. */
  fetch(request: ListingFetchRequest): Promise<FetchedListing | null>
}

/** Platforms the sandbox stands in for (their partner APIs are what a real adapter would call). */
export const SANDBOX_LISTING_SOURCES: readonly string[] = ['交易猫', '螃蟹账号', '盼之']

/** The sandbox's fixed rules (docs/api.md "Valuation reports"); exported so tests state the same rule. */
export const SANDBOX_LISTING = {
  /** A listing id ending in this is "not on the platform" (sold, removed or mistyped). */
  missingSuffix: '404',
} as const

const seedOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0)

/**
 * Local sandbox of the partner platforms (交易猫, 螃蟹, 盼之), used only when configured (LISTING_GATEWAY=sandbox):
 * any listing id "exists" except those ending in 404;
 * its attributes are drawn like a demo-market account, deterministically from (platform, id), so the same link
 * always reads the same account. The listing belongs to the game the user chose (a platform API is asked within
 * a game); without one, to a game derived from the id. Other platforms (5173, 藏宝阁) are not covered.
 */
export class SandboxListingFetchProvider implements ListingFetchProvider {
  readonly name = 'sandbox-listing'

  constructor(nodeEnv: string) {
    assertSandboxAllowed('listing fetch provider', nodeEnv, 'set LISTING_GATEWAY_URL and LISTING_GATEWAY_TOKEN, or unset LISTING_GATEWAY')
  }

  covers(source: string): boolean {
    return SANDBOX_LISTING_SOURCES.includes(source)
  }

  async fetch(request: ListingFetchRequest): Promise<FetchedListing | null> {
    if (!this.covers(request.source) || request.externalId.endsWith(SANDBOX_LISTING.missingSuffix)) return null
    const seed = seedOf(`${request.source}:${request.externalId}`)
    const games = demoGameIds()
    const gameId = request.gameId ?? games[seed % games.length]
    if (gameId === undefined || !getGame(gameId)) return null
    return { gameId, attrs: sandboxAccountAttrs(gameId, seed) }
  }
}

/**
 * Real: POST {source, externalId, link, gameId?} to the partner gateway (LISTING_GATEWAY_URL, bearer
 * LISTING_GATEWAY_TOKEN) → `{found: false}` or `{found: true, gameId, attrs}`. The gateway speaks to each platform's
 * API; it covers every platform but this service's own listings.
 */
export class HttpListingFetchProvider implements ListingFetchProvider {
  readonly name = 'http-listing'

  constructor(private readonly gateway: HttpGatewayConfig) {}

  covers(source: string): boolean {
    return source !== OWN_SOURCE
  }

  async fetch(request: ListingFetchRequest): Promise<FetchedListing | null> {
    const { source, externalId, link, gameId } = request
    const reply = await postJson(
      this.gateway.url,
      this.gateway.token,
      { source, externalId, link, ...(gameId !== undefined ? { gameId } : {}) },
      'listing gateway',
    )
    if (!isRecord(reply) || typeof reply.found !== 'boolean') throw new UpstreamError('listing gateway', 'reply without found')
    if (!reply.found) return null
    if (!Number.isInteger(reply.gameId) || !isRecord(reply.attrs))
      throw new UpstreamError('listing gateway', 'reply without gameId or attrs')
    return { gameId: reply.gameId as number, attrs: reply.attrs }
  }
}

/**
 * How listings the market data lacks are read: the partner gateway where configured (LISTING_GATEWAY_URL); the
 * sandbox only when asked for by name (LISTING_GATEWAY=sandbox, tests and demos of the gateway path), never in
 * production; otherwise none, so a fresh start reads only the listings of its own market data and every other
 * link continues by properties (the sandbox invents an account for any id, which players must never see).
 */
export function createListingFetch(gateway: HttpGatewayConfig | null, sandbox: boolean, nodeEnv: string): ListingFetchProvider | null {
  if (gateway) return new HttpListingFetchProvider(gateway)
  return sandbox ? new SandboxListingFetchProvider(nodeEnv) : null
}
