import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { PLATFORMS, drawnTexts, launch, openPath, unlessBuilt, useService, type Visitor } from './feature-helpers'
import type { Platform } from './host-api'
import type { MiniRuntime, PageHandle } from './mini-runtime'
import type { SmokeService } from './smoke-service'

/**
 * Share cards of the built bundles: reports, PK reports and friend help, to a chat (`onShareAppMessage`, menu
 * and share buttons) and to Moments (`onShareTimeline`, WeChat only). Each card is opened the way its receiver
 * would open it, logged out where the receiving page is public, to prove the path carries what that page needs
 * and nothing locked.
 */

type Card = Record<string, unknown> | undefined

/** Runs `fn` on a fresh runtime for `visitor` and fails on anything the app reported meanwhile. */
async function as<T>(service: () => SmokeService, platform: Platform, visitor: Visitor, fn: (rt: MiniRuntime) => Promise<T>): Promise<T> {
  const rt = await launch(platform, service(), { as: visitor })
  try {
    const result = await fn(rt)
    assert.deepEqual(
      rt.errors.map((e) => `${e.page}: ${e.kind} ${e.message}`),
      [],
    )
    return result
  } finally {
    rt.dispose()
  }
}

/** The canvas a card's image was made from, and what it drew. */
function coverOf(rt: MiniRuntime, card: Card): { width: number; height: number; texts: string[] } {
  const id = /canvas-(\d+)\.png$/.exec(String(card?.imageUrl))?.[1]
  assert.ok(id, `the card has no drawn image: ${JSON.stringify(card)}`)
  const canvas = rt.api.canvases.canvases.find((c) => c.id === Number(id))
  assert.ok(canvas, `canvas ${id} not found`)
  const made = rt.api.callsOf('canvasToTempFilePath').find((c) => c.outcome === 'ok' && JSON.stringify(c.args).includes(`[canvas ${id}]`))
  assert.ok(made, 'the image is the file canvasToTempFilePath made of that canvas')
  return { width: canvas.width, height: canvas.height, texts: drawnTexts(canvas.ops) }
}

const estimateOf = (page: PageHandle) => /估价(¥\d{1,3}(?:,\d{3})*)/.exec(page.text())?.[1]
const query = (q: string) => Object.fromEntries(new URLSearchParams(q))

