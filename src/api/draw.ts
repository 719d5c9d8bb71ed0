import type { DeliveryAddress, DrawActivityBody, DrawActivityData, DrawPrize, DrawRecord } from '../../server/src/contract'
import { callData } from './endpoint'

/** The prize draw: the activity with its prizes and my chances, drawing, my records and a real prize's address. */
export type { DeliveryAddress, DrawActivityData, DrawPrize, DrawRecord }

/** Loads quietly: the page shows the failure with a retry. Logged out, `me` is null. */
export const drawActivity = (body: DrawActivityBody) => callData('drawActivity', body, { silent: true })

/** One draw. Not silent: a refusal (no chance, today's limit, ended, minor) is the service's message as a toast. */
export const drawDo = (activityId: string) => callData('drawDo', { activityId })

export const drawRecords = (activityId: string | undefined, page: number, pageSize: number) =>
  callData('drawRecords', { page, pageSize, ...(activityId ? { activityId } : {}) }, { silent: true })

export const drawRecord = (recordId: number) => callData('drawRecord', { recordId }, { silent: true })

/** Submits or edits a real prize's delivery address; the form shows a refusal under its fields. */
export const drawAddress = (recordId: number, address: DeliveryAddress) =>
  callData('drawAddress', { recordId, ...address }, { silent: true })
