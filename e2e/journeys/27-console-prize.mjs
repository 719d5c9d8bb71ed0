// A real prize shipped from the console (issue 38 point 2): an operator sets up an activity whose one prize is real
// goods (ops activity:set / prize:add, odds 100%), a player wins it and gives the delivery address in the H5 app; an
// operations operator finds it in 奖品发放 (待发货), opens it (recipient masked, address in full), ships it with a
// carrier from the list and a tracking number; the player's logistics page then shows 已发货, the carrier and number.
import assert from 'node:assert/strict'
import { button, consoleOperator, field } from '../lib/console.mjs'
import { loginPlayer } from '../lib/login.mjs'

const PHONE = '13800138027'
const ACTIVITY = 'E2E-CONSOLE-PRIZE'
const PRIZE = '蓝牙耳机'
const TRACKING = 'YT-2026113027'

/** `YYYY-MM-DD HH:mm` in China time, `days` from now. */
const chinaTime = (days) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 16).replace('T', ' ')

export default {
  name: 'console prize: a player wins real goods and gives the address, operations ships it, the logistics page shows it',
  exclusive: "its draw activity is every player's",
  async run(ctx) {
    const { page, base, screenshot, api, ops } = ctx
    const visible = (id) => page.locator(`.taro_page:visible [data-testid=${id}]`).first()

    // Free daily draws (the red-envelope style), so the player needs no chance; the one prize is always won.
    await ops(
      'activity:set',
      ACTIVITY,
      '--title',
      '控制台发货测试',
      '--style',
      'red_envelope',
      '--start',
      chinaTime(-1),
      '--end',
      chinaTime(2),
    )
    await ops('prize:add', ACTIVITY, '--type', '1', '--name', PRIZE, '--odds', '100', '--stock', '5')

    const token = await loginPlayer(ctx, PHONE)
    const drawn = await api('draw/draw', { activityId: ACTIVITY }, token)
    assert.equal(drawn.code, 200, JSON.stringify(drawn))
    assert.equal(drawn.data.record.prize.name, PRIZE)
    const recordId = drawn.data.record.id

    // The player gives the delivery address on the app's own form.
    await page.goto(`${base}/#/pages/h5/cj-active-draw/submitAddress?recordId=${recordId}`)
    await visible('address-form').waitFor({ timeout: 15000 })
    await visible('address-name').locator('input').fill('李四')
    await visible('address-mobile').locator('input').fill('13900139027')
    await visible('address-region').click()
    await page.getByText('确定', { exact: true }).last().click()
    await visible('address-detail').locator('textarea, input').first().fill('朝阳门内大街 27 号 3 单元 302')
    await visible('address-submit').click()
    await page.waitForURL(/#\/pages\/h5\/cj-active-draw\/physical\?recordId=\d+/, { timeout: 10000 })
    await visible('physical-status').waitFor({ timeout: 15000 })
    assert.match(await visible('physical-status').innerText(), /待发货/)
    await screenshot('player-waiting')

    // Operations finds it among 待发货 and opens it.
    const { page: desk } = await consoleOperator(ctx, 'operations', { name: 'e2e-operations-prize' })
    await desk.goto(`${base}/console/prizes`)
    const row = desk.locator('.ant-table-tbody tr.ant-table-row', { hasText: `#${recordId}` })
    await row.waitFor({ timeout: 10000 })
    assert.match(await row.innerText(), new RegExp(`${PRIZE}[\\s\\S]*控制台发货测试[\\s\\S]*138\\*\\*\\*\\*8027[\\s\\S]*待发货`))
    await screenshot('console-list', desk)
    await row.click()
    await desk.getByText(`中奖记录 #${recordId}`).waitFor()
    await desk.getByText('朝阳门内大街 27 号 3 单元 302', { exact: false }).first().waitFor()
    const card = await desk.locator('.ant-card', { hasText: '收货地址' }).innerText()
    assert.match(card, /李\*/)
    assert.match(card, /139\*\*\*\*9027/)
    assert.ok(!card.includes('13900139027'), 'the recipient’s number is masked')

    // 发货: a carrier from the list, the tracking number.
    await field(desk, '快递公司').click()
    await desk.locator('.ant-select-item-option', { hasText: '圆通速递' }).click()
    await field(desk, '快递单号').fill(TRACKING)
    await screenshot('console-ship-form', desk)
    await button(desk, '发货').click()
    await desk.getByText('物流信息').waitFor({ timeout: 10000 })
    await desk.locator('.ant-tag', { hasText: '已发货' }).first().waitFor()
    await screenshot('console-shipped', desk)

    // The player's logistics page: shipped, with the carrier and number.
    await page.reload()
    await visible('physical-tracking').waitFor({ timeout: 15000 })
    assert.match(await visible('physical-status').innerText(), /已发货/)
    assert.match(await visible('physical-carrier').innerText(), /圆通速递/)
    assert.match(await visible('physical-tracking').innerText(), new RegExp(TRACKING))
    await screenshot('player-shipped')
  },
}
