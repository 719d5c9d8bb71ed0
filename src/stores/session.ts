import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import * as authApi from '../api/auth'
import * as userApi from '../api/user'
import type { LoginResult } from '../api/types'
import { DEFAULT_TEL_CODE, type TerminalName } from '../constants/app'
import { BizCode, isRequestError } from '../http/codes'
import { ErrorText } from '../http/codes'
import type { HttpHooks } from '../http/hooks'
import { aiCreateCache, pxUserCache, userCache, type CachedUser, type PxUserInfo } from '../platform/caches'
import { detectChannel } from '../platform/channel'
import { canReadLoginCache, urlParams } from '../platform/env'
import { detectTerminal } from '../platform/terminal'
import { terminalCode } from '../platform/terminal-core'
import { showToast } from '../platform/toast'
import { HOME_PATH } from '../router/routes'
import { isKnownRoute, isLoginPage, normalizePath } from '../router/guard'
import { fromParam } from '../utils/query'
import { appStore } from './app'

export type LoginParams =
  | { type: 'Verify'; phone: string; code: string; telCode?: string }
  /** `code` from Taro.login; fetched here when omitted. */
  | { type: 'Login'; code?: string }
  | { type: 'PxLogin'; token?: string; refresh?: string }

export const CODE_WRONG_TEXT = '验证码错误'

const errorText = (e: unknown, fallback: string) => (isRequestError(e) && e.msg) || (e instanceof Error && e.message) || fallback

/** Session of spec section 4: who is logged in, login/logout, the SMS code and its error flags. */
export class SessionStore {
  userInfo: CachedUser | null = null
  pxUserInfo: PxUserInfo | null = null
  terminalName: TerminalName = detectTerminal()
  channel: string = detectChannel()
  /** Error texts; '' means no error. The page shows a red border and the text. */
  phoneError = ''
  codeError = ''
  loading = false
  /** 50015: the code was wrong, so the running countdown is dropped and a new code may be requested. */
  codeDisabled = false

  constructor() {
    makeAutoObservable(this, { httpHooks: false })
  }

  /** What the request layer reads from the session; the bootstrap installs them (src/bootstrap.ts). */
  httpHooks(): Partial<HttpHooks> {
    return {
      token: () => this.userInfo?.token,
      refreshToken: () => this.userInfo?.refresh_token,
      onTokenRefreshed: (token, refresh) => this.updateTokens(token, refresh),
      terminalCode: () => this.terminal,
      channel: () => this.channel,
    }
  }

  /** Numeric terminal header; falls back to 6 as the spec's login store does. */
  get terminal(): number {
    return terminalCode(this.terminalName)
  }

  get isLoggedIn(): boolean {
    return Boolean(this.userInfo?.token)
  }

  get token(): string | undefined {
    return this.userInfo?.token
  }

  /** Re-detects terminal and channel (the URL may only be readable once the app runs). */
  detectEnvironment() {
    this.terminalName = detectTerminal()
    this.channel = detectChannel()
  }

  /**
   * Launch: a token in the URL wins and the cache is not read; hosts that own the session (mini-program,
   * Toutiao and partner-app webviews) also skip the cache. See platform/env.h5.ts.
   */
  readLoginInfo() {
    const params = urlParams()
    if (params.token) {
      this.saveUser({ token: params.token, refresh_token: params.refresh_token || params.refresh || undefined })
      return
    }
    if (!canReadLoginCache()) return
    this.userInfo = userCache.read() ?? null
    this.pxUserInfo = pxUserCache.read() ?? null
  }

  saveUser(user: CachedUser) {
    this.userInfo = { ...user }
    userCache.write(this.userInfo)
  }

  private updateTokens(token: string, refresh?: string) {
    this.saveUser({ ...(this.userInfo ?? {}), token, refresh_token: refresh ?? this.userInfo?.refresh_token })
  }

  /** Local part of logout: also used by the 40005 handler and before every login. */
  clearLocal() {
    this.userInfo = null
    this.pxUserInfo = null
    userCache.clear()
    pxUserCache.clear()
    aiCreateCache.clear()
  }

