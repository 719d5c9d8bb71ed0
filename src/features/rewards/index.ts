/** What other pages use of missions and love value: which route opens them on this device. */
export { loveRoute, missionRoute } from './variant'
