import { TrackEventType, TrackName } from '../constants/tracker'
import { track } from './index'

/**
 * Tracking of the valuation screens (spec section 2 names valuation and valuation-report): page views of
 * the choose page and the authorization page, and the flow's steps as events with an spm code
 * `valuation.<screen>.<action>` so the last step before leaving is known.
 */
export type ValuationScreen = 'choose' | 'auth'

export const trackValuation = {
  pv(screen: ValuationScreen, extra?: Record<string, unknown>) {
    return track(TrackEventType.PV, TrackName.VALUATION, { screen, ...extra }, `valuation.${screen}`)
  },
  event(action: string, extra?: Record<string, unknown>, screen: ValuationScreen = 'choose') {
    return track(TrackEventType.EVENT, TrackName.VALUATION, { action, ...extra }, `valuation.${screen}.${action}`)
  },
  /** The flow's stage and completion percent (exposure_percent: how far the user got). */
  progress(stage: string, percent: number, screen: ValuationScreen) {
    return track(TrackEventType.EXPOSURE_PERCENT, TrackName.VALUATION, { stage, percent, screen }, `valuation.${screen}.${stage}`)
  },
}
