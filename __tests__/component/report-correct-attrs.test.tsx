import { KING_QUESTIONS, homeReply } from './valuation-fixtures'
import { lockedValuation } from './market-fixtures'
import { bootPage, byTestId, currentPage, net, tap, text, type, waitFor, type Req } from './helpers'

/**
 * Issue 34: 属性有误 on a report opens the valuation form of its game filled with the attributes the report was
 * valued from (val/answers); the player corrects one and values again, which makes a new report and leaves the old
 * one as it was. The feedback box stays under the two answers as the second way.
 */
jest.setTimeout(60000)

const base = { valId: 'r_old', evaluateType: 2, createdAt: Date.UTC(2026, 10, 1), gameId: 10013, gameName: '王者荣耀' }
const report = lockedValuation('r_old')
/** What val/answers sends: the stored attributes (an attribute the questions no longer ask is left out of the form). */
const ANSWERS = { server: 'iosWX', skins: { epic: 40, glory: 2 }, heroCount: 98, liveMail: false, retired: 5 }
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/val/valReport') {
    const valId = String(r.data?.valId)
    return ok(valId === 'r_old' ? report : { ...base, valId, status: 0 })
  }
  if (url === '/app/v1/val/answers')
    return r.data?.valId === 'r_old'
      ? ok({ valId: 'r_old', gameId: 10013, evaluateType: 2, answers: ANSWERS })
      : { code: 40004, msg: '报告不存在', data: null }
  if (url === '/app/v1/val/accountInfo')
    return ok({
      ...base,
      reportStatus: 1,
      locked: 1,
      perfectStatus: 4,
      publishStatus: 0,
      attrs: [{ key: 'heroCount', label: '英雄数量', value: '98个', required: true, present: true }],
      info: null,
      listing: null,
    })
  const home = homeReply(r)
  if (home) return home
  if (url === '/app/v1/val/questions') return ok({ gameId: 10013, gameName: '王者荣耀', list: KING_QUESTIONS })
  if (url === '/app/v1/val/valuation') return ok({ valId: 'r_new' })
  return ok(null)
}
const calls = (path: string) => net.requests.filter((r) => r.url.split('?')[0] === `/app/v1/${path}`)
const valueOf = (id: string) => (byTestId(id)?.querySelector('input, textarea') as HTMLInputElement | null)?.value ?? ''

beforeAll(async () => {
  await bootPage('#/pages/report/index?valId=r_old', {
    reply: service,
    user: { token: 'T', refresh_token: 'R', id: 8 },
    ready: 'property-confirm',
  })
})

it('the card offers 属性有误 (correct and value again) and keeps the feedback box as the second way', async () => {
  await waitFor(() => byTestId('property-wrong') !== null, 'the two answers')
  expect(text('property-confirm')).toContain('有误可改正后重新估价，原报告会保留')
  expect(text('property-feedback')).toBe('不想重新估价？写下哪里有误')
  await tap('property-feedback')
  expect(byTestId('feedback-input')).not.toBeNull()
  await tap('feedback-cancel')
  expect(byTestId('feedback-input')).toBeNull()
})

it("属性有误 opens the props form of the report's game filled with the report's attributes", async () => {
  await tap('property-wrong')
  await waitFor(() => window.location.hash.startsWith('#/pages/evaluate/choose/index'), 'the valuation tab')
  await waitFor(() => byTestId('props-step') !== null && valueOf('q-heroCount-input') === '98', 'the filled form')
  expect(calls('val/answers').map((r) => r.data)).toEqual([{ valId: 'r_old' }])
  expect(text('picked-game')).toContain('王者荣耀')
  expect(text('picked-method')).toContain('属性估价')
  expect(byTestId('q-server-opt-iosWX')?.className).toContain('qf__chip--on')
  expect(valueOf('q-skins-field-epic')).toBe('40')
  expect(valueOf('q-skins-field-glory')).toBe('2')
  expect(byTestId('q-liveMail-opt-false')?.className).toContain('qf__chip--on')
  expect(text('prefill-text')).toBe('已填入报告所用的属性，改正有误的项后重新估价，原报告会保留')
  expect(currentPage().textContent).not.toContain('retired')
})

it('the corrected answers make a new report; the old one is not touched', async () => {
  await type('q-heroCount-input', '120')
  await tap('submit')
  await waitFor(() => window.location.hash === '#/pages/report/index?valId=r_new', 'the new report')
  expect(calls('val/valuation').map((r) => r.data)).toEqual([
    { evaluateType: 2, gameId: 10013, answers: { server: 'iosWX', skins: { epic: 40, glory: 2 }, heroCount: 120, liveMail: false } },
  ])
  expect(calls('val/propertyConfirm')).toEqual([])
  expect(calls('val/retry')).toEqual([])
})
