import Taro from '@tarojs/taro'
import { routeUrl } from '../constants/routes'

/**
 * WeChat's privacy agreement (base library 2.32.3+): the first call of a privacy API (saving to the album, the
 * clipboard, choosing images, …) waits until the app asks the user. WeChat calls `onNeedPrivacyAuthorization`;
 * this app answers by opening its privacy guide (隐私保护指引, subPages/privacy-guide), whose consent bar agrees
 * through a button of open-type `agreePrivacyAuthorization` (WeChat checks that button was tapped) or refuses.
 * Every call waiting meanwhile gets the same answer. Douyin has no such API (nothing is installed there); H5 has
 * its own no-op variant.
 *
 * Importing the module installs the listener: app.ts imports it at start-up, before any privacy API can run.
 */

type Answer = { event: 'agree'; buttonId: string } | { event: 'disagree' } | { event: 'exposureAuthorization' }
type Resolve = (answer: Answer) => void

/** The consent button's id, handed back to WeChat with the agreement. */
export const PRIVACY_AGREE_BUTTON_ID = 'privacy-agree'

let waiting: Resolve[] = []
/** The guide is open for the current request (more calls may arrive before the user answers). */
let guideOpen = false

/** A privacy API is waiting for the user's answer (the privacy guide then shows its consent bar). */
export function privacyRequestPending(): boolean {
  return waiting.length > 0
}

/** Tells WeChat the guide with its consent bar is on screen (asked for before the answer). */
export function reportPrivacyExposure(): void {
  waiting.forEach((resolve) => resolve({ event: 'exposureAuthorization' }))
}

/** The user's answer, for every call waiting: they go on after an agreement, fail after a refusal. */
export function answerPrivacyRequest(agreed: boolean): void {
  const list = waiting
  waiting = []
  guideOpen = false
  list.forEach((resolve) => resolve(agreed ? { event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID } : { event: 'disagree' }))
}

function onNeedPrivacyAuthorization(resolve: Resolve): void {
  waiting.push(resolve)
  if (guideOpen) return
  guideOpen = true
  Taro.navigateTo({ url: routeUrl('privacyNotice') }).catch(() => {
    // No guide on screen (e.g. the page stack is full): refuse rather than leave the call hanging.
    answerPrivacyRequest(false)
  })
}

let installed = false

function installPrivacyAuthorization(): void {
  const host = Taro as unknown as { onNeedPrivacyAuthorization?: (listener: (resolve: Resolve) => void) => void }
  if (installed || typeof host.onNeedPrivacyAuthorization !== 'function') return
  installed = true
  host.onNeedPrivacyAuthorization(onNeedPrivacyAuthorization)
}

installPrivacyAuthorization()
