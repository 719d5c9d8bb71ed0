import { DEFAULT_TEL_CODE } from '../../constants/app'
import type { FixedInputKind } from '../../constants/report'
import { isCode } from '../../utils/validators'
import { looksLikePhone } from '../../../server/src/contract/values/rules/phone'
import { byPropsOf } from '../../utils/link-fallback'

/**
 * Client checks of the flow's fixed inputs (spec section 5: land id, username, password, mobile, code) with
 * their Chinese messages; the service checks again. Each returns '' when valid.
 */
export const LINK_MAX = 2048

/** A goods link may arrive inside the platform's share text; it must contain an http(s) address. */
export function checkGoodsLink(text: string): string {
  const t = text.trim()
  if (!t) return '请粘贴商品链接'
  if (t.length > LINK_MAX) return '链接太长，请只粘贴商品链接'
  if (!/https?:\/\/[^\s]+/i.test(t)) return '没有识别到链接，请粘贴交易平台的商品链接'
  return ''
}

export function checkCampId(v: string): string {
  const t = v.trim()
  if (!t) return '请输入营地ID'
  return /^\d{6,12}$/.test(t) ? '' : '营地ID为6-12位数字'
}

export function checkAccount(v: string): string {
  const t = v.trim()
  if (!t) return '请输入游戏账号'
  return t.length > 64 ? '账号不能超过64个字符' : ''
}

export function checkPassword(v: string): string {
  if (!v) return '请输入密码'
  return v.length > 64 ? '密码不能超过64个字符' : ''
}

export function checkCode(v: string): string {
  const t = v.trim()
  if (!t) return '请输入验证码'
  return isCode(t) ? '' : '请输入6位数字验证码'
}

export function checkMobile(v: string): string {
  const t = v.trim()
  if (!t) return '请输入手机号'
  return looksLikePhone(DEFAULT_TEL_CODE, t) ? '' : '请输入正确的手机号'
}

/** The check of each fixed input kind of the flow (spec section 5), by kind. */
export const FIXED_INPUT_CHECKS: Record<FixedInputKind, (v: string) => string> = {
  landId: checkCampId,
  username: checkAccount,
  password: checkPassword,
  mobile: checkMobile,
  code: checkCode,
}

export function checkCaptcha(v: string): string {
  const t = v.trim()
  if (!t) return '请输入图形验证码'
  return t.length > 12 ? '图形验证码不正确' : ''
}

/**
 * The service reports bad answers as 40000 `参数错误：〈message〉（〈key〉）；…` (up to three); this maps them back
 * to the questions so the form shows each in place. Messages naming no known key are left out.
 */
export function serviceFieldErrors(msg: string, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  const body = msg.startsWith('参数错误：') ? msg.slice('参数错误：'.length) : ''
  for (const part of body.split('；')) {
    const m = /^(.+?)（([\w.]+)）/.exec(part.trim())
    if (!m) continue
    const key = m[2].split('.')[0]
    if (keys.includes(key) && !out[key]) out[key] = m[1]
  }
  return out
}

/** Service codes the flow reacts to in place (docs/api.md "Business codes"). */
export const FlowServiceCode = { BAD_PARAMETER: 40000, NOT_FOUND: 40004, LINK_UNSUPPORTED: 40021, GAME_NOT_OPEN: 40023 } as const

/** Where a link the service cannot value leads (40021 `data.byProps`): valuation by properties of this game. */
export interface LinkFallback {
  gameId: number
}

/**
 * Reads 40021's `{guide, byProps: {gameId?}}`: the game the service named for the link, else the one the user chose;
 * null when the answer offers no way on (an older service).
 */
export function linkFallbackOf(data: unknown, chosenGameId: number | null): LinkFallback | null {
  const byProps = byPropsOf(data)
  if (!byProps) return null
  const gameId = byProps.gameId ?? chosenGameId
  return gameId === null ? null : { gameId }
}
