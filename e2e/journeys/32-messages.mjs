// 消息 in Mine (issue 40 point 2): a player's report is made, a friend helps it, operations grant coupons and send a
// system notice; Mine shows 消息 with 4 unread; the list shows each with its icon; opening the coupon message marks it
// read and leads to 券使用记录; 全部已读 clears the rest and Mine's count goes.
import assert from 'node:assert/strict'
import { loginPlayer } from '../lib/login.mjs'

const PHONE = '13800138032'
const FRIEND = '13800138033'
const ANSWERS = { skins: { epic: 24, legend: 6, starLegend: 1, glory: 1 }, heroCount: 105, server: '安卓QQ' }
const NOTICE = '6 月 10 日 02:00-04:00 系统维护，期间暂停估价，其他功能不受影响。'

/** A phone logged in through the API (the friend never opens the app here). */
async function apiLogin({ api, smsCode }, phone) {
  assert.equal((await api('verify/send', { phone })).code, 200)
  const login = await api('verify/login', { phone, code: await smsCode(phone) })
  assert.equal(login.code, 200, JSON.stringify(login))
  return login.data.token
}

export default {
  name: 'messages: a report, a friend’s help, coupons and a notice reach 消息; read one, then all',
  exclusive: "the system notice goes to every player's 消息",
  async run(ctx) {
    const { page, base, screenshot, api } = ctx
    const visible = (id) => page.locator(`.taro_page:visible [data-testid=${id}]`).first()
    const cards = () => page.locator('.taro_page:visible [data-testid=msg-card]')

    const token = await loginPlayer(ctx, PHONE)

    // A report made (report_ready), a friend's help on it (help_progress), coupons and a notice from operations.
    const created = await api('val/valuation', { gameId: 10013, evaluateType: 2, answers: ANSWERS }, token)
    assert.equal(created.code, 200, JSON.stringify(created))
    const { valId } = created.data
    for (let i = 0; i < 100 && (await api('val/valReport', { valId }, token)).data.status === 0; i++) await page.waitForTimeout(200)
    const share = await api('val/helpShare', { valId }, token)
    assert.equal(share.code, 200, JSON.stringify(share))
    const helped = await api('val/valReportShare', { valId: share.data.code }, await apiLogin(ctx, FRIEND))
    assert.equal(helped.code, 200, JSON.stringify(helped))
    await ctx.grantCoupons(PHONE, 2)
    await ctx.ops('message:broadcast', '--title', '系统维护通知', '--body', NOTICE)

    // Mine: 消息 first among the services, with its count.
    await page.goto(`${base}/#/pages/my/index`)
    await visible('messages-count').waitFor({ timeout: 10000 })
    assert.equal(await visible('messages-count').innerText(), '4')
    await screenshot('mine')

    await visible('entry-messages').click()
    await page.waitForURL(/#\/pages\/messages\/index/, { timeout: 10000 })
    await cards().nth(3).waitFor({ timeout: 10000 })
    assert.equal(await visible('msg-unread-count').innerText(), '4 条未读')
    const titles = await cards().locator('.msg-card__title').allInnerTexts()
    assert.deepEqual(titles, ['系统维护通知', '解锁券到账', '好友为你助力', '估价完成'])
    await screenshot('messages')

    // The coupon message leads to 券使用记录 and is read when back.
    await cards().nth(1).click()
    await page.waitForURL(/#\/pages\/vouchersList\/index/, { timeout: 10000 })
    await page.goBack()
    await page.waitForURL(/#\/pages\/messages\/index/, { timeout: 10000 })
    await page.locator('.taro_page:visible [data-testid=msg-unread-count]', { hasText: '3 条未读' }).waitFor({ timeout: 10000 })

    await visible('msg-read-all').click()
    await page.locator('.taro_page:visible [data-testid=msg-unread-count]', { hasText: '全部已读' }).waitFor({ timeout: 10000 })
    assert.equal((await api('message/unread', {}, token)).data.count, 0)
    await screenshot('all-read')

    await page.goto(`${base}/#/pages/my/index`)
    await visible('entry-messages').waitFor({ timeout: 10000 })
    await visible('messages-count').waitFor({ state: 'detached', timeout: 10000 })
  },
}
