// Missions to a delivered prize: a player signs in for the day in 任务中心, claims the valuation task three times
// (their valuations really happened), redeems love value for a draw chance, draws a real prize in an activity an
// operator set up, submits the delivery address, and follows the logistics once the operator ships it.
import assert from 'node:assert/strict'
import { loginWithCode } from '../lib/login.mjs'

const PLAYER = '13800138040'
const ANSWERS = { skins: { epic: 12, legend: 3, starLegend: 0, glory: 0 }, heroCount: 80, server: '安卓QQ' }
const ACTIVITY = 'E2E-GIFT'

/** `YYYY-MM-DD HH:mm` in China time, `days` from now. */
const chinaTime = (days) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 16).replace('T', ' ')

export default {
  name: 'missions and the draw: sign in, claim, redeem a chance, draw a real prize, give the address, see the logistics',
  exclusive: "its draw activity is every player's (redeemed chances go to the activity that ends first)",
  async run({ page, base, screenshot, smsCode, api, ops }) {
    const visible = (id) => page.locator(`.taro_page:visible [data-testid=${id}]`).first()

    // an operator runs an activity whose only prize is real goods; it ends first, so redeemed chances go to it
    await ops(
      'activity:set',
      ACTIVITY,
      '--title',
      '测试好礼',
      '--start',
      chinaTime(-1),
      '--end',
      chinaTime(1),
      '--per-user',
      '5',
      '--per-day',
      '5',
    )
    await ops('prize:add', ACTIVITY, '--type', '1', '--name', '游戏手柄', '--odds', '100', '--stock', '3')

    await page.goto(`${base}/#/pages/login/verifyCode`)
    await loginWithCode(page, smsCode, PLAYER)
    await page.waitForURL(/#\/pages\/index\/index/, { timeout: 10000 })
    const session = await page.evaluate(() => localStorage.getItem('va-user-info'))
    const token = (JSON.parse(session).data ?? JSON.parse(session)).token

    // three valuations, each one real event for the 估价一个账号 task
    for (let i = 0; i < 3; i++) {
      const created = await api('val/valuation', { gameId: 10013, evaluateType: 2, answers: { ...ANSWERS, heroCount: 80 + i } }, token)
      assert.equal(created.code, 200, JSON.stringify(created))
    }

    // home → 任务中心 through the task entry
    await visible('home-task').click()
    await page.waitForURL(/#\/pages\/missionCenter\/index/, { timeout: 10000 })
    await visible('mission-sign').waitFor({ timeout: 15000 })
    await screenshot('mission-centre')

    // the daily sign-in claims its reward at once
    await visible('mission-sign').click()
    await page
      .locator('.taro_page:visible')
      .getByText(/今日已签到/)
      .first()
      .waitFor({ timeout: 10000 })
    assert.equal((await api('love/info', {}, token)).data.balance, 5)

    // the valuation task is claimable three times, once per finished valuation
    let claimed = 0
    for (let tries = 0; tries < 80 && claimed < 3; tries++) {
      const list = (await api('mission/list', {}, token)).data.tasks
      const task = list.find((t) => t.id === 'daily-valuate')
      if (task.claimable > 0) {
        await page.reload()
        await visible('task-btn-daily-valuate').waitFor({ timeout: 15000 })
        await page.locator('.taro_page:visible [data-testid=task-btn-daily-valuate]').getByText('领取').waitFor({ timeout: 10000 })
        await visible('task-btn-daily-valuate').click()
        await page.waitForTimeout(600)
        claimed = (await api('mission/list', {}, token)).data.tasks.find((t) => t.id === 'daily-valuate').claimed
      } else await page.waitForTimeout(250)
    }
    assert.equal(claimed, 3, 'three valuation claims')
    await page.reload()
    await visible('task-btn-daily-valuate').waitFor({ timeout: 15000 })
    assert.match(await visible('task-btn-daily-valuate').innerText(), /已完成/)
    await screenshot('tasks-claimed')
    assert.equal((await api('love/info', {}, token)).data.balance, 35)

    // 爱心值: redeem 30 for a draw chance
    await visible('mission-love-link').click()
    await page.waitForURL(/#\/pages\/loveValue\/index/, { timeout: 10000 })
    await visible('redeem-chance-btn').waitFor({ timeout: 15000 })
    assert.equal(await visible('love-balance').innerText(), '35')
    await visible('redeem-chance-btn').click()
    await page.locator('.taro-modal__foot').getByText('兑换', { exact: true }).click()
    await visible('redeem-go-draw').waitFor({ timeout: 10000 })
    for (let i = 0; i < 40 && (await visible('love-balance').innerText()) !== '5'; i++) await page.waitForTimeout(250)
    assert.equal(await visible('love-balance').innerText(), '5')
    await screenshot('love-redeemed')

    // the draw page of that activity: odds published, one chance, a real prize
    await visible('redeem-go-draw').click()
    await page.waitForURL(new RegExp(`#/pages/h5/cj-active-draw/index\\?activityId=${ACTIVITY}`), { timeout: 10000 })
    await visible('draw-odds').waitFor({ timeout: 15000 })
    assert.match(await visible('draw-odds').innerText(), /游戏手柄[\s\S]*100\.00%/)
    assert.match(await visible('draw-chances').innerText(), /1/)
    await screenshot('draw-page')
    await visible('draw-button').click()
    await visible('draw-result').waitFor({ timeout: 15000 })
    assert.match(await visible('draw-result').innerText(), /游戏手柄/)
    await screenshot('draw-won')

    // the address form
    await visible('draw-result-address').click()
    await page.waitForURL(/#\/pages\/h5\/cj-active-draw\/submitAddress\?recordId=\d+/, { timeout: 10000 })
    await visible('address-form').waitFor({ timeout: 15000 })
    await visible('address-submit').click()
    await page.locator('.taro_page:visible').getByText('请填写收货人').first().waitFor({ timeout: 5000 })
    await visible('address-name').locator('input').fill('张三')
    await visible('address-mobile').locator('input').fill('13800138040')
    await visible('address-region').click()
    await page.getByText('确定', { exact: true }).last().click()
    assert.match(await visible('address-region-value').innerText(), /^北京市 东城区$/)
    await visible('address-detail').locator('textarea, input').first().fill('东长安街 1 号 东方广场')
    await screenshot('address-filled')
    await visible('address-submit').click()

    // logistics: waiting to ship, then shipped by the operator
    await page.waitForURL(/#\/pages\/h5\/cj-active-draw\/physical\?recordId=\d+/, { timeout: 10000 })
    await visible('physical-status').waitFor({ timeout: 15000 })
    assert.match(await visible('physical-status').innerText(), /待发货/)
    const recordId = page.url().match(/recordId=(\d+)/)[1]
    await ops('prize:ship', recordId, '--carrier', '顺丰速运', '--tracking', 'SF1234567890')
    await page.reload()
    await visible('physical-tracking').waitFor({ timeout: 15000 })
    assert.match(await visible('physical-status').innerText(), /已发货/)
    assert.match(await visible('physical-tracking').innerText(), /SF1234567890/)
    assert.match(await visible('physical-address').innerText(), /东长安街 1 号/)
    await screenshot('logistics')
  },
}
