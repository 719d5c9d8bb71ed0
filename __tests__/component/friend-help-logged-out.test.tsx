import { helpCalls, helpService } from './friend-help-fixtures'
import { bootPage, byTestId, net, pageText, tap, text, waitFor } from './helpers'
import { appStore } from '../../src/stores/app'

/** 好友助力 opened logged out (issue 34): the public teaser and 帮TA助力, which asks for login and comes back. */

beforeAll(async () => {
  await bootPage('#/pages/h5/report/friendHelpDownload?scene=1_123456789012345_ABCDEFGH', {
    reply: helpService(),
    user: null,
    ready: 'fh-help',
  })
})

it('shows whose report it is, the game, level and progress, and 帮TA助力, without any help call', () => {
  expect(pageText()).toContain('好友 阿*** 邀请你助力')
  expect(pageText()).toContain('王者荣耀')
  expect(byTestId('level-badge')?.textContent).toContain('SR')
  expect(text('help-progress-text')).toContain('已有 1 位好友助力，还差 2 人')
  expect(text('fh-help')).toBe('帮TA助力')
  expect(helpCalls(net.requests)).toEqual([])
  // Open while logged out: no redirect to login.
  expect(window.location.hash).toMatch(/^#\/pages\/h5\/report\/friendHelpDownload\?/)
})

it('without a configured download the next step is 我也来估一估 only (no page saying App 即将上线)', () => {
  expect(appStore.configLoaded).toBe(true)
  expect(text('fh-evaluate')).toBe('我也来估一估')
  expect(byTestId('fh-download')).toBeNull()
})

it('帮TA助力 goes to login with the landing as `from`, and still helps nobody', async () => {
  await tap('fh-help')
  await waitFor(() => window.location.hash.startsWith('#/pages/login/verifyCode'), 'the login page')
  const query = new URLSearchParams(window.location.hash.split('?')[1])
  expect(query.get('from')).toBe('/pages/h5/report/friendHelpDownload?code=123456789012345')
  expect(query.get('inviteCode')).toBe('ABCDEFGH')
  expect(helpCalls(net.requests)).toEqual([])
})
