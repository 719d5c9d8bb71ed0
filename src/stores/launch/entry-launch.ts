import { JUMP_PAGE_ROUTE } from '../../constants/home'
import { JumpPageType, LaunchExecStatus, LaunchType } from '../../constants/navigation'
import { Route, type TabName } from '../../constants/routes'
import { EvaluateType, GAME_IDS } from '../../constants/valuation'
import { showToast } from '../../platform/toast'
import { navigateTo, switchTab } from '../../router'
import { normalizePath } from '../../router/guard'
import { appStore } from '../app'
import { consumeLaunchInfo } from './consume'
import type { LaunchResult } from '../../constants/launch'

/**
 * The launches that open the entry pages (the guide `/`, which forwards to home, or home itself): activity QR
 * codes `0_<activityId>` and partner quick login `2_<pxKey>_<to>_<gameId>`, plus a friend-help code whose page is
 * home. Home calls `consumeEntryLaunch` on show.
 */

export const ENTRY_LAUNCH_PATHS: readonly string[] = [Route.guide.path, Route.home.path]
export const QUICK_LOGIN_FAILED = '快捷登录失败，请重新登录'

/** Where a quick login lands: a tab (its params parked for it) or a page that takes them in its query. */
export type PartnerTarget =
  | { tab: TabName; params?: { gameId: number; evaluateType?: number } }
  | { page: 'purpose' | 'check' }
  | { page: 'marketAnalysis'; gameId?: number }

/** Plain route names a partner may put in `to` besides the jump page type digits of spec section 9. */
const PLAIN_TARGETS = ['home', 'evaluate', 'mine', 'purpose', 'check', 'marketAnalysis'] as const
type PlainTarget = (typeof PLAIN_TARGETS)[number]

/**
 * `to`: a jump page type (1 evaluate, 2 purpose, 3 check, 4 auth evaluate) or a plain route name; anything else is
 * home. `gameId` counts only when it is one of the spec's games. Auth evaluate needs an authorization kind the
 * user has not chosen yet, so it opens the valuation tab with the game and the authorization method picked.
 */
export function partnerTarget(to: string, gameIdText: string): PartnerTarget {
  const n = Number(gameIdText)
  const gameId = gameIdText !== '' && GAME_IDS.includes(n) ? n : undefined
  let name: PlainTarget = 'home'
  if (/^[1-4]$/.test(to)) {
    const type = Number(to) as JumpPageType
    if (type === JumpPageType.AUTH_EVALUATE) {
      return gameId === undefined ? { tab: 'evaluate' } : { tab: 'evaluate', params: { gameId, evaluateType: EvaluateType.AUTH } }
    }
    name = JUMP_PAGE_ROUTE[type] as PlainTarget
  } else if ((PLAIN_TARGETS as readonly string[]).includes(to)) name = to as PlainTarget
  if (name === 'evaluate') return gameId === undefined ? { tab: 'evaluate' } : { tab: 'evaluate', params: { gameId } }
  if (name === 'home' || name === 'mine') return { tab: name }
  if (name === 'marketAnalysis') return gameId === undefined ? { page: name } : { page: name, gameId }
  // The intention search and did-I-lose pages have no game preselection: they open plainly.
  return { page: name }
}

function openTarget(t: PartnerTarget): Promise<unknown> {
  if ('tab' in t) {
    // Home is where this runs: nothing to open.
    if (t.tab === 'home') return Promise.resolve()
    return switchTab(t.tab, t.params)
  }
  if (t.page === 'marketAnalysis') return navigateTo('marketAnalysis', t.gameId === undefined ? undefined : { gameId: t.gameId })
  return navigateTo(t.page)
}

/** Launches this module already acted on (the consumer forgets only what it ran), so each runs once. */
const handled = new Set<string>()

/** Test hook: forget which launches were handled. */
export function resetEntryLaunch() {
  handled.clear()
}

const toast = (title: string) => showToast(title)

/**
 * Home on show: runs the pending launch once, by its scene's type, with the entry paths. Activity → the
 * activity page with its activityId; partner quick login → the `to` page with gameId; a friend-help code on
 * home → the friend-help page, which consumes it. Failures and mismatches are toasted. Returns the consumer's
 * result (null when nothing was consumed here).
 */
export async function consumeEntryLaunch(): Promise<LaunchResult | null> {
  const info = appStore.launchInfo
  const scene = info?.scene
  if (!info || !scene) return consumeLaunchInfo({ paths: [...ENTRY_LAUNCH_PATHS], type: LaunchType.ACTIVITY })
  if (handled.has(info.key)) return null
  const path = normalizePath(info.path)

  // A help code on its own page is that page's launch (it may be waiting for the friend to log in).
  if (scene.type === LaunchType.REPORT_FRIEND_HELP && path === Route.friendHelpDownload.path) return null
  // Marked before any await: a second show while this one runs must not start it again.
  handled.add(info.key)
  if (scene.type === LaunchType.REPORT_FRIEND_HELP && ENTRY_LAUNCH_PATHS.includes(path)) {
    await navigateTo('friendHelpDownload', { scene: info.query.scene })
    return null
  }

  const result = await consumeLaunchInfo({ paths: [...ENTRY_LAUNCH_PATHS], type: scene.type })
  switch (result.status) {
    case LaunchExecStatus.SUCCESS:
      if (scene.type === LaunchType.ACTIVITY) await navigateTo('h5CjActiveDraw', { activityId: scene.activityId })
      else if (scene.type === LaunchType.PARTNER_LOGIN) await openTarget(partnerTarget(scene.to, scene.gameId))
      break
    case LaunchExecStatus.FAIL:
      // Only quick login can fail here (an activity code has nothing to run).
      if (scene.type === LaunchType.PARTNER_LOGIN) toast(result.msg || QUICK_LOGIN_FAILED)
      break
    case LaunchExecStatus.PATH_NOT_MATCHED:
    case LaunchExecStatus.TYPE_NOT_MATCHED:
      // The consumer's message is the spec's text for the mismatch.
      if (result.msg) toast(result.msg)
      break
    case LaunchExecStatus.NOT_SUPPORTED:
      // Partner quick login inside the native app: the app owns the session, so the launch is left alone.
      break
    case LaunchExecStatus.NO_DATA:
    case LaunchExecStatus.NOT_LOGIN:
    default:
      break
  }
  return result
}
