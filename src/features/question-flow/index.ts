// What other features drive: the pure question-flow machine (its views and stores stay the valuation pages'; the
// progress bar they share is components/flow-progress). Pure: stores of other features import it, unit tests too.
import { questionFlow } from './store'

export { FINAL_STAGES, percentOf, replay, transition, type FlowEvent, type FlowState, type TraderIdentity } from './machine'
// The report page takes the account screenshots picked for the report it shows, to upload them onto it.
export const takeAccountShots = (valId: string): string[] => questionFlow.takeAccountShots(valId)
