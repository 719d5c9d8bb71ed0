// What other features drive: the pure question-flow machine and its progress bar (its other views and stores stay
// the valuation pages').
export { FINAL_STAGES, percentOf, replay, transition, type FlowEvent, type FlowState, type TraderIdentity } from './machine'
export { default as FlowProgress } from './progress'
