import { LINK_PLATFORMS, OWN_LINK_SOURCE, type LinkPlatform } from '../contract/values/links'

/**
 * Listing links. Users paste a link of a trading platform (evaluate type 1 "link"); we recognise the
 * platform and its listing id so the service can look the listing up in the market data. Patterns are data:
 * add a platform to the contract's LINK_PLATFORMS (the app's guide names it) and its patterns here. The service's own listing links use a configurable base URL.
 */
export interface RecognizedLink {
  source: string
  externalId: string
}

export interface LinkPattern {
  /** Source name as stored in market rows. */
  source: string
  /** Host names (without port), compared case-insensitively; `*.` prefixes match any subdomain. */
  hosts: string[]
  /** Applied to the URL path (+ query); the `id` named group is the platform's listing id. */
  path: RegExp
}

/** Each platform the app's guide names (contract LINK_PLATFORMS) has its patterns here, and no other. */
const PLATFORM_PATTERNS: Record<LinkPlatform, Omit<LinkPattern, 'source'>> = {
  交易猫: { hosts: ['www.jiaoyimao.com', 'm.jiaoyimao.com', 'jiaoyimao.com'], path: /^\/(?:goods|item)\/(?<id>[A-Za-z0-9]+)(?:\.html)?/ },
  螃蟹账号: { hosts: ['www.pxb7.com', 'm.pxb7.com', 'pxb7.com'], path: /^\/(?:product|goods)\/(?<id>[A-Za-z0-9]+)/ },
  盼之: { hosts: ['www.pzds.com', 'm.pzds.com', 'pzds.com'], path: /^\/goodsDetails\/(?<id>[A-Za-z0-9]+)/ },
  5173: { hosts: ['*.5173.com'], path: /\/(?<id>[A-Za-z0-9-]{6,})\.shtml/ },
  藏宝阁: { hosts: ['cbg.163.com', '*.cbg.163.com'], path: /\/equip\/(?:[A-Za-z0-9_-]+\/)?(?<id>[A-Za-z0-9_-]+)/ },
}

export const LINK_PATTERNS: LinkPattern[] = LINK_PLATFORMS.map((source) => ({ source, ...PLATFORM_PATTERNS[source] }))

export const OWN_SOURCE = OWN_LINK_SOURCE

/** The app's page explaining which links work; sent with 50xxx link errors so the app can open it. */
export const LINK_GUIDE = '/pages/h5/guide/getLink'
export const UNKNOWN_LINK = '暂不支持该链接，请查看「如何获取链接」'
export const UNKNOWN_LISTING = '暂未收录该链接对应的商品，请改用属性估价或查看「如何获取链接」'
export const DEFAULT_OWN_LISTING_BASE = 'https://gujia.example/listing/'

/**
 * What a 40021 link error carries so the app never ends there: the help page, and valuation by properties of the
 * game when it is known (the user's choice, or the game the listing's platform named).
 */
type LinkFallback = {
  guide: string
  byProps: { gameId?: number }
}

export function linkFallback(gameId?: number): LinkFallback {
  return { guide: LINK_GUIDE, byProps: gameId === undefined ? {} : { gameId } }
}

/** `base` is the configured base of the service's own listing pages (`AppConfig.listingBaseUrl`). */
export function ownListingLink(id: string, base: string = DEFAULT_OWN_LISTING_BASE): string {
  return `${base}${encodeURIComponent(id)}`
}

function hostMatches(host: string, patterns: string[]): boolean {
  const h = host.toLowerCase()
  return patterns.some((p) => (p.startsWith('*.') ? h === p.slice(2) || h.endsWith(p.slice(1)) : h === p))
}

/**
 * Recognises a listing link → {source, externalId}, or null for anything else (non-http, unknown host, a
 * platform page that is not a listing). Text around the URL (platforms' share texts) is tolerated.
 */
export function recognizeLink(input: string, opts: { ownBase?: string; patterns?: LinkPattern[] } = {}): RecognizedLink | null {
  const m = /https?:\/\/[^\s"'<>，。]+/i.exec(input.trim())
  if (!m) return null
  let url: URL
  try {
    url = new URL(m[0])
  } catch {
    return null
  }
  const own = new URL(opts.ownBase ?? DEFAULT_OWN_LISTING_BASE)
  if (url.host.toLowerCase() === own.host.toLowerCase() && url.pathname.startsWith(own.pathname)) {
    const id = decodeURIComponent(url.pathname.slice(own.pathname.length).split('/')[0] ?? '')
    return id ? { source: OWN_SOURCE, externalId: id } : null
  }
  for (const p of opts.patterns ?? LINK_PATTERNS) {
    if (!hostMatches(url.hostname, p.hosts)) continue
    const id = p.path.exec(url.pathname + url.search)?.groups?.id
    if (id) return { source: p.source, externalId: id }
  }
  return null
}
