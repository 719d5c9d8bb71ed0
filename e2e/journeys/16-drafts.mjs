// Issue 34, the player's work is kept: a reload in the middle of 原神's long props form brings the form back with
// what was typed (已恢复上次填写的内容, 清空重填); 属性有误 on a report opens the form of its game filled with the
// report's attributes, and sending it corrected makes a new report while the old one stays.
import assert from 'node:assert/strict'
import { loginWithCode } from '../lib/login.mjs'

const PHONE = '13800138016'
const ANSWERS = { skins: { epic: 24, legend: 6, starLegend: 1, glory: 1 }, heroCount: 105, server: '安卓QQ' }

export default {
  name: 'drafts: a reload keeps the valuation form; 属性有误 opens it prefilled and values again',
  async run({ page, base, screenshot, smsCode, api }) {
    const screen = page.locator('.taro_page:visible')
    const visible = (id) => screen.locator(`[data-testid=${id}]`).first()
    const inputOf = (id) => screen.locator(`[data-testid=${id}] input, input[data-testid=${id}]`).first()
    /** A screenshot at the phone width and another at 320 px, the narrowest screen the app is laid out for. */
    const shots = async (label) => {
      await screenshot(label)
      await page.setViewportSize({ width: 320, height: 700 })
      await screenshot(`${label}-320`)
      await page.setViewportSize({ width: 390, height: 844 })
    }

    await page.goto(`${base}/#/pages/login/verifyCode?from=${encodeURIComponent('/pages/evaluate/choose/index')}`)
    await loginWithCode(page, smsCode, PHONE)
    await page.waitForURL(/#\/pages\/evaluate\/choose\/index/, { timeout: 10000 })
    const user = JSON.parse(await page.evaluate(() => localStorage.getItem('va-user-info')))
    const token = (user.data ?? user).token

    // 原神 by properties: part of the form filled in.
    await visible('game-10026').click()
    await visible('method-2').click()
    await visible('props-step').waitFor({ timeout: 10000 })
    const { data } = await api('val/questions', { gameId: 10026 })
    const count = data.list.find((q) => q.type === 2)
    const named = data.list.find((q) => q.type === 6)
    const choice = data.list.find((q) => q.type === 1 || q.type === 3)
    await inputOf(`q-${count.key}-input`).fill(String(count.min + 7))
    await inputOf(`q-${named.key}-field-${named.fields[0].key}`).fill('1')
    await visible(`q-${choice.key}-opt-${choice.options[0].value}`).click()
    assert.equal(await visible('prefill-note').count(), 0)
    // Past the pause after typing, then a reload.
    await page.waitForTimeout(800)
    await page.reload()
    await visible('props-step').waitFor({ timeout: 15000 })
    assert.equal(await visible('prefill-text').innerText(), '已恢复上次填写的内容')
    assert.equal(await visible('prefill-clear').innerText(), '清空重填')
    // The game's name comes with the games list, which after a reload can arrive after the restored form.
    await screen.locator('[data-testid=picked-game]', { hasText: '原神' }).first().waitFor({ timeout: 15000 })
    assert.equal(await inputOf(`q-${count.key}-input`).inputValue(), String(count.min + 7))
    assert.equal(await inputOf(`q-${named.key}-field-${named.fields[0].key}`).inputValue(), '1')
    assert.match(await visible(`q-${choice.key}-opt-${choice.options[0].value}`).getAttribute('class'), /qf__chip--on/)
    await shots('restored')

    // A report of 王者荣耀 whose attributes the player says are wrong.
    const created = await api('val/valuation', { gameId: 10013, evaluateType: 2, answers: ANSWERS }, token)
    assert.equal(created.code, 200, JSON.stringify(created))
    const oldId = created.data.valId
    await page.goto(`${base}/#/pages/report/index?valId=${oldId}`)
    await visible('report-teaser').waitFor({ timeout: 20000 })
    await visible('property-wrong').scrollIntoViewIfNeeded()
    assert.equal(await visible('property-feedback').innerText(), '不想重新估价？写下哪里有误')
    await shots('report-confirm')

    await visible('property-wrong').click()
    await page.waitForURL(/#\/pages\/evaluate\/choose\/index/, { timeout: 10000 })
    await visible('prefill-note').waitFor({ timeout: 10000 })
    assert.equal(await visible('prefill-text').innerText(), '已填入报告所用的属性，改正有误的项后重新估价，原报告会保留')
    assert.match(await visible('picked-game').innerText(), /王者荣耀/)
    assert.equal(await inputOf('q-heroCount-input').inputValue(), '105')
    assert.equal(await inputOf('q-skins-field-legend').inputValue(), '6')
    await shots('prefilled-from-report')

    await inputOf('q-heroCount-input').fill('98')
    await visible('submit').scrollIntoViewIfNeeded()
    await visible('submit').click()
    await page.waitForURL((url) => /#\/pages\/report\/index\?valId=r_/.test(url.href) && !url.href.includes(oldId), { timeout: 10000 })
    const newId = new URL(page.url().replace('#/', '')).searchParams.get('valId')
    assert.notEqual(newId, oldId)
    assert.equal((await api('val/answers', { valId: newId }, token)).data.answers.heroCount, 98)
    // The old report keeps its answers and stays readable.
    assert.equal((await api('val/answers', { valId: oldId }, token)).data.answers.heroCount, 105)
    assert.equal((await api('val/valReport', { valId: oldId }, token)).code, 200)
  },
}
