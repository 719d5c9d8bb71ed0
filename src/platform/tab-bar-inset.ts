/**
 * Space the tab bar takes at the bottom of a tab page's viewport. Mini-programs draw their native tab bar
 * outside the page, so fixed bottom sheets sit at 0.
 */
export const TAB_BAR_INSET_PX: number = 0
