import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { PLATFORMS, drawnTexts, findAll, launch, navigations, unlessBuilt, useService } from './feature-helpers'
import { textOf } from './data-tree'
import type { MiniRuntime, PageHandle } from './mini-runtime'

/**
 * Saving the report image on the built bundles: the spec's four stages (1 data loading, 2 rendering,
 * 3 generating, 4 saving), the card drawn on a 2D canvas, `canvasToTempFilePath`, `saveImageToPhotosAlbum`, and
 * a refused album permission leading to the auth-error guide page (隐私设置) instead of a dead end.
 */

const SAVE_PAGE = 'pages/h5/report/save'
const GUIDE_URL = '/pages/h5/auth-error-guide/index'

/** Every stage the page shows as the current one (its `save-stage--now` row, numbered by its dot), in order. */
async function stagesWhile(rt: MiniRuntime, open: () => Promise<PageHandle>): Promise<{ page: PageHandle; stages: number[] }> {
  const stages: number[] = []
  const stop = rt.watchSetData((page) => {
    if (page.route !== SAVE_PAGE) return
    const now = findAll(page.nodes, (n) => typeof n.cl === 'string' && n.cl.split(' ').includes('save-stage--now'))
    const stage = now.length === 1 ? Number(textOf(now[0]).charAt(0)) : undefined
    if (stage && stages.at(-1) !== stage) stages.push(stage)
  })
  try {
    return { page: await open(), stages }
  } finally {
    stop()
  }
}

const apiOrder = (rt: MiniRuntime, from = 0) =>
  rt.api.calls
    .slice(from)
    .filter((c) => ['createOffscreenCanvas', 'canvasToTempFilePath', 'saveImageToPhotosAlbum'].includes(c.api))
    .map((c) => `${c.api}:${c.outcome}`)

for (const platform of PLATFORMS) {
  describe(`${platform}: saving the report image`, { skip: unlessBuilt(platform) }, () => {
    const service = useService()

    test('goes through the four stages: the card is drawn, made a file and saved to the album', async () => {
      const rt = await launch(platform, service())
      try {
        const report = await rt.openPage('pages/report/index', service().queries.report!)
        const estimate = /估价(¥\d{1,3}(?:,\d{3})*)/.exec(report.text())?.[1]
        await report.tap('保存图片')
        assert.deepEqual(navigations(rt), [`/${SAVE_PAGE}?valId=${service().queries.report!.valId}`])

        // The report page drew its share covers already; the save page's calls come after.
        const before = rt.api.calls.length
        const { page, stages } = await stagesWhile(rt, () => rt.openPage(SAVE_PAGE, service().queries.reportSave!))
        assert.deepEqual(stages, [1, 2, 3, 4])
        assert.deepEqual(apiOrder(rt, before), ['createOffscreenCanvas:sync', 'canvasToTempFilePath:ok', 'saveImageToPhotosAlbum:ok'])
        // The report (1100) and under it the QR panel (330): every saved image carries a code since issue 34.
        const card = rt.api.canvases.canvases.find((c) => c.width === 750 && c.height === 1430)
        assert.ok(card, 'a 750×1430 card was drawn: the report and its QR panel')
        assert.ok(estimate && drawnTexts(card.ops).includes(estimate), `the card shows the estimate ${estimate}`)
        const file = rt.api.callsOf('canvasToTempFilePath').at(-1)!
        const saved = rt.api.callsOf('saveImageToPhotosAlbum')[0].args[0] as { filePath: string }
        assert.equal(saved.filePath, `${platform === 'tt' ? 'ttfile://temp' : 'wxfile://tmp'}/canvas-${card.id}.png`)
        assert.ok(JSON.stringify(file.args).includes(`[canvas ${card.id}]`))
        assert.match(page.text(), /^图片已生成(✓正在[^✓]+){4}图片已生成，点击保存到相册下载图片$/)
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })

    test('a refused album permission asks to open the guide, which leads to the settings; saving again then works', async () => {
      const rt = await launch(platform, service())
      try {
        rt.api.authSetting['scope.writePhotosAlbum'] = false
        rt.api.respond('showModal', { confirm: true, cancel: false })
        const page = await rt.openPage(SAVE_PAGE, service().queries.reportSave!)
        assert.equal(rt.api.callsOf('saveImageToPhotosAlbum')[0].errMsg, 'saveImageToPhotosAlbum:fail auth deny')
        const modal = rt.api.callsOf('showModal')[0].args[0] as { title: string; content: string; confirmText: string }
        assert.deepEqual([modal.title, modal.confirmText], ['无法保存到相册', '去开启'])
        assert.deepEqual(navigations(rt), [GUIDE_URL])
        assert.match(page.text(), /图片已生成，保存未完成.*保存图片需要相册权限，请按指引开启后重试开启相册权限重新保存/)

        // The guide opens the mini-program's settings, where the user allows the album.
        const guide = await rt.openPage(GUIDE_URL.slice(1))
        await guide.tap('打开小程序设置')
        assert.equal(rt.api.callsOf('openSetting').length, 1)
        rt.api.authSetting['scope.writePhotosAlbum'] = true
        await guide.unload()

        await page.tap('重新保存')
        assert.deepEqual(
          rt.api.callsOf('saveImageToPhotosAlbum').map((c) => c.outcome),
          ['fail', 'ok'],
        )
        assert.deepEqual(
          rt.api.callsOf('showToast').map((c) => (c.args[0] as { title: string }).title),
          ['已保存'],
        )
        assert.match(page.text(), /图片已生成，点击保存到相册下载图片$/)
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })

    test('declining the question keeps the way to the guide on the page; a cancelled save is not a permission problem', async () => {
      const rt = await launch(platform, service())
      try {
        rt.api.authSetting['scope.writePhotosAlbum'] = false
        const page = await rt.openPage(SAVE_PAGE, service().queries.reportSave!)
        assert.equal(rt.api.callsOf('showModal').length, 1)
        assert.deepEqual(navigations(rt), [])
        await page.tap('开启相册权限')
        assert.deepEqual(navigations(rt), [GUIDE_URL])

        rt.api.authSetting['scope.writePhotosAlbum'] = true
        rt.api.fail('saveImageToPhotosAlbum', 'cancel')
        await page.tap('重新保存')
        assert.equal(rt.api.callsOf('showModal').length, 1)
        assert.deepEqual(navigations(rt), [GUIDE_URL])
        assert.match(page.text(), /保存失败，请重试重新保存$/)
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })
  })
}