  setPhoneError(msg: string) {
    this.phoneError = msg
  }

  setCodeError(msg: string) {
    this.codeError = msg
  }

  resetCodeDisabled() {
    this.codeDisabled = false
  }

  async sendCode(phone: string, telCode: string = DEFAULT_TEL_CODE): Promise<boolean> {
    this.phoneError = ''
    try {
      await authApi.sendCode(phone, telCode)
      runInAction(() => {
        this.codeDisabled = false
      })
      showToast(ErrorText.CODE_SENT)
      return true
    } catch (e) {
      runInAction(() => {
        this.phoneError = errorText(e, '验证码发送失败')
      })
      return false
    }
  }

  async login(p: LoginParams): Promise<boolean> {
    this.loading = true
    this.codeError = ''
    this.clearLocal()
    try {
      const refs = appStore.loginRefs
      let res: LoginResult
      if (p.type === 'Verify') {
        res = await authApi.verifyLogin({ phone: p.phone, code: p.code, telCode: p.telCode, ...refs })
      } else if (p.type === 'Login') {
        const code = p.code ?? (await Taro.login()).code
        res = await authApi.wxLogin(code, refs)
      } else {
        if (!p.token || !p.refresh) throw new Error('缺少登录凭证')
        res = { token: p.token, refresh_token: p.refresh }
      }
      if (!res?.token) throw new Error('登录失败')
      runInAction(() =>
        this.saveUser({
          token: res.token,
          refresh_token: res.refresh_token,
          source: res.source,
          invite_uid: res.invite_uid,
          isNewPxb: res.isNewPxb,
        }),
      )
      await this.loadUserInfo()
      void this.fetchPxToken()
      return true
    } catch (e) {
      runInAction(() => {
        // A half-finished login must not leave a token behind.
        this.clearLocal()
        if (isRequestError(e) && e.code === BizCode.WRONG_CODE) {
          this.codeError = e.msg || CODE_WRONG_TEXT
          this.codeDisabled = true
        } else {
          this.codeError = errorText(e, '登录失败')
        }
      })
      return false
    } finally {
      runInAction(() => {
        this.loading = false
      })
    }
  }

  /** `silent`: a caller that only needs the id (the valuation drafts) shows no error of its own. */
  async loadUserInfo(opts: { silent?: boolean } = {}): Promise<void> {
    const info = await userApi.userInfo(opts.silent ? { silent: true } : undefined)
    runInAction(() =>
      this.saveUser({ ...(this.userInfo ?? {}), ...info, token: this.userInfo?.token, refresh_token: this.userInfo?.refresh_token }),
    )
  }

  /** Partner token is optional, so failures are swallowed. */
  async fetchPxToken(): Promise<void> {
    try {
      const px = await authApi.getPxToken()
      if (px?.token) {
        runInAction(() => {
          this.pxUserInfo = { token: px.token }
          pxUserCache.write(this.pxUserInfo)
        })
      }
    } catch {
      /* optional */
    }
  }

  /** Server logout first, then local clearing whatever the server said. */
  async logout(): Promise<void> {
    try {
      await authApi.logout()
    } catch {
      /* clear anyway */
    } finally {
      runInAction(() => this.clearLocal())
    }
  }

  /**
   * 注销账号: the service deletes the account and ends every session; then this device forgets it too. Rejects
   * (the request layer has shown the reason) and keeps the session when the service refuses.
   */
  async deleteAccount(): Promise<void> {
    await userApi.logOff()
    runInAction(() => this.clearLocal())
  }

  /**
   * Where to land after login: the decoded `from` when it names a known non-login page, else home.
   */
  afterLoginTarget(from?: string | null): string {
    const target = fromParam(from)
    if (!target || !isKnownRoute(target) || isLoginPage(target) || normalizePath(target) === normalizePath('/')) {
      return `/${HOME_PATH}`
    }
    return target.startsWith('/') ? target : `/${target}`
  }
}

export const sessionStore = new SessionStore()
