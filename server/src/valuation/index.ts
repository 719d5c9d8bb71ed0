/**
 * The valuation engine's public API (pure functions over plain data: no database, no HTTP).
 * See docs/valuation.md.
 */
export * from './catalogue'
export { valuationQuestions } from './catalogue/questions'
export { validateGameAnswers } from './catalogue/validate'
export type { FieldError, ValidateResult, ValidateOptions } from './catalogue/validate'
export { summarizeAttrs } from './catalogue/summarize'
export { reportQuestions } from './report-questions'
export { trainGame, trainAll, MIN_DEALS } from './model/train'
export type { TrainOptions } from './model/train'
export { predict, compareAsk, OUT_OF_DATA_SIMILARITY } from './model/predict'
export type { PredictOptions } from './model/predict'
export { serializeModel, loadModel } from './model/serialize'
export { LEVEL_CUTOFFS, LEVEL_ORDER } from './model/levels'
export { priceTrend } from './model/trend'
export * from './model/types'
export { runBacktest } from './backtest'
export type { BacktestReport, BacktestRow } from './backtest'
