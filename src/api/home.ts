import type { ValGameFeatureBody, ValGameFeatureData, ValGameMainData, ValMainCountData, ValMainData } from '../../server/src/contract/home'
import { post } from '../http'
import { ApiPath } from './paths'

/** Home page calls (no login needed); response shapes come from the service's contract. */
export const valMain = () => post<ValMainData>(ApiPath.VAL_MAIN, {}).then((r) => r.data)
export const valGameMain = () => post<ValGameMainData>(ApiPath.VAL_GAME_MAIN, {}).then((r) => r.data)
export const valGameFeature = (p: ValGameFeatureBody = {}) => post<ValGameFeatureData>(ApiPath.VAL_GAME_FEATURE, p).then((r) => r.data)
export const valMainCount = () => post<ValMainCountData>(ApiPath.VAL_MAIN_COUNT, {}).then((r) => r.data)
