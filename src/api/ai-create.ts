import type { AiCreateBody, AiCreateData, AiTone } from '../../server/src/contract/ai-create'
import { callData } from './endpoint'

/**
 * AI创作 (docs/api.md "AI创作"): listing copy from one of the caller's valuation reports or a game and its answers.
 * The page shows its own error state, so the call does not toast.
 */
export const aiCreate = (b: AiCreateBody) => callData('aiCreate', b, { silent: true })

export type { AiCreateBody, AiCreateData, AiTone }
