import { APK, helpCalls, helpService } from './friend-help-fixtures'
import { bootPage, byTestId, currentPage, net, pageText, tap, text, toasts, waitFor } from './helpers'

/** 好友助力 (issue 34): a logged-in friend arriving by the help link sees the landing; the help is the tap. */

beforeAll(async () => {
  await bootPage('#/pages/h5/report/friendHelpDownload?scene=1_123456789012345_ABCDEFGH', {
    reply: helpService({ download: { android: APK, ios: APK } }),
    ready: 'fh-help',
  })
})

it('arriving logged in helps nobody: the landing shows whose report, game, level, progress and 帮TA助力', async () => {
  expect(helpCalls(net.requests)).toEqual([])
  expect(byTestId('fh-outcome')).toBeNull()
  expect(text('fh-help')).toBe('帮TA助力')
  expect(pageText()).toContain('好友 阿*** 邀请你助力')
  expect(pageText()).toContain('王者荣耀')
  expect(byTestId('level-badge')?.textContent).toContain('SR')
  expect(text('help-progress-text')).toContain('还差 2 人')
})

it('a helper without a photo shows the default avatar, not the first letter of the masked name', () => {
  const avatars = currentPage().querySelectorAll('[data-testid="helper-avatar-default"]')
  expect(avatars).toHaveLength(1)
  expect(avatars[0].textContent).toBe('')
  expect(text('help-progress')).not.toContain('玩')
})

it('the tap helps once with the scene’s help code, says 恭喜助力成功！, then shows 已助力 and the new progress', async () => {
  await tap('fh-help')
  await waitFor(() => byTestId('fh-done') !== null, 'the progress after helping')
  const helps = helpCalls(net.requests)
  expect(helps.map((r) => r.data)).toEqual([{ valId: '123456789012345' }])
  // The device's visitor id goes along: the service caps a day's helps per device.
  expect(helps[0].header?.['Va-Visitor-Id']).toMatch(/^[A-Za-z0-9]{32}$/)
  expect(toasts).toContain('恭喜助力成功！')
  expect(text('fh-outcome')).toBe('恭喜助力成功！')
  expect(text('fh-done')).toBe('已助力')
  expect(text('help-progress-text')).toContain('还差 1 人')
  // A helper with a photo shows it.
  expect(byTestId('helper-avatar')?.getAttribute('src')).toBe('https://img.example.com/me.png')
})

it('the next step: 我也来估一估, and 下载游戏估价App because a download is configured', () => {
  expect(text('fh-evaluate')).toBe('我也来估一估')
  expect(text('fh-download')).toBe('下载游戏估价App')
})
