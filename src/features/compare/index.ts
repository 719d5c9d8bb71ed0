/** PK: compare two of one's reports, the PK history, and the shared comparison. */
export { default as ComparePageView } from './ComparePageView'
export { SharedCompare } from './shared-compare'
