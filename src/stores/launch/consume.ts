import * as authApi from '../../api/auth'
import { LaunchExecStatus, LaunchType } from '../../constants/navigation'
import { ErrorText } from '../../http/codes'
import { isAppTerminal } from '../../platform/terminal-core'
import { normalizePath } from '../../router/guard'
import { appStore } from '../app'
import { sessionStore } from '../session'
import type { LaunchResult, ParsedScene } from '../../constants/launch'

interface Executor {
  needsLogin: boolean
  /** Whether this terminal can run it at all (false: NOT_SUPPORTED, the info stays). */
  supported?: () => boolean
  run(scene: ParsedScene): Promise<boolean>
}

const executors: Record<ParsedScene['type'], Executor> = {
  // Activity QR codes (type 0): nothing to call; the page opens the activity with its activityId on SUCCESS.
  [LaunchType.ACTIVITY]: {
    needsLogin: false,
    async run(scene) {
      return scene.type === LaunchType.ACTIVITY && scene.activityId !== ''
    },
  },
  // A help code opens the friend-help landing, which is all the launch does: the help itself is the friend's tap
  // on 帮TA助力 there (issue 34), never a side effect of arriving or of logging in.
  [LaunchType.REPORT_FRIEND_HELP]: {
    needsLogin: false,
    async run(scene) {
      return scene.type === LaunchType.REPORT_FRIEND_HELP && scene.reportId > 0
    },
  },
  [LaunchType.PARTNER_LOGIN]: {
    // Quick login is the login itself.
    needsLogin: false,
    // In the native app webview the app owns the session (spec section 8, 40005 calls native login).
    supported: () => !isAppTerminal(sessionStore.terminalName),
    async run(scene) {
      if (scene.type !== LaunchType.PARTNER_LOGIN) return false
      const res = await authApi.quickLogin(scene.pxKey)
      // Spec section 5: quick login needs both a token and a refresh token.
      if (!res?.token || !res?.refresh) return false
      return sessionStore.login({ type: 'PxLogin', token: res.token, refresh: res.refresh })
    },
  },
}

/**
 * A page consumes the launch info meant for it (spec section 4). The info stays until it succeeds or
 * fails, so a "not logged in" result can be retried after login.
 */
export async function consumeLaunchInfo(expect: { paths: string[]; type: ParsedScene['type'] }): Promise<LaunchResult> {
  const info = appStore.launchInfo
  const scene = info?.scene
  if (!info || !scene) return { status: LaunchExecStatus.NO_DATA }
  if (!expect.paths.map(normalizePath).includes(normalizePath(info.path))) {
    return { status: LaunchExecStatus.PATH_NOT_MATCHED, msg: ErrorText.LAUNCH_PATH_MISMATCH }
  }
  if (scene.type !== expect.type) {
    return { status: LaunchExecStatus.TYPE_NOT_MATCHED, msg: ErrorText.LAUNCH_TYPE_MISMATCH }
  }
  const exec = executors[scene.type]
  if (!exec || (exec.supported && !exec.supported())) return { status: LaunchExecStatus.NOT_SUPPORTED, scene }
  if (exec.needsLogin && !sessionStore.isLoggedIn) return { status: LaunchExecStatus.NOT_LOGIN, scene }
  let ok: boolean
  let msg: string | undefined
  try {
    ok = await exec.run(scene)
  } catch (err) {
    ok = false
    // The service's reason (你已经为这份报告助力过了, 快捷登录已失效…) for the page to show.
    msg = err instanceof Error && err.message ? err.message : undefined
  }
  appStore.clearLaunchInfo()
  return ok ? { status: LaunchExecStatus.SUCCESS, scene } : { status: LaunchExecStatus.FAIL, scene, ...(msg ? { msg } : {}) }
}
