/** Payment constants of spec section 9. */

export { PayScene, PayType, DISCOUNT_COUNTDOWN_MS, PrizeType } from '../../server/src/contract/values/pay'

/** The payment page; a report unlock opens it with `valId` (the report id) and `payScene`. */
export const PAY_PATH = '/pages/pay/index'
