import { LaunchType } from '../../constants/navigation'
import { normalizePath } from '../../router/guard'
import { appStore } from '../app'
import { parseScene } from './scene'
import type { LaunchInfo, ParsedScene } from '../../constants/launch'

export interface LaunchOptions {
  path?: string
  query?: Record<string, unknown>
}

/**
 * Identity of a launch: its scene, whatever page it arrived on. H5 repeats the launch query on every later show
 * (a browser tab brought back) but with the page then on screen as its path, so the path cannot be part of it.
 */
function launchKey(scene: ParsedScene | null): string {
  if (!scene) return ''
  if (scene.type === LaunchType.ACTIVITY) return `${scene.type}_${scene.activityId}`
  if (scene.type === LaunchType.REPORT_FRIEND_HELP) return `${scene.type}_${scene.reportId}_${scene.inviteCode}`
  return `${scene.type}_${scene.pxKey}_${scene.to}_${scene.gameId}`
}

/** Turns Taro's launch/show options into the launch info (spec section 3). */
export function buildLaunchInfo(options: LaunchOptions | undefined | null): LaunchInfo {
  const query: Record<string, string> = {}
  for (const [k, v] of Object.entries(options?.query ?? {})) if (v !== undefined && v !== null) query[k] = String(v)
  const scene = parseScene(query.scene)
  const path = normalizePath(options?.path ?? '')
  const info: LaunchInfo = { path, query, scene, key: launchKey(scene) }
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
  if (info.scene) {
    // Returning from background repeats the original options; a launch already consumed must not run again,
    // and one still waiting keeps the page it arrived on.
    if (appStore.consumedLaunchKeys.includes(info.key)) return null
    if (appStore.launchInfo?.scene && appStore.launchInfo.key === info.key) return appStore.launchInfo
  }
  appStore.setLaunchInfo(info)
  return info
}
