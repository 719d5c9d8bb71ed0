import { TAB_BAR_HEIGHT_PX } from '../constants/app'

/** H5 draws the tab bar over the page (50px, spec section 2): fixed bottom sheets on tab pages sit above it. */
export const TAB_BAR_INSET_PX = TAB_BAR_HEIGHT_PX
