import { LaunchType } from '../../constants/navigation'
import type { ParsedScene } from '../../constants/launch'

/**
 * Launch scene of spec section 3: `type_a_b…` split by underscores. QR codes deliver it URL-encoded
 * (`1_123_abc` arrives as `1_123_abc` or `1%5F123%5Fabc`), so it is decoded first.
 */
export function parseScene(raw: string | undefined | null): ParsedScene | null {
  if (!raw) return null
  let s = String(raw)
  try {
    s = decodeURIComponent(s)
  } catch {
    /* keep raw */
  }
  const [type, ...rest] = s.split('_')
  switch (type) {
    case String(LaunchType.ACTIVITY):
      return rest[0] ? { type: LaunchType.ACTIVITY, activityId: rest[0] } : null
    case String(LaunchType.REPORT_FRIEND_HELP): {
      const reportId = Number(rest[0])
      if (!rest[0] || !Number.isFinite(reportId)) return null
      return { type: LaunchType.REPORT_FRIEND_HELP, reportId, inviteCode: rest[1] ?? '' }
    }
    case String(LaunchType.PARTNER_LOGIN):
      return rest[0] ? { type: LaunchType.PARTNER_LOGIN, pxKey: rest[0], to: rest[1] ?? '', gameId: rest[2] ?? '' } : null
    default:
      return null
  }
}
