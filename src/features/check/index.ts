/** 我亏了吗: the did-I-lose form, its teaser and the unlocked report. */
export { default as CheckView } from './CheckView'
export { checkStore, CheckStore, monthsAgo, paidDateToMs } from './store'
