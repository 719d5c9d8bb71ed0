import { act } from 'react'
import { bootPage, byTestId, flush, net, tap, text, toasts, type, urls, waitFor } from './helpers'
import { reLaunch } from '../../src/router'
import { mineStore } from '../../src/stores/mine'
import { sessionStore } from '../../src/stores/session'
import { recentEvents } from '../../src/tracker'

/** The real-name page in the real app (logged in); only the network is replaced. Tests run in order. */

const VALID_ID = '11010519491231002X'
const BAD_CHECKSUM_ID = '110105194912310021'
let status = { status: 0, name: '', idNo: '' }

beforeAll(async () => {
  await bootPage('#/pages/realNameAuth/index', {
    reply: (r) =>
      r.url.startsWith('/app/v1/user/castatus') ? { code: 200, msg: 'ok', data: status } : { code: 200, msg: 'ok', data: null },
    ready: 'real-name-form',
  })
})

beforeEach(() => {
  net.requests.length = 0
  toasts.length = 0
})

it('unverified: loads castatus and shows the form with the reason', () => {
  expect(window.location.hash).toBe('#/pages/realNameAuth/index')
  expect(byTestId('real-name-form')).not.toBeNull()
  // Exactly what the service enforces (issue 34): payTrans answers 40100 before verification, 40104 to a minor.
  expect(text('why')).toBe(
    '根据国家相关规定，付费解锁报告和发布账号前需完成实名认证；未满18周岁的用户不能付费，可使用解锁券或邀请好友助力解锁报告。',
  )
  expect(byTestId('verified')).toBeNull()
})

it('empty fields and a one-character name are rejected inline without calling the service', async () => {
  await tap('submit')
  expect(text('name-error')).toBe('请输入真实姓名')
  expect(text('id-error')).toBe('请输入身份证号')
  await type('name-field', '张')
  await tap('submit')
  expect(text('name-error')).toBe('姓名需为2-20个汉字，可含间隔号“·”')
  expect(byTestId('name-field')?.className).toContain('rn-field--error')
  expect(urls()).toEqual([])
})

it('a bad ID checksum is rejected client-side without calling the service', async () => {
  await type('name-field', '阿卜杜拉·买买提')
  await type('id-field', BAD_CHECKSUM_ID)
  await tap('submit')
  expect(byTestId('name-error')).toBeNull()
  expect(text('id-error')).toBe('身份证号码不正确，请核对')
  expect(urls()).toEqual([])
})

it('a service error (40102 mismatch) is shown under the form', async () => {
  net.reply = (r) =>
    r.url.startsWith('/app/v1/user/realInfoVerify')
      ? { code: 40102, msg: '姓名与身份证号不一致', data: null }
      : { code: 200, msg: 'ok', data: status }
  await type('id-field', VALID_ID.toLowerCase())
  await tap('submit')
  expect(byTestId('id-error')).toBeNull()
  expect(net.requests.map((r) => [r.url, r.data])).toEqual([['/app/v1/user/realInfoVerify', { name: '阿卜杜拉·买买提', idNo: VALID_ID }]])
  expect(text('submit-error')).toBe('姓名与身份证号不一致')
  expect(byTestId('verified')).toBeNull()
})

it('under 18 (40101) is shown too', async () => {
  net.reply = () => ({ code: 40101, msg: '未满18周岁，无法完成实名认证', data: null })
  await type('id-field', '110101201001010015')
  await tap('submit')
  expect(text('submit-error')).toBe('未满18周岁，无法完成实名认证')
})

it('success shows the verified state with the masked name and ID', async () => {
  status = { status: 1, name: '阿*', idNo: '110***********002X' }
  net.reply = () => ({ code: 200, msg: '实名认证成功', data: status })
  await type('id-field', VALID_ID)
  await tap('submit')
  expect(toasts).toContain('实名认证成功')
  expect(text('verified')).toContain('已完成实名认证')
  expect(text('verified-name')).toBe('阿*')
  expect(text('verified-id')).toBe('110***********002X')
  expect(sessionStore.userInfo?.realNameStatus).toBe(1)
  expect(byTestId('real-name-form')).toBeNull()
  const events = recentEvents.filter((e) => e.name === 'real-name-auth')
  expect(events.some((e) => e.eventType === 'pv')).toBe(true)
  expect(events.filter((e) => e.eventType === 'event').map((e) => e.extra?.result)).toEqual(['refused', 'refused', 'verified'])
})

it('opened afresh, castatus alone brings the verified state', async () => {
  await act(async () => mineStore.reset())
  await act(async () => {
    await reLaunch('realNameAuth')
  })
  await waitFor(() => byTestId('verified') !== null, 'the verified card')
  await flush()
  expect(urls()).toEqual(['/app/v1/user/castatus'])
  expect(text('verified')).toContain('已完成实名认证')
  expect(text('verified-id')).toBe('110***********002X')
})
