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

/** What operators may put on a banner: the service refuses more, the console's form says so first. */
export const BannerLimit = {
  TITLE_MAX: 40,
  DESC_MAX: 80,
  URL_MAX: 512,
  APP_PAGE_MAX: 100,
  PARAGRAPHS_MAX: 50,
  PARAGRAPH_MAX: 500,
  ACTION_TEXT_MAX: 20,
  ACTION_PATH_MAX: 300,
  SORT_MAX: 1_000_000,
  /** An uploaded image: the card is 343 × 96 on a 375-wide screen, so a 3× picture is far below this. */
  IMAGE_MAX_BYTES: 1024 * 1024,
} as const

/** The image types a banner upload may be (read from the file's bytes). */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** Where the service serves an uploaded banner image; a banner stores this path and the service sends it absolute. */
export const BANNER_IMAGE_PATH = '/media/banner'
export const BANNER_IMAGE_REF = /^\/media\/banner\/bi_[A-Za-z0-9_-]{16}$/

/** Cards without an image are drawn as a gradient of these; the brand blue until an operator picks others. */
export const DEFAULT_BANNER_COLORS = ['#1677ff', '#4f9bff'] as const

/** The jump types and jump page types in the operators' words. */
export const JUMP_TYPE_LABELS: Record<JumpType, string> = { 1: '外链', 2: 'App 页面', 3: '站内页面', 4: '第三方' }
export const JUMP_PAGE_LABELS: Record<JumpPageType, string> = { 1: '估价', 2: '找意向账号', 3: '我亏了吗', 4: '授权估价' }
