// Drift on the 模型 page (issue 41 point 3): an analyst imports a week of 火影忍者手游 deals sold well above what the
// served model says (the market file of journey 30), checks drift from the page, and sees the game flagged with its
// figures beside their limits and the retrain the flag queued; `npm run ops -- models:drift` prints the same check.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { button, consoleOperator, DESKTOP, openedConfirm } from '../lib/console.mjs'

const GAME = 10032
const NAME = '火影忍者手游'
const FILE = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'fixtures', '30-market.jsonl')
const PHONE_VIEW = { width: 390, height: 844 }

export default {
  name: 'console drift: later deals at higher prices, 检查漂移 flags the game with its figures and queues a retrain',
  exclusive: "a flagged game's retrain may promote a model that values every player's 火影忍者手游 account",
  async run(ctx) {
    const { base, screenshot } = ctx
    const { page: desk } = await consoleOperator(ctx, 'analyst', { name: 'e2e-analyst-drift' })
    await desk.goto(`${base}/console/market`)
    await desk.locator('input[type=file]').setInputFiles(FILE)
    await desk.getByText('检查结果：30-market.jsonl').waitFor({ timeout: 15000 })
    await button(desk, '导入可导入的 158 行').click()
    await (await openedConfirm(desk)).getByRole('button', { name: /导\s*入/ }).click()
    await desk.getByText(`已导入 158 行，涉及 ${NAME}`).waitFor({ timeout: 15000 })

    await desk.goto(`${base}/console/models`)
    const row = desk.locator('.ant-table-tbody tr.ant-table-row', { hasText: `${NAME}（${GAME}）` })
    await row.waitFor({ timeout: 15000 })
    await button(desk, '检查漂移').click()
    await desk.getByText(/^检查完成：/).waitFor({ timeout: 60000 })
    // Journey 30 may have promoted a model that learnt these deals already; on its own this journey sees the drift.
    const status = await row
      .locator('.ant-tag', { hasText: /^(漂移|正常)$/ })
      .first()
      .innerText()
    // The 漂移 column sits at the table's right end, before the fixed 操作 column.
    await desk.locator('.ant-table-content').evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
    await screenshot('drift-checked', desk)
    await row.getByRole('button', { name: /展开行|Expand row/ }).click()
    const card = desk.locator('.ant-card-small', { hasText: '漂移检查' })
    await card.waitFor()
    const text = await card.innerText()
    assert.match(text, /偏差（成交价相对估价）/)
    assert.match(text, /近 30 天 MdAPE/)
    if (status === '漂移') {
      assert.match(text, /估价偏离近期成交/)
      assert.match(text, /重新训练：(已排队重新训练|已有训练在排队或进行中，未重复排队|24 小时内已重新训练过，暂不再次排队)/)
    }
    await card.scrollIntoViewIfNeeded()
    await screenshot('drift-details', desk)
    await desk.setViewportSize(PHONE_VIEW)
    // At phone width antd lays the table out again (the 操作 column is pinned on wide screens only) and the expanded
    // row's card is drawn anew: scroll to the card once it is the new one.
    for (let tries = 0; ; tries++) {
      try {
        await card.scrollIntoViewIfNeeded()
        break
      } catch (e) {
        if (tries >= 3 || !/not attached/.test(String(e))) throw e
        await card.waitFor()
      }
    }
    await screenshot('drift-details-phone', desk)
    await desk.setViewportSize(DESKTOP)

    const printed = await ctx.ops('models:drift', String(GAME))
    assert.match(printed, new RegExp(`^${NAME} \\(${GAME}\\) (OK|DRIFT) checked`))
    assert.equal(/^\S+ \(\d+\) DRIFT/.test(printed), status === '漂移', printed)
  },
}
