import type { LaunchExecStatus, LaunchType } from './navigation'

export type ParsedScene =
  | { type: typeof LaunchType.ACTIVITY; activityId: string }
  | { type: typeof LaunchType.REPORT_FRIEND_HELP; reportId: number; inviteCode: string }
  | { type: typeof LaunchType.PARTNER_LOGIN; pxKey: string; to: string; gameId: string }

/** What the app was opened with (saved on show, consumed once by the page it was meant for). */
export interface LaunchInfo {
  /** Launch page path without leading slash. */
  path: string
  query: Record<string, string>
  scene: ParsedScene | null
  inviteCode?: string
  valId?: string | number
  platform?: string
  /** Identity of this launch (its scene), so a consumed launch is not re-saved by a later onShow. */
  key: string
}

export interface LaunchResult {
  status: LaunchExecStatus
  msg?: string
  /** Parsed scene that was executed (e.g. the quick-login target `to`/`gameId`). */
  scene?: ParsedScene
}
