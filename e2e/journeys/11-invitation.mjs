// Invitation end to end: a friend opens the inviter's link (任务中心 with the invite code), logs in from it, the
// invitation is accepted on arrival and the download-app page opens at settings; the inviter sees the friend in
// 邀请记录, and the friend's first valuation earns the inviter an unlock coupon.
import assert from 'node:assert/strict'
import { loginWithCode } from '../lib/login.mjs'

const INVITER = '13800138020'
const FRIEND = '13800138021'
const ANSWERS = { skins: { epic: 12, legend: 3, starLegend: 0, glory: 0 }, heroCount: 80, server: '安卓QQ' }

export default {
  name: 'invitation: a friend opens the invite link, logs in, accepts, lands on the download page; the inviter is rewarded',
  async run({ page, base, screenshot, smsCode, api }) {
    const visible = (id) => page.locator(`.taro_page:visible [data-testid=${id}]`).first()

    // the inviter logs in (their session is kept for the end) and has a code to share
    await page.goto(`${base}/#/pages/login/verifyCode`)
    await loginWithCode(page, smsCode, INVITER)
    await page.waitForURL(/#\/pages\/index\/index/, { timeout: 10000 })
    const inviterSession = await page.evaluate(() => localStorage.getItem('va-user-info'))
    const inviterToken = (JSON.parse(inviterSession).data ?? JSON.parse(inviterSession)).token
    const code = (await api('invitation/getInvitationCode', {}, inviterToken)).data.inviteCode
    // Logged out off the app, so the running app cannot save the inviter's session again.
    await page.goto(`${base}/openapi.json`)
    await page.evaluate(() => localStorage.clear())

    // the friend opens the invite link, logged out
    await page.goto(`${base}/#/pages/missionCenter/index?inviteCode=${code}`)
    await visible('invite-landing').waitFor({ timeout: 15000 })
    assert.match(await visible('invite-landing').innerText(), new RegExp(code))
    await screenshot('invite-landing')
    await visible('invite-accept').click()
    await page.waitForURL(/#\/pages\/login\/verifyCode/, { timeout: 10000 })
    await loginWithCode(page, smsCode, FRIEND)

    // back on the invite page, the invitation is accepted and the download page opens at settings
    await page.waitForURL(/#\/pages\/h5\/downloadApp\/index\?path=setting/, { timeout: 15000 })
    await page.locator('.taro_page:visible').getByText('游戏估价').first().waitFor({ timeout: 10000 })
    await screenshot('download-page')

    const detail = await api('invitation/getInvitationDetail', {}, inviterToken)
    assert.equal(detail.data.total, 1, JSON.stringify(detail))
    assert.equal(detail.data.list[0].rewardState, 0)

    // the friend's mission centre (its 邀请好友 tab) now says the code is bound, and shows their own code
    await page.goto(`${base}/#/pages/missionCenter/index?tab=invite`)
    await visible('invite-bound').waitFor({ timeout: 15000 })
    // the code shows dots until the friend's own code arrives; wait for the code itself
    await page
      .locator('.taro_page:visible [data-testid=invite-code]', { hasText: /^[0-9A-Z]{8}$/ })
      .first()
      .waitFor({ timeout: 15000 })
    assert.match(await visible('invite-code').innerText(), /^[0-9A-Z]{8}$/)
    await screenshot('friend-invite-page')

    // the friend's first valuation earns the inviter a coupon
    const friendSession = await page.evaluate(() => localStorage.getItem('va-user-info'))
    const friendToken = (JSON.parse(friendSession).data ?? JSON.parse(friendSession)).token
    const created = await api('val/valuation', { gameId: 10013, evaluateType: 2, answers: ANSWERS }, friendToken)
    assert.equal(created.code, 200, JSON.stringify(created))
    let rewarded = false
    for (let i = 0; i < 50 && !rewarded; i++) {
      const d = await api('invitation/getInvitationDetail', {}, inviterToken)
      rewarded = d.data.list[0]?.rewardState === 1
      if (!rewarded) await page.waitForTimeout(200)
    }
    assert.ok(rewarded, 'the inviter was rewarded')

    // the inviter's page: one friend, one coupon, the reward state. The session is switched on a page of the same
    // origin that is not the app, so the running app cannot write the friend's session back over it.
    await page.goto(`${base}/openapi.json`)
    await page.evaluate((s) => {
      localStorage.clear()
      localStorage.setItem('va-user-info', s)
    }, inviterSession)
    await page.goto(`${base}/#/pages/missionCenter/index?tab=invite`)
    await visible('invitee-row').waitFor({ timeout: 15000 })
    assert.equal(await visible('invite-total').innerText(), '1')
    assert.equal(await visible('invite-coupons').innerText(), '1')
    assert.match(await visible('invitee-row').innerText(), /已获得解锁券/)
    await screenshot('inviter-page')
  },
}
