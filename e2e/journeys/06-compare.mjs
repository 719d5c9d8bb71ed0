// PK compare, complete information and publish, against the real service: a user logs in, two props valuations
// of one game are created through the API and unlocked with the dev route; in the app they compare them (both
// modes) and open the shared comparison; then they complete the account information and publish one account:
// the first try sends them to real-name authentication (40100), after verifying the listing goes live with this
// service's own link, which link valuation recognises.
import assert from 'node:assert/strict'
import { payInSandbox } from '../lib/pay.mjs'
import { loginWithCode } from '../lib/login.mjs'

const PHONE = '13900139006'
const ACCOUNTS = [
  {
    server: '安卓QQ',
    heroCount: 88,
    skins: { epic: 46, legend: 15, starLegend: 2, glory: 1 },
    vipLevel: 6,
    rank: '星耀',
    liveMail: true,
    realNameChangeable: false,
    violation: false,
  },
  {
    server: '苹果QQ',
    heroCount: 129,
    skins: { epic: 85, legend: 23, starLegend: 5, glory: 4 },
    vipLevel: 7,
    rank: '白银',
    liveMail: true,
    realNameChangeable: true,
    violation: false,
  },
]

export default {
  name: 'PK compare, shared comparison, complete information and publish',
  async run({ page, base, screenshot, smsCode, api }) {
    await page.goto(`${base}/#/pages/report/compare`)
    await page.waitForURL(/#\/pages\/login\/verifyCode/, { timeout: 10000 })
    await loginWithCode(page, smsCode, PHONE)
    await page.waitForURL(/#\/pages\/report\/compare/, { timeout: 10000 })
    await page.locator('.taro_page:visible [data-testid=empty]').waitFor({ timeout: 10000 })
    await screenshot('compare-empty')

    // The browser's session token, so the API calls below act as the same user.
    const token = await page.evaluate(() => {
      const raw = JSON.parse(localStorage.getItem('va-user-info') ?? 'null')
      const v = raw && typeof raw === 'object' && 'data' in raw ? raw.data : raw
      return (typeof v === 'string' ? JSON.parse(v) : v)?.token
    })
    assert.ok(token, 'token in local storage')
    const ids = []
    for (const answers of ACCOUNTS) {
      const res = await api('val/valuation', { gameId: 10013, evaluateType: 2, answers }, token)
      assert.equal(res.code, 200, JSON.stringify(res))
      ids.push(res.data.valId)
    }
    for (const valId of ids) {
      for (let i = 0; i < 100; i++) {
        const r = await api('val/valReport', { valId }, token)
        if (r.data?.status !== 0) break
        await page.waitForTimeout(200)
      }
      // Paid for in the sandbox cashier, as a user would (the pay page itself is 05-report's subject).
      await payInSandbox({ base, api }, token, 1, valId)
    }
    const [a, b] = ids

    await page.reload()
    const pk = page.locator('.taro_page:visible')
    await pk.locator(`[data-testid=report-${a}]`).waitFor({ timeout: 10000 })
    await pk.locator(`[data-testid=report-${a}]`).click()
    await pk.locator(`[data-testid=report-${b}]`).click()
    await screenshot('compare-picked')
    await pk.locator('[data-testid=start]').click()
    await pk.locator('[data-testid=result]').waitFor({ timeout: 10000 })
    const gap = await pk.locator('[data-testid=gap]').innerText()
    assert.match(gap, /^目标号比原号(高|低) ¥[\d,]+（[+-][\d.]+%）$/)
    assert.ok((await pk.locator('[data-testid=diff-item]').count()) >= 2)
    await screenshot('compare-result')
    await pk.locator('[data-testid=mode-1]').click()
    await pk
      .locator('[data-testid=gap]')
      .filter({ hasText: /^原号比目标号/ })
      .waitFor({ timeout: 10000 })
    await pk.locator('[data-testid=side-base]').filter({ hasText: '目标号（基准）' }).waitFor({ timeout: 5000 })
    await screenshot('compare-mode-target')

    // Both comparisons were kept as PK reports: 重新选择 shows them under 我的PK记录, newest first, and one reopens.
    await pk.locator('[data-testid=repick]').click()
    const records = pk.locator('[data-testid=pk-history] .pk-history')
    await records.nth(1).waitFor({ timeout: 10000 })
    assert.equal(await records.count(), 2)
    assert.match(await records.first().innerText(), /原号比目标号/)
    await screenshot('compare-records')
    await records.first().click()
    await pk.locator('[data-testid=side-base]').filter({ hasText: '目标号（基准）' }).waitFor({ timeout: 10000 })

    // The shared link: the same token the share button asks for, opened without the picker.
    const share = await api('val/compareShare', { valIdA: a, valIdB: b, mode: 1 }, token)
    assert.equal(share.code, 200)
    await page.goto(`${base}/#${share.data.path}`)
    const shared = page.locator('.taro_page:visible')
    await shared.locator('[data-testid=compare-view]').waitFor({ timeout: 10000 })
    assert.match(await shared.locator('[data-testid=gap]').innerText(), /^原号比目标号/)
    await screenshot('compare-shared')

    // Complete the information of account B, then publish it.
    await page.goto(`${base}/#/pages/complete/index?valId=${b}&gameId=10013&type=2&fromType=1&locked=2`)
    const cp = page.locator('.taro_page:visible')
    await cp.locator('[data-testid=save]').waitFor({ timeout: 10000 })
    await cp.locator('[data-testid=lock-badge]').filter({ hasText: '报告已解锁' }).waitFor({ timeout: 5000 })
    await cp.locator('[data-testid=save]').click()
    await cp.getByText('请填写区服').waitFor({ timeout: 5000 })
    await cp.locator('[data-testid=region-field] input').fill('苹果QQ 88区')
    await cp.locator('[data-testid=contact-field] input').fill('wx_seller88')
    await cp.locator('[data-testid=description-field] textarea').fill('129英雄，4款荣耀典藏，可换绑')
    await cp.locator('[data-testid=confirm-all]').click()
    await screenshot('complete-filled')
    await cp.locator('[data-testid=save]').click()
    await page.waitForURL(/#\/pages\/complete\/publish\?valId=/, { timeout: 10000 })
    const pub = page.locator('.taro_page:visible')
    await pub.locator('[data-testid=publish]').waitFor({ timeout: 10000 })
    await pub.locator('[data-testid=use-estimate]').click()
    await screenshot('publish-form')
    // Verified before paying for the reports (issue 34), so publishing needs no real-name detour.
    await pub.locator('[data-testid=publish]').click()
    await pub.locator('[data-testid=published]').waitFor({ timeout: 10000 })
    const url = await pub.locator('[data-testid=listing-url]').innerText()
    assert.match(url, /\/listing\/u_[A-Za-z0-9_-]+$/)
    await screenshot('published')

    // The published listing is a listing like any other: link valuation recognises it.
    const byLink = await api('val/valuation', { evaluateType: 1, link: url }, token)
    assert.equal(byLink.code, 200, JSON.stringify(byLink))
  },
}
