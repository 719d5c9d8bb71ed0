import { LaunchType } from '../../constants/navigation'
import { normalizePath } from '../../router/guard'
import { appStore } from '../app'
import { parseScene } from './scene'
import type { LaunchInfo } from '../../constants/launch'

export interface LaunchOptions {
  path?: string
  query?: Record<string, unknown>
}

/** Turns Taro's launch/show options into the launch info (spec section 3). */
export function buildLaunchInfo(options: LaunchOptions | undefined | null): LaunchInfo {
  const query: Record<string, string> = {}
  for (const [k, v] of Object.entries(options?.query ?? {})) if (v !== undefined && v !== null) query[k] = String(v)
  const scene = parseScene(query.scene)
  const path = normalizePath(options?.path ?? '')
  const info: LaunchInfo = { path, query, scene, key: `${path}?${query.scene ?? ''}` }
  if (scene?.type === LaunchType.REPORT_FRIEND_HELP) {
    info.inviteCode = scene.inviteCode || undefined
    info.valId = scene.reportId
  }
  if (query.inviteCode) info.inviteCode = query.inviteCode
  if (query.valId) info.valId = query.valId
  if (query.platform) info.platform = query.platform
  return info
}

/** On show: remember what the app was opened with until a page consumes it. */
export function saveLaunchInfo(options: LaunchOptions | undefined | null): LaunchInfo | null {
  const info = buildLaunchInfo(options)
  // Returning from background repeats the original options; a launch already consumed must not run again.
  if (info.scene && appStore.consumedLaunchKeys.includes(info.key)) return null
  appStore.setLaunchInfo(info)
  return info
}
