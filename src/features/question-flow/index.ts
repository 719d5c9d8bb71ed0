// What other features drive: the pure question-flow machine and its progress bar (its other views and stores stay
// the valuation pages').
import { questionFlow } from './store'

export { FINAL_STAGES, percentOf, replay, transition, type FlowEvent, type FlowState, type TraderIdentity } from './machine'
export { default as FlowProgress } from './progress'
// The report page takes the account screenshots picked for the report it shows, to upload them onto it.
export const takeAccountShots = (valId: string): string[] => questionFlow.takeAccountShots(valId)
