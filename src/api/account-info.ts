import type { AccountInfoData, AccountInfoSaveBody, MarkSoldBody, PublishBody } from '../../server/src/contract'
import { call, type Extra } from './endpoint'

export type { AccountInfoData, AccountInfoSaveBody }

/** `val/accountInfo`: completion and publish state of one of the caller's reports (and the attributes to confirm). */
export const accountInfo = (valId: string, extra?: Extra) => call('accountInfo', { valId }, extra).then((r) => r.data)

/** `val/accountInfo/save`; `silent`: the form shows the service's message. */
export const saveAccountInfo = (p: AccountInfoSaveBody) => call('accountInfoSave', { ...p }, { silent: true }).then((r) => r.data)

/**
 * `val/publish`, silent: the page shows 50000's Chinese reason inline. On 40100 (not real-name verified) the request
 * layer still opens the real-name page.
 */
export const publish = (p: PublishBody) => call('publish', { ...p }, { silent: true }).then((r) => r.data)

export const unpublish = (valId: string) => call('unpublish', { valId }).then((r) => r.data)

/** `val/markSold`, silent: the page shows 50000's reason inline (the account is no longer on sale). */
export const markSold = (p: MarkSoldBody) => call('markSold', { ...p }, { silent: true }).then((r) => r.data)
