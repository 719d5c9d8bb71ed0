import Taro from '@tarojs/taro'
import { StorageKey } from '../../src/platform/storage-keys'
import type * as Helpers from './helpers'
import { KING_QUESTIONS, homeReply } from './valuation-fixtures'

/**
 * Issue 34: a reload must not clear the valuation form. The real app is booted, the player fills part of the 属性估价
 * form, and the app is booted again from scratch (fresh modules, so a fresh question flow; the browser's storage
 * kept): the tab reopens the same form with the answers back and says so. 清空重填 empties it; creating the report
 * clears the draft, so the next reload starts empty.
 */
jest.setTimeout(60000)

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const service = (r: Helpers.Req) => {
  const url = r.url.split('?')[0]
  const home = homeReply(r)
  if (home) return home
  if (url.endsWith('/val/questions')) return ok({ gameId: 10013, gameName: '王者荣耀', list: KING_QUESTIONS })
  if (url.endsWith('/val/valuation')) return ok({ valId: 'r_draft01' })
  if (url.endsWith('/val/valReport'))
    return ok({ valId: 'r_draft01', status: 0, evaluateType: 2, createdAt: 0, gameId: 10013, gameName: '王者荣耀' })
  return ok(null)
}
const USER = { token: 'T', refresh_token: 'R', id: 34 }

/** What the input shows (Taro's H5 Input holds the value on its inner element). */
function valueOf(h: typeof Helpers, id: string): string {
  const el = h.byTestId(id)
  return (el?.querySelector('input, textarea') as HTMLInputElement | null)?.value ?? (el as HTMLInputElement | null)?.value ?? ''
}

/** Boots the app from scratch, as a reload does: new modules, the same storage. */
async function reload(ready: string): Promise<typeof Helpers> {
  jest.resetModules()
  // @tarojs/taro before anything loads @tarojs/router (component/setup.js explains the order).
  require('@tarojs/taro')
  const h = (await import('./helpers')) as typeof Helpers
  await h.bootPage('#/pages/evaluate/choose/index', { reply: service, user: USER, ready })
  return h
}

/** The debounced write has happened: the draft is in storage. */
const savedDraft = (taro: typeof Taro) => taro.getStorageSync(StorageKey.VALUATION_DRAFTS) as { list?: { answers?: unknown }[] } | ''

let h: typeof Helpers

it('a reload brings back the form where it was, with what was typed, and says so', async () => {
  h = await reload('game-10013')
  await h.tap('game-10013')
  await h.tap('method-2')
  await h.waitFor(() => h.byTestId('props-step') !== null, 'the questions')
  expect(h.byTestId('prefill-note')).toBeNull()
  await h.tap('q-server-opt-iosWX')
  await h.type('q-heroCount-input', '88')
  await h.type('q-skins-field-glory', '3')
  const taro = require('@tarojs/taro').default as typeof Taro
  await h.waitFor(() => Boolean((savedDraft(taro) || {}).list?.length), 'the draft written after a pause in typing')

  h = await reload('props-step')
  expect(h.text('picked-game')).toContain('王者荣耀')
  expect(h.byTestId('q-server-opt-iosWX')?.className).toContain('qf__chip--on')
  expect(valueOf(h, 'q-heroCount-input')).toBe('88')
  expect(valueOf(h, 'q-skins-field-glory')).toBe('3')
  expect(h.text('prefill-text')).toBe('已恢复上次填写的内容')
  expect(h.text('prefill-clear')).toBe('清空重填')
})

it('清空重填 asks first, then empties the form; a reload after that starts empty', async () => {
  const taro = require('@tarojs/taro').default as typeof Taro
  const modal = jest
    .spyOn(taro, 'showModal')
    .mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true, errMsg: 'showModal:ok' })) as never)
    .mockImplementationOnce((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'showModal:ok' })) as never)
  await h.tap('prefill-clear')
  expect(valueOf(h, 'q-heroCount-input')).toBe('88')
  await h.tap('prefill-clear')
  expect(modal).toHaveBeenCalledTimes(2)
  expect(h.byTestId('prefill-note')).toBeNull()
  expect(valueOf(h, 'q-heroCount-input')).toBe('')
  expect(h.byTestId('q-server-opt-iosWX')?.className).not.toContain('qf__chip--on')
  expect((savedDraft(taro) || {}).list ?? []).toEqual([])

  h = await reload('game-10013')
  expect(h.byTestId('props-step')).toBeNull()
})

it('creating the report clears the draft: the next reload starts at choosing the game', async () => {
  await h.tap('game-10013')
  await h.tap('method-2')
  await h.waitFor(() => h.byTestId('props-step') !== null, 'the questions')
  await h.tap('q-server-opt-androidQQ')
  await h.type('q-heroCount-input', '60')
  await h.type('q-skins-field-epic', '12')
  const taro = require('@tarojs/taro').default as typeof Taro
  await h.waitFor(() => Boolean((savedDraft(taro) || {}).list?.length), 'the draft')
  await h.tap('submit')
  await h.waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report')
  const sent = h.net.requests.filter((r) => r.url.split('?')[0].endsWith('/val/valuation')).pop()
  expect(sent?.data).toEqual({ evaluateType: 2, gameId: 10013, answers: { server: 'androidQQ', skins: { epic: 12 }, heroCount: 60 } })
  expect((savedDraft(taro) || {}).list ?? []).toEqual([])

  h = await reload('game-10013')
  expect(h.byTestId('props-step')).toBeNull()
  expect(h.byTestId('prefill-note')).toBeNull()
})
