import type { HelpDetailData, HelpShareData } from '../../server/src/contract'
import { callData } from './endpoint'

/** Friend help: the owner's help code and progress, and the page a friend opens. Types from the contract. */
export type HelpShare = HelpShareData
export type HelpDetail = HelpDetailData

export const helpShare = (valId: string) => callData('helpShare', { valId }, { silent: true })
export const helpDetail = (code: string) => callData('helpDetail', { code }, { silent: true })
