import Taro from '@tarojs/taro'
import { act } from 'react'
import type { CachedUser } from '../../src/platform/caches'

/** Shared helpers of the page tests: booting the app, a fake service behind Taro.request and DOM queries on the shown page. */

export type Req = { url: string; method?: string; data?: Record<string, unknown>; header?: Record<string, string> }
export type Reply = { code: number; msg: string; data?: unknown }

export const net = {
  requests: [] as Req[],
  /** A reply may be a promise, so a test can hold one answer back while others arrive. */
  reply: ((_r: Req) => ({ code: 200, msg: 'ok', data: null })) as (r: Req) => Reply | Promise<Reply>,
}

let gate: Promise<void> | null = null
let release: () => void = () => {}

/** Holds every reply until `openGate()` (to see skeletons). */
export function closeGate() {
  gate = new Promise((r) => (release = r))
}
export function openGate() {
  release()
  gate = null
}

/** Taro.request answers from `net.reply`, after the gate if it is closed. */
export function mockService(): void {
  jest.spyOn(Taro, 'request').mockImplementation(((o: Req) => {
    net.requests.push(o)
    const respond = () =>
      Promise.resolve(net.reply(o)).then((data) => ({ statusCode: 200, data, header: {}, cookies: [], errMsg: 'request:ok' }))
    return gate ? gate.then(respond) : respond()
  }) as never)
}

/** Titles of the toasts shown since the test last emptied it. */
export const toasts: string[] = []

export const TEST_USER: CachedUser = { token: 'T', refresh_token: 'R' }

type BootOptions = {
  /** The fake service; by default every call answers code 200 with no data. */
  reply?: (r: Req) => Reply | Promise<Reply>
  /** The saved session; null boots logged out. */
  user?: CachedUser | null
  /** A test id the first page shows once it is usable; boot waits for it. */
  ready?: string
}

/**
 * Boots the real app on `hash` (e.g. `#/pages/report/index?valId=r_a`) with the network replaced by `reply`;
 * toasts are recorded in `toasts` and the clipboard is stubbed.
 */
export async function bootPage(
  hash: string,
  { reply = () => ({ code: 200, msg: 'ok', data: null }), user = TEST_USER, ready }: BootOptions = {},
) {
  // Loaded here, not at the top: tests that render a component alone import these helpers without the app.
  const { bootApp } = await import('./boot')
  const { sessionStore } = await import('../../src/stores/session')
  net.reply = reply
  mockService()
  jest.spyOn(Taro, 'showToast').mockImplementation(((o: { title: string }) => {
    toasts.push(o.title)
    return Promise.resolve({ errMsg: 'showToast:ok' })
  }) as never)
  jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve({ errMsg: 'setClipboardData:ok' })) as never)
  sessionStore.clearLocal()
  if (user) sessionStore.saveUser(user)
  await bootApp(hash)
  // A cold boot on a busy machine can take a while.
  if (ready) await waitFor(() => byTestId(ready) !== null, `${ready} after boot`, 60000)
}

/**
 * Paths the page requested, without the tracker's own flushes: those leave on a timer, so whether one falls inside a
 * test depends on the machine's load (tests read tracked events through `recentEvents`).
 */
export const urls = () => net.requests.map((r) => r.url.split('?')[0]).filter((u) => !u.endsWith('/tracker/report'))

/** The page on screen: Taro H5 keeps stacked pages in the DOM and hides all but the top one. */
export function currentPage(): HTMLElement {
  const pages = Array.from(document.querySelectorAll<HTMLElement>('.taro_page'))
  const shown = pages.filter((p) => p.style.display !== 'none')
  return shown[shown.length - 1] ?? pages[pages.length - 1] ?? document.body
}

export const byTestId = (id: string) => currentPage().querySelector(`[data-testid="${id}"]`) as HTMLElement | null
export const text = (id: string) => byTestId(id)?.textContent ?? ''
export const pageText = () => currentPage().textContent ?? ''

/** Drains promise chains (mocked requests, MobX actions) without relying on timers. */
export async function flush() {
  await act(async () => {
    for (let i = 0; i < 30; i++) await Promise.resolve()
  })
}

export async function tap(id: string) {
  const el = byTestId(id)
  if (!el) throw new Error(`no element ${id} on ${window.location.hash}`)
  await act(async () => {
    el.click()
  })
  await flush()
}

export async function type(id: string, value: string) {
  // A freshly shown Taro Input renders its inner <input> a moment later.
  const inner = () => byTestId(id)?.querySelector('input, textarea') ?? null
  const until = Date.now() + 2000
  while (byTestId(id) && !inner() && Date.now() < until) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20))
    })
  }
  const input = (inner() ?? byTestId(id)) as HTMLInputElement
  await act(async () => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  // The H5 Input component reports the value through its own event; let React commit the new state.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20))
  })
  await flush()
}

/** Polls (in act) until `check` holds: boot and page transitions take longer on a busy machine. */
export async function waitFor(check: () => boolean, what: string, ms = 15000) {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what} (at ${window.location.hash})`)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 25))
    })
  }
}
