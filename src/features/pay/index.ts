/** What other features use of payment: the unlock-pay popup (it leads to the pay page) and its offer. */
export { default as UnlockPayPopup } from './UnlockPayPopup'
export { useUnlockOffer, unlockLabel } from './use-unlock-offer'
