import type { MarketBriefBody, MarketBriefData } from '../../server/src/contract/market'
import { callData } from './endpoint'

/**
 * Home's 价格走势 and 热门属性价值 for one game (public; docs/api.md "market/brief"). Apart from ./market so home, in
 * the mini-programs' main package, does not carry the other market features' calls. The sections show their own
 * failure, so this does not toast.
 */
export const marketBrief = (b: MarketBriefBody) => callData('marketBrief', b, { silent: true })

export type { MarketBriefData }
