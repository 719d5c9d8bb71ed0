import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import * as invitationApi from '@/api/invitation'
import type { Invitee } from '@/api/invitation'
import { Resource } from '@/stores/resource'
import { appStore } from '@/stores/app'
import { PagedList } from '@/stores/paged-list'
import { sessionStore } from '@/stores/session'

/** Invite codes are 8 characters of Crockford base32; people type them in any case, with stray spaces. */
export const INVITE_CODE_LENGTH = 8
export const cleanInviteCode = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase().slice(0, 16)

/** What the code field says is wrong, or '' when it can be sent. */
export function inviteCodeError(code: string): string {
  if (!code) return '请输入邀请码'
  if (!/^[0-9A-Z]+$/.test(code)) return '邀请码只包含字母和数字'
  if (code.length !== INVITE_CODE_LENGTH) return `邀请码为${INVITE_CODE_LENGTH}位字母或数字`
  return ''
}

/** The invite link (`missionCenter?inviteCode=…`) a friend opens; the page offers them 接受邀请. */
export type InviteLanding = { code: string; autoAccept: boolean }

/**
 * 邀请好友: my invite code with its share link, the people I invited with their reward state, and entering a
 * friend's code (`invitation/register`). A successful registration hands over to the download-app page.
 */
export class InviteStore {
  /** My code: fixed at registration, so read once. */
  private readonly code = new Resource(() => invitationApi.invitationCode(), { failedText: '邀请码加载失败' })
  /** The registration in flight; its refusal is said where the code was entered. */
  private readonly registration = new Resource<true>(null, { failedText: '绑定失败，请稍后重试' })
  input = ''
  inputError = ''
  /** The service's refusal of an invite link's code (own code, already bound elsewhere, unknown). */
  landingError = ''
  /** Coupons my invitations earned, read with the list's pages. */
  couponCount = 0
  readonly invitees = new PagedList<Invitee>(
    async (page, size) => {
      const detail = await invitationApi.invitationDetail(page, size)
      this.setCouponCount(detail.rewards.couponCount)
      return detail
    },
    20,
    (i) => i.uid,
  )
  private accepted = false

  constructor(readonly landing: InviteLanding | null) {
    makeAutoObservable<InviteStore, 'accepted' | 'code' | 'registration'>(this, {
      landing: false,
      invitees: false,
      accepted: false,
      code: false,
      registration: false,
    })
    // A new user who logs in from the link registers with the code, so the bind happens at registration.
    if (landing) appStore.setLaunchRefs({ inviteCode: landing.code })
  }

  get myCode(): string {
    return this.code.data ?? ''
  }

  get codeError(): string {
    return this.code.status === 'error' ? this.code.errorText : ''
  }

  get submitting(): boolean {
    return this.registration.loading
  }

  private setCouponCount(n: number): void {
    this.couponCount = n
  }

  get loggedIn(): boolean {
    return sessionStore.isLoggedIn
  }

  /** The inviter's uid the user is bound to, if any (from user info). */
  get boundInviter(): string {
    const uid = sessionStore.userInfo?.invite_uid
    return typeof uid === 'string' || typeof uid === 'number' ? String(uid) : ''
  }

  /** The link's code is the user's own: nothing to accept. */
  get landingIsMine(): boolean {
    return !!this.landing && this.landing.code === this.myCode
  }

  /** On show: everything a logged-in user sees; an invite link opened with 接受邀请 pending completes it. */
  async enter(): Promise<boolean> {
    if (!this.loggedIn) return false
    // The code is fixed at registration: read once; the list and the bound inviter can change between shows.
    await Promise.all([this.myCode ? null : this.loadCode(), this.invitees.refresh(), sessionStore.loadUserInfo().catch(() => undefined)])
    if (this.landing?.autoAccept && !this.accepted && !this.landingIsMine) return this.accept()
    return false
  }

  private async loadCode(): Promise<void> {
    await this.code.load()
  }

  setInput(raw: string): void {
    this.input = cleanInviteCode(raw)
    this.inputError = ''
  }

  /** 提交 in 填写邀请码. Resolves true when the user is now bound (the page then opens the download page). */
  async submit(): Promise<boolean> {
    const error = inviteCodeError(this.input)
    if (error) {
      this.inputError = error
      return false
    }
    if (this.input === this.myCode) {
      this.inputError = '不能填写自己的邀请码'
      return false
    }
    return this.register(this.input, (msg) => (this.inputError = msg))
  }

  /** 接受邀请 on an invite link. */
  async accept(): Promise<boolean> {
    if (!this.landing) return false
    this.accepted = true
    return this.register(this.landing.code, (msg) => (this.landingError = msg))
  }

  private async register(code: string, onRefused: (msg: string) => void): Promise<boolean> {
    if (this.submitting) return false
    const bound = await this.registration.run(async () => {
      await invitationApi.registerInvitation(code)
      await sessionStore.loadUserInfo().catch(() => undefined)
      return true as const
    })
    if (!bound) {
      this.refused(onRefused)
      return false
    }
    void Taro.showToast({ title: '邀请绑定成功', icon: 'none' })
    return true
  }

  private refused(onRefused: (msg: string) => void): void {
    onRefused(this.registration.errorText)
  }
}
