import { navigateBack } from '../../src/router'
import { bootPage, byTestId, net, pageText, tap, text, waitFor, type Req } from './helpers'
import { bodiesOf, fakeState, missionService } from './mission-fixtures'

/** 任务中心 › indexIOS: asks for the iOS content and shows nothing that leads to a payment. */

const s = fakeState()
const fake = missionService(s)
// This fake answers as if it ignored the variant, so the page's own filter is what keeps the unlock task out.
const reply = (r: Req) => fake({ ...r, data: { ...(r.data ?? {}), variant: 'default' } })

beforeAll(async () => {
  await bootPage('#/pages/missionCenter/indexIOS', { reply, ready: 'mission-tasks' })
})

it('asks for the iOS variant and shows no task or text that leads to a payment', () => {
  expect(bodiesOf(net.requests, '/app/v1/mission/list')).toEqual([{ variant: 'ios' }])
  expect(byTestId('task-daily-valuate')).not.toBeNull()
  expect(byTestId('task-daily-unlock')).toBeNull()
  expect(pageText()).not.toContain('解锁一份完整报告')
  for (const word of ['支付', '付费', '购买', '¥']) expect(pageText()).not.toContain(word)
  // Rewards that are no payment stay: love value and draw chances.
  expect(text('task-first-valuate')).toContain('+1 次抽奖机会')
})

it('opens the iOS love value page and the draw', async () => {
  await tap('mission-love-link')
  await waitFor(() => window.location.hash === '#/pages/loveValue/indexIOS', 'the iOS love value page')
  await waitFor(() => byTestId('love-head') !== null, 'the love value page')
  expect(bodiesOf(net.requests, '/app/v1/love/info')).toEqual([{ variant: 'ios' }])
  await navigateBack()
  await waitFor(() => byTestId('mission-page') !== null, 'back on the mission centre')
  await tap('mission-draw-link')
  await waitFor(() => window.location.hash === '#/pages/h5/cj-active-draw/index', 'the draw page')
})
