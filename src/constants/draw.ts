/** Prize-draw values shared with the service (spec section 9 prize types; states and limits of the draw). */

export { ActivityState, ActivityStyle, AddressLimit, PRIZE_STATE_TEXT, PrizeState } from '../../server/src/contract/values/draw'
export { PrizeType } from '../../server/src/contract/values/pay'

/**
 * Page-view names of the draw pages. Not named by the spec; they follow its `<screen>-<part>` pattern and
 * belong in constants/tracker.ts once that table is open for them.
 */
export const DrawTrackName = {
  DRAW: 'cj-active-draw',
  DRAW_ADDRESS: 'cj-active-draw-address',
  DRAW_PHYSICAL: 'cj-active-draw-physical',
  RED_ENVELOPE: 'banner-red-envelope',
} as const
