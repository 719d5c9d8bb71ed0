import { call } from './endpoint'

/** How many unlock coupons the caller's invitations have earned. */
export const getUnlockCoupon = () => call('getUnlockCoupon', {}).then((r) => r.data?.count ?? 0)