for (const platform of PLATFORMS) {
  describe(`${platform}: share cards`, { skip: unlessBuilt(platform) }, () => {
    const service = useService()
    test('an unlocked report goes to a chat as its public share page, with a cover of the report', async () => {
      const { card, estimate, cover } = await as(service, platform, 'owner', async (rt) => {
        const page = await rt.openPage('pages/report/index', service().queries.report!)
        const card = await page.share()
        return { card, estimate: estimateOf(page), cover: coverOf(rt, card) }
      })
      assert.match(String(card?.title), /^我的王者荣耀账号估价报告（(N|R|SR|SSR|UR)级）$/)
      assert.match(String(card?.path), /^\/pages\/h5\/report\/share\?shareToken=[\w.-]+$/)
      assert.ok(estimate, 'the report shows its estimate')
      assert.deepEqual([cover.width, cover.height], [750, 600])
      assert.deepEqual(cover.texts.slice(2), ['估价', estimate, '点击查看报告'])
      // A friend without the app's login opens the card: the report, as its owner unlocked it.
      const seen = await as(service, platform, 'anonymous', async (rt) => (await openPath(rt, String(card?.path))).text())
      assert.match(seen, /王者荣耀/)
      assert.ok(seen.includes(estimate))
    })

    test('a locked report: the card and its page show only the coarse band; the help button sends the help page', async () => {
      const lockedValId = service().queries.pay!.valId
      const { menu, help, menuCover, helpCover } = await as(service, platform, 'owner', async (rt) => {
        const page = await rt.openPage('pages/report/index', { valId: lockedValId })
        const menu = await page.share()
        const help = await page.shareButton('分享给好友')
        return { menu, help, menuCover: coverOf(rt, menu), helpCover: coverOf(rt, help) }
      })
      assert.match(String(menu?.path), /^\/pages\/h5\/report\/share\?shareToken=/)
      assert.equal(menuCover.texts[2], '估价区间（粗略）')
      assert.ok(!menuCover.texts.some((t) => t.includes('¥')), `no amount on a locked report's cover: ${menuCover.texts.join(' | ')}`)
      const seen = await as(service, platform, 'anonymous', async (rt) => (await openPath(rt, String(menu?.path))).text())
      assert.match(seen, /报告主人解锁后，分享页才会展示精确估价/)
      assert.doesNotMatch(seen, /¥\d/)

      assert.match(String(help?.title), /^帮我助力一下，还差\d+人就能免费解锁估价报告$/)
      assert.match(String(help?.path), /^\/pages\/h5\/report\/friendHelpDownload\?scene=1_[1-9]\d{14}_\w+$/)
      assert.deepEqual(helpCover.texts.slice(1), ['邀请你为我助力', '好友助力', '免费解锁报告', '点击为我助力'])
      // A friend opens it: the page finds the report by its help code and shows whose it is and 帮TA助力; the help
      // is the friend's tap, never the opening (issue 34).
      const { landing, helped } = await as(service, platform, 'friend', async (rt) => {
        const page = await openPath(rt, String(help?.path))
        const landing = page.text()
        await page.tap('帮TA助力')
        await rt.settle()
        return { landing, helped: page.text() }
      })
      assert.match(landing, /邀请你助力.*王者荣耀.*已有 0 位好友助力.*帮TA助力/)
      assert.doesNotMatch(landing, /恭喜助力成功！/)
      assert.match(helped, /已有 1 位好友助力.*恭喜助力成功！/)
    })

    test('a PK report goes to a chat from its share button as the public comparison, and passes on from there', async () => {
      const { card, cover } = await as(service, platform, 'owner', async (rt) => {
        const page = await rt.openPage('pages/report/compare', service().queries.reportCompare!)
        const card = await page.shareButton('分享对比')
        return { card, cover: coverOf(rt, card) }
      })
      assert.match(String(card?.title), /^王者荣耀账号PK：原号和目标号估值相差¥[\d,]+$/)
      assert.match(String(card?.path), /^\/pages\/h5\/report\/compareShare\?token=c_[\w-]+$/)
      assert.deepEqual(cover.texts.slice(1, 2), ['王者荣耀 账号PK'])
      assert.equal(`王者荣耀账号PK：原号和目标号估值相差${cover.texts[3]}`, card?.title)
      const forwarded = await as(service, platform, 'anonymous', async (rt) => {
        const page = await openPath(rt, String(card?.path))
        assert.match(page.text(), /好友分享了一份账号PK.*VS/)
        return { chat: await page.share(), moments: await page.shareTimeline() }
      })
      assert.equal(forwarded.chat?.path, card?.path)
      assert.equal(forwarded.moments?.query, String(card?.path).split('?')[1])
    })

    test('the shared report passes on with the same token, to a chat and to Moments', async () => {
      const path = `/pages/h5/report/share?shareToken=${service().queries.reportShare!.shareToken}`
      const { chat, moments } = await as(service, platform, 'anonymous', async (rt) => {
        const page = await openPath(rt, path)
        return { chat: await page.share(), moments: await page.shareTimeline() }
      })
      assert.equal(chat?.path, path)
      assert.match(String(chat?.title), /^王者荣耀账号估价报告（(N|R|SR|SSR|UR)级）$/)
      assert.equal(moments?.query, path.split('?')[1])
    })
  })
}

describe('weapp: Moments', { skip: unlessBuilt('weapp') }, () => {
  const service = useService()
  test('a report posted to Moments reopens the report page with its share token, which shows the shared view', async () => {
    const { card, cover } = await as(service, 'weapp', 'owner', async (rt) => {
      const page = await rt.openPage('pages/report/index', service().queries.report!)
      const card = await page.shareTimeline()
      return { card, cover: coverOf(rt, card) }
    })
    assert.match(String(card?.query), /^shareToken=[\w.-]+$/)
    assert.deepEqual([cover.width, cover.height], [600, 600])
    // Moments opens the page in a single-page mode without the app's login.
    const seen = await as(service, 'weapp', 'anonymous', async (rt) =>
      (await rt.openPage('pages/report/index', query(String(card?.query)))).text(),
    )
    assert.match(seen, /王者荣耀.*估价¥[\d,]+/)
    assert.doesNotMatch(seen, /缺少报告编号|登录/)
  })
})
