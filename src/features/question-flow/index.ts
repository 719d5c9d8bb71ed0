// What other features drive: the pure question-flow machine (its views and stores stay the valuation pages').
export { FINAL_STAGES, replay, transition, type FlowEvent, type FlowState, type TraderIdentity } from './machine'
