/** 意向搜索: find accounts within a budget, the teaser and the unlocked ranked matches. */
export { default as PurposeView } from './PurposeView'
export { purposeStore, PurposeStore } from './store'
