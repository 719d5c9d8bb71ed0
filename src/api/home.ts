import type { ValGameFeatureBody } from '../../server/src/contract/home'
import { call } from './endpoint'

/** Home page calls (no login needed); response shapes come from the service's contract. */
export const valMain = () => call('valMain', {}).then((r) => r.data)
export const valGameMain = () => call('valGameMain', {}).then((r) => r.data)
export const valGameFeature = (p: ValGameFeatureBody = {}) => call('valGameFeature', p).then((r) => r.data)
export const valMainCount = () => call('valMainCount', {}).then((r) => r.data)
