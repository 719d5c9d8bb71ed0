// An article written in the console (issue 38 point 1): an operations operator writes one in 资讯文章 with the
// Markdown body previewed by the service beside it, saves it as a draft (players cannot open it), publishes it after
// the confirm, and a visitor who has not logged in finds it in the app's 资讯 under its category and reads it.
import assert from 'node:assert/strict'
import { button, consoleOperator, field } from '../lib/console.mjs'

const TITLE = `交易前先核对实名和绑定 ${Date.now() % 10000}`
const SUMMARY = '三步确认账号安全，避免交易后被找回'
const BODY = [
  '## 第一步：核对实名',
  '让卖家出示账号的**实名认证**信息，与身份证姓名一致再继续。',
  '## 第二步：解除绑定',
  '- 解绑手机号\n- 解绑邮箱\n- 关闭第三方登录',
  '> 任何要求你先转账再验号的，都是骗局。',
].join('\n\n')

export default {
  name: 'console article: operations writes and publishes an article, a logged-out player reads it in 资讯',
  exclusive: "the article shows in every visitor's 资讯",
  async run(ctx) {
    const { page, base, screenshot, api } = ctx
    const visible = (id) => page.locator(`.taro_page:visible [data-testid=${id}]`).first()

    const { page: desk } = await consoleOperator(ctx, 'operations', { name: 'e2e-operations-article' })
    await desk.goto(`${base}/console/articles`)
    await desk.locator('.ant-table').waitFor()
    await screenshot('console-list', desk)

    await button(desk, '写文章').click()
    await field(desk, '标题').fill(TITLE)
    // The chosen category's label covers antd's search input: click through it.
    await field(desk, '分类').click({ force: true })
    await desk.locator('.ant-select-item-option[title=防骗提醒]').click()
    await field(desk, '摘要').fill(SUMMARY)
    await field(desk, '正文（Markdown）').fill(BODY)
    // The preview is the service's rendering of the body, once the typing rests.
    const preview = desk.getByTestId('article-preview-body')
    await preview.locator('h2', { hasText: '第二步：解除绑定' }).waitFor({ timeout: 10000 })
    assert.equal(await preview.locator('li').count(), 3)
    assert.equal(await preview.locator('blockquote').count(), 1)
    await screenshot('console-editor', desk)

    await button(desk, '保存草稿').click()
    await desk.waitForURL(/\/console\/articles\/a-\d{8}-[0-9a-f]{6}$/, { timeout: 10000 })
    const id = desk.url().split('/').pop()
    await desk.locator('.ant-tag', { hasText: '草稿' }).waitFor()
    assert.equal((await api('info/detail', { id })).code, 40004, 'a draft is not readable by players')

    await button(desk, '发布').click()
    await button(desk.locator('.ant-popconfirm'), '发布').click()
    await desk.locator('.ant-tag', { hasText: '已发布' }).waitFor({ timeout: 10000 })
    await desk.getByText('在用户端查看').waitFor()
    await screenshot('console-published', desk)
    await desk.goto(`${base}/console/articles`)
    const row = desk.locator('.ant-table-tbody tr.ant-table-row', { hasText: TITLE })
    await row.waitFor({ timeout: 10000 })
    assert.match(await row.innerText(), /防骗提醒[\s\S]*已发布/)

    // A visitor, not logged in: 资讯 → 防骗提醒 → the article, as the editor previewed it.
    await page.goto(`${base}/#/pages/information/index`)
    await visible('info-tab-anti-fraud').click({ timeout: 15000 })
    const card = page.locator('.taro_page:visible [data-testid=info-card]', { hasText: TITLE })
    await card.waitFor({ timeout: 10000 })
    await screenshot('player-list')
    await card.click()
    await page.waitForURL(new RegExp(`#/pages/information/detail\\?id=${id}`), { timeout: 10000 })
    assert.equal((await visible('info-article-title').innerText()).trim(), TITLE)
    const body = visible('info-article-body')
    await body.locator('h2', { hasText: '第一步：核对实名' }).waitFor({ timeout: 10000 })
    assert.equal(await body.locator('li').count(), 3)
    await screenshot('player-article')
  },
}
