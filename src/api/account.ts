import type { AccountInfoData, AccountInfoSaveBody, PublishBody, PublishData } from '../../server/src/contract'
import { post } from '../http'
import { ApiPath } from './paths'

export type { AccountInfoData, AccountInfoSaveBody, PublishData }

/** `val/accountInfo`: completion and publish state of one of the caller's reports. */
export const accountInfo = (valId: string) => post<AccountInfoData>(ApiPath.ACCOUNT_INFO, { valId }).then((r) => r.data)

/** `val/accountInfo/save`; `silent`: the form shows the service's message. */
export const saveAccountInfo = (p: AccountInfoSaveBody) =>
  post<AccountInfoData>(ApiPath.ACCOUNT_INFO_SAVE, { ...p }, { silent: true }).then((r) => r.data)

/**
 * `val/publish`, silent: the page shows 50000's Chinese reason inline. On 40100 (not real-name verified) the request
 * layer still opens the real-name page.
 */
export const publish = (p: PublishBody) => post<PublishData>(ApiPath.PUBLISH, { ...p }, { silent: true }).then((r) => r.data)

export const unpublish = (valId: string) => post<PublishData>(ApiPath.UNPUBLISH, { valId }).then((r) => r.data)
