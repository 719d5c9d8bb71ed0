/**
 * Listing links the service reads (the link reader, server/src/modules/market/link-reader.ts). The app's
 * 如何获取链接 guide names exactly these, and market/links.ts keys each platform's URL patterns by them, so the
 * guide, the recogniser and the reader cannot drift apart.
 */

/** This service's own listing pages (LISTING_BASE_URL): always read, they are listings of its market data. */
export const OWN_LINK_SOURCE = '游戏估价'

/**
 * Trading platforms whose listing links are recognised. A listing of theirs is read when the market data holds it
 * (imported listings), or through the partner listing gateway where one is configured; otherwise the link is
 * unreadable and the user continues by properties.
 */
export const LINK_PLATFORMS = ['交易猫', '螃蟹账号', '盼之', '5173', '藏宝阁'] as const

export type LinkPlatform = (typeof LINK_PLATFORMS)[number]
