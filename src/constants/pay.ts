/** Payment constants of spec section 9. */

export { PayScene, PayStage, PayType, DISCOUNT_COUNTDOWN_MS } from '../../server/src/contract/values/pay'
