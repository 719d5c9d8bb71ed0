import type { EnumValue } from './enum'

/** Jump types of a banner (spec section 9): 1 outer, 2 app, 3 inter, 4 third. */
export const JumpType = { OUTER: 1, APP: 2, INTER: 3, THIRD: 4 } as const
export type JumpType = EnumValue<typeof JumpType>

/** Jump page types of an inter jump (spec section 9): 1 evaluate, 2 purpose, 3 check, 4 auth evaluate. */
export const JumpPageType = { EVALUATE: 1, PURPOSE: 2, CHECK: 3, AUTH_EVALUATE: 4 } as const
export type JumpPageType = EnumValue<typeof JumpPageType>

/** Index banner ids (spec section 9): 1 asset value, 2 AI training, 3 buying; operators add more. */
export const IndexBannerId = { ASSET_VALUE: 1, AI_TRAINING: 2, BUYING: 3 } as const
export type IndexBannerId = EnumValue<typeof IndexBannerId>

/**
 * An inter banner's in-app target when it is not a jump page type: one of these pages, with its query
 * (`pages/h5/banner/index?id=4`). The app checks it against its route table as well.
 */
export const BANNER_INTER_PATH = /^(pages|subPages)\/[A-Za-z0-9_/-]{1,80}(\?[A-Za-z0-9_=&%.-]{0,200})?$/
