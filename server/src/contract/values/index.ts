/**
 * The contract's values: every enum, business code and pure rule both halves use, written once. Imports
 * nothing outside this folder (no TypeBox, no Node), so the app bundles it as it is; the dependency rules
 * (.dependency-cruiser.cjs) keep it that way.
 */
export * from './enum'
export * from './biz-codes'
export * from './report'
export * from './pay'
export * from './valuation'
export * from './terminal'
export * from './questions'
export * from './feedback'
export * from './report-images'
export * from './messages'
export * from './invitation'
export * from './rewards'
export * from './help'
export * from './draw'
export * from './banner'
export * from './rules/phone'
export * from './rules/id-card'
export * from './rules/answers'
export * from './app-download'
export * from './endpoints'
export * from './links'
