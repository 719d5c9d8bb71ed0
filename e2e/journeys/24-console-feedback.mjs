// Feedback answered from the console (issue 37 point 8): a player sends feedback with a screenshot in the H5 app; a
// support operator finds it in 用户反馈 (待回复), opens it (the screenshot loads in the console from its signed link),
// takes it and replies; the player sees the red dot on 我的反馈 in Mine, opens the list (unread) and reads the reply
// signed 客服, after which the dot is gone. The inbox then lists it as 已回复, read by the player.
import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { button, consoleOperator, field } from '../lib/console.mjs'
import { loginPlayer } from '../lib/login.mjs'

const PHONE = '13800138024'
const CONTENT = '估价报告里的成交均价和我看到的不一样，麻烦核对'
const REPLY = '您好，已核对：成交均价按近 30 天同区成交计算，已为您更新报告数据。'

export default {
  name: 'console feedback: a player sends feedback, support replies in the console, the player reads it in 我的反馈',
  async run(ctx) {
    const { page, base, screenshot, api } = ctx
    const current = () => page.locator('.taro_page:visible')
    const titled = (title) => current().filter({ has: page.locator('.nav-bar__title', { hasText: title }) })

    const token = await loginPlayer(ctx, PHONE)

    // The player's feedback, with a screenshot of the app itself attached.
    const dir = mkdtempSync(join(tmpdir(), 'fb-'))
    const shotFile = join(dir, 'home.png')
    writeFileSync(shotFile, await page.screenshot())
    await page.goto(`${base}/#/subPages/adviceFeedback/index`)
    const fb = titled('意见反馈')
    await fb.locator('[data-testid=cat-valuation]').click()
    await fb.locator('[data-testid=feedback-content] textarea').fill(CONTENT)
    const chooser = page.waitForEvent('filechooser', { timeout: 10000 })
    await fb.locator('[data-testid=shot-add]').click()
    await (await chooser).setFiles(shotFile)
    await fb.locator('[data-testid=shot]').first().waitFor({ timeout: 10000 })
    await fb.locator('[data-testid=shot-uploading]').waitFor({ state: 'detached', timeout: 10000 })
    await fb.locator('[data-testid=feedback-submit]').click()
    await fb.locator('[data-testid=feedback-done]').waitFor({ timeout: 10000 })
    await screenshot('player-sent')

    // Support finds it among 待回复 and opens it: the screenshot loads from its signed link under the console's CSP.
    const { page: desk, operator } = await consoleOperator(ctx, 'support', { name: 'e2e-support-feedback' })
    await desk.goto(`${base}/console/feedback`)
    const row = desk.locator('.ant-table-tbody tr.ant-table-row', { hasText: CONTENT })
    await row.waitFor({ timeout: 10000 })
    assert.match(await row.innerText(), /估价不准[\s\S]*138\*\*\*\*8024[\s\S]*待回复[\s\S]*未分配/)
    await screenshot('console-inbox', desk)
    await row.click()
    await desk.getByText(CONTENT).waitFor()
    const thumb = desk.getByAltText('图片 1')
    await thumb.waitFor()
    const loaded = () => thumb.evaluate((img) => img.complete && img.naturalWidth > 0)
    for (let i = 0; i < 50 && !(await loaded()); i++) await desk.waitForTimeout(200)
    assert.ok(await loaded(), 'the screenshot loads in the console')
    await button(desk, '分配给我').click()
    await desk.locator('.ant-select-selection-item', { hasText: operator.name }).waitFor()
    await field(desk, '回复用户').fill(REPLY)
    await screenshot('console-detail', desk)
    await button(desk, '发送回复').click()
    await desk.getByText(REPLY).waitFor({ timeout: 10000 })
    await desk.locator('.ant-tag', { hasText: '已回复' }).first().waitFor()
    await screenshot('console-replied', desk)

    // The player: a red dot on 我的反馈 in Mine, the feedback unread in the list, the reply signed 客服.
    await page.goto(`${base}/#/pages/my/index`)
    const dot = current().locator('[data-testid=my-feedback-dot]')
    await dot.waitFor({ timeout: 10000 })
    await screenshot('mine-dot')
    await current().locator('[data-testid=entry-myFeedback]').click()
    await page.waitForURL(/#\/pages\/my-feedback\/index/, { timeout: 10000 })
    const card = titled('我的反馈').locator('[data-testid=myfb-card]').first()
    await card.waitFor({ timeout: 10000 })
    await card.locator('[data-testid=myfb-unread]').waitFor()
    assert.equal(await card.locator('[data-testid=myfb-status]').innerText(), '已回复')
    await screenshot('my-feedback-unread')
    await card.click()
    await page.waitForURL(/#\/pages\/my-feedback\/detail\?feedbackId=\d+/, { timeout: 10000 })
    const reply = titled('反馈详情').locator('[data-testid=myfb-reply]').first()
    await reply.waitFor({ timeout: 10000 })
    const replyText = await reply.innerText()
    assert.ok(replyText.includes(REPLY) && replyText.includes('客服'), replyText)
    assert.ok(!replyText.includes(operator.name), 'the operator is not named to the player')
    await screenshot('my-feedback-reply')
    assert.deepEqual((await api('feedback/unread', {}, token)).data, { count: 0 })

    await page.goto(`${base}/#/pages/my/index`)
    await current().locator('[data-testid=entry-myFeedback]').waitFor({ timeout: 10000 })
    await page.waitForTimeout(500)
    assert.equal(await current().locator('[data-testid=my-feedback-dot]').count(), 0, 'the dot is gone once read')

    // The inbox: 已回复, read by the player.
    await desk.goto(`${base}/console/feedback`)
    await desk.locator('.ant-radio-button-wrapper', { hasText: '已回复' }).click()
    const answered = desk.locator('.ant-table-tbody tr.ant-table-row', { hasText: CONTENT })
    await answered.waitFor({ timeout: 10000 })
    assert.match(await answered.innerText(), /已回复[\s\S]*1 条[\s\S]*e2e-support-feedback/)
    assert.equal(await answered.locator('.ant-badge-dot').count(), 0, 'read by the player')
    await screenshot('console-inbox-replied', desk)
  },
}
