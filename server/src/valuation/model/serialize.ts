import type { GameModel } from './types'
import { MODEL_VERSION } from './types'
import { prepare } from './core'

/**
 * Models are plain JSON. The service stores `serializeModel(model)` (e.g. one row per game) and serving
 * replicas `loadModel(text)` it at start or when a retrain is published; no request ever fits anything.
 */
export function serializeModel(model: GameModel): string {
  return JSON.stringify(model)
}

export function loadModel(json: string | object): GameModel {
  const m = (typeof json === 'string' ? JSON.parse(json) : json) as GameModel
  if (!m || (m.status !== 'trained' && m.status !== 'refused')) throw new Error('不是有效的估价模型')
  if (m.version !== MODEL_VERSION) throw new Error(`估价模型版本不匹配：${m.version}（需要 ${MODEL_VERSION}），请重新训练`)
  // Build the runtime arrays now, so the first valuation after a (re)load is as fast as the others.
  if (m.status === 'trained') prepare(m)
  return m
}
