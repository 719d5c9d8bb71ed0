/** What other features use of payment: the unlock-pay popup (it leads to the pay page). */
export { default as UnlockPayPopup } from './UnlockPayPopup'
