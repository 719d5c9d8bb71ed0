// A market file, a retrain and a promotion from the console (issue 38 point 4), seen on a new report: a player's
// 火影忍者手游 account is valued (paid, so the band shows); an admin uploads a market file of later deals at higher
// prices with three bad lines, sees them rejected by line with reasons, imports the rest, retrains the game, watches
// the progress and promotes the challenger (with a reason when it is worse than the champion); the same account
// valued again gets the new model's band, higher than before.
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { button, consoleOperator, openedConfirm } from '../lib/console.mjs'
import { loginPlayer } from '../lib/login.mjs'
import { payInSandbox } from '../lib/pay.mjs'

const PHONE = '13800138080'
const GAME = 10032
const NAME = '火影忍者手游'
const ANSWERS = { server: '官服', sNinjas: { shop: 18, summon: 9, coupon: 2 }, aNinjas: 70 }
const FILE = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'fixtures', '30-market.jsonl')
const PHONE_VIEW = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** A paid valuation report of the account: its estimate and band. */
async function valuedBand(ctx, token) {
  const { api, page } = ctx
  const created = await api('val/valuation', { gameId: GAME, evaluateType: 2, answers: ANSWERS }, token)
  assert.equal(created.code, 200, JSON.stringify(created))
  const { valId } = created.data
  for (let i = 0; i < 100 && (await api('val/valReport', { valId }, token)).data?.status !== 1; i++) await page.waitForTimeout(200)
  await payInSandbox(ctx, token, 1, valId)
  const report = (await api('val/valReport', { valId }, token)).data
  assert.equal(report.status, 2, JSON.stringify(report).slice(0, 300))
  return { valId, estimateFen: report.estimateFen, ...report.range }
}

export default {
  name: 'console models: upload a market file, see the rejects, import, retrain and promote; a new report has the new band',
  exclusive: "the promoted model values every player's 火影忍者手游 account",
  async run(ctx) {
    const { base, screenshot } = ctx
    const token = await loginPlayer(ctx, PHONE)
    const before = await valuedBand(ctx, token)

    const { page: desk } = await consoleOperator(ctx, 'admin', { name: 'e2e-admin-models' })
    // 市场数据: the check lists the three bad lines with their reasons and writes nothing yet.
    await desk.goto(`${base}/console/market`)
    await desk.locator('input[type=file]').setInputFiles(FILE)
    await desk.getByText('检查结果：30-market.jsonl').waitFor({ timeout: 15000 })
    const rejects = desk.locator('.ant-table-tbody tr.ant-table-row')
    const rejectText = await desk.locator('.ant-card', { hasText: '检查结果' }).innerText()
    assert.match(rejectText, /3\s+priceFen\s+priceFen 应为正整数/)
    assert.match(rejectText, /8\s+gameId\s+不支持的游戏：99999/)
    assert.match(rejectText, /12\s+—\s+JSON 格式错误/)
    assert.ok((await rejects.count()) >= 4)
    assert.match(rejectText, new RegExp(`${NAME}（${GAME}）\\s+158\\s+0`))
    await screenshot('market-check', desk)
    await desk.setViewportSize(PHONE_VIEW)
    await screenshot('market-check-phone', desk)
    await desk.setViewportSize(DESKTOP)

    await button(desk, '导入可导入的 158 行').click()
    await (await openedConfirm(desk)).getByRole('button', { name: /导\s*入/ }).click()
    await desk.getByText(`已导入 158 行，涉及 ${NAME}`).waitFor({ timeout: 15000 })
    await screenshot('market-imported', desk)

    // 模型: retrain the game and watch it to the end.
    await desk.goto(`${base}/console/models`)
    const row = desk.locator('.ant-table-tbody tr.ant-table-row', { hasText: `${NAME}（${GAME}）` })
    await row.waitFor({ timeout: 15000 })
    const championBefore = (await row.innerText()).match(/#(\d+) · 成交/)?.[1]
    await row.getByRole('button', { name: '重新训练' }).click()
    // One game trains in a second or two: the progress may already read 完成 when the page first shows it.
    await row
      .locator('.ant-tag', { hasText: /排队中|训练中|回测中|完成/ })
      .first()
      .waitFor({ timeout: 10000 })
    await screenshot('models-training', desk)
    await row.locator('.ant-tag', { hasText: '完成' }).waitFor({ timeout: 90000 })

    // Promoted by itself when not worse; otherwise the admin promotes it with a reason.
    const championNow = (await row.innerText()).match(/#(\d+) · 成交/)?.[1]
    if (championNow === championBefore) {
      await row.getByRole('button', { name: /展开行|Expand row/ }).click()
      const card = desk.locator('.ant-card', { hasText: /候选 #\d+/ }).first()
      await card.waitFor()
      await screenshot('models-challenger', desk)
      await desk.setViewportSize(PHONE_VIEW)
      await screenshot('models-challenger-phone', desk)
      await desk.setViewportSize(DESKTOP)
      const worse = (await card.getByRole('button', { name: '强制启用' }).count()) > 0
      if (worse) {
        await card.getByRole('button', { name: '强制启用' }).click()
        const modal = desk.locator('.ant-modal', { hasText: '强制启用版本' })
        await modal.getByRole('textbox').fill('新一周成交价明显上涨，先启用观察')
        await screenshot('models-override', desk)
        await modal.getByRole('button', { name: '强制启用' }).click()
      } else {
        await card.getByRole('button', { name: '启用' }).click()
        await (await openedConfirm(desk)).getByRole('button', { name: /启\s*用/ }).click()
      }
      await desk.getByText(/已启用，各服务一分钟内生效/).waitFor({ timeout: 10000 })
    }
    await row.locator(`text=/#\\d+ · 成交 \\d+/`).first().waitFor()
    assert.notEqual((await row.innerText()).match(/#(\d+) · 成交/)?.[1], championBefore, 'a new champion')
    await screenshot('models-promoted', desk)
    // The champion's backtest beside the champion it replaced, on the same recent window.
    await row.getByRole('button', { name: /展开行|Expand row/ }).click()
    await desk.locator('.ant-card-small', { hasText: /上线时的回测/ }).waitFor()
    await screenshot('models-backtest', desk)
    await desk.setViewportSize(PHONE_VIEW)
    await screenshot('models-backtest-phone', desk)
    await desk.setViewportSize(DESKTOP)
    await row.getByRole('button', { name: '历史' }).click()
    await desk.locator('.ant-drawer').getByText('现用').first().waitFor()
    await screenshot('models-history', desk)

    // The same account valued again: the new model's band, moved up with the market.
    const after = await valuedBand(ctx, token)
    assert.ok(after.lowFen > before.lowFen && after.highFen > before.highFen, `band moved up: ${JSON.stringify({ before, after })}`)
    await ctx.page.goto(`${base}/#/pages/report/index?valId=${after.valId}`)
    await ctx.page.locator('.taro_page:visible [data-testid=range]').first().waitFor({ timeout: 20000 })
    await screenshot('player-new-band')
  },
}
