/**
 * The valuation engine's entry for the service (pure functions over plain data: no database, no HTTP). Modules
 * import the engine's files directly; this barrel holds what more than one caller takes together. See
 * docs/valuation.md.
 */
export * from './catalogue'
export { valuationQuestions } from './catalogue/questions'
