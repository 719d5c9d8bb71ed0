import { cardHeight, CARD_HEIGHT, drawReportCard, type Canvas2DWithImages } from '../../src/components/report-view/card-drawing'
import { HelpCardStore, helpShareMessage, loadHelpImageCode } from '../../src/features/help/help-card-store'
import * as helpApi from '../../src/api/help'

jest.mock('../../src/api/help', () => ({ helpShare: jest.fn() }))

/** The saved report image of the owner's locked report carries the friend-help code. */

const locked = {
  status: 1,
  evaluateType: 2,
  createdAt: 0,
  gameId: 10013,
  gameName: '王者荣耀',
  level: 'SSR' as const,
  band: '1千-3千元',
  comparableCount: 8,
}

/** A 2D context that records what is drawn. */
function recorder() {
  const texts: string[] = []
  const images: { image: object; x: number; y: number; w: number; h: number }[] = []
  const rects: number[][] = []
  const ctx: Canvas2DWithImages = {
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    fillRect: (...r) => rects.push(r),
    fillText: (t) => texts.push(t),
    drawImage: (image, x, y, w, h) => images.push({ image, x, y, w, h }),
  }
  return { ctx, texts, images, rects }
}

const share = {
  code: '12345678',
  scene: '1_12345678_ABCDEFGH',
  path: '/pages/h5/report/friendHelpDownload?scene=1_12345678_ABCDEFGH',
  qrImage: 'data:image/gif;base64,R0lGOD',
  qrKind: 'link' as const,
  required: 3,
  count: 1,
  remaining: 2,
  unlocked: false,
  expired: false,
  expiresAt: 1,
  helpers: [],
}

describe('report card with the help code', () => {
  it('draws the code image on a taller card, with the remaining count and the product name', () => {
    const { ctx, texts, images, rects } = recorder()
    const qr = { qr: true }
    drawReportCard(ctx, locked, { image: qr, remaining: 2, kind: 'link' })
    expect(images).toHaveLength(1)
    const drawn = images[0]
    expect(drawn.image).toBe(qr)
    expect(drawn.w).toBeGreaterThanOrEqual(200)
    expect(drawn.x).toBeGreaterThanOrEqual(0)
    expect(drawn.x + drawn.w).toBeLessThanOrEqual(750)
    expect(drawn.y + drawn.h).toBeLessThanOrEqual(cardHeight(true))
    expect(cardHeight(true)).toBeGreaterThan(CARD_HEIGHT)
    expect(rects[0]).toEqual([0, 0, 750, cardHeight(true)])
    expect(texts).toContain('扫码为我助力')
    expect(texts).toContain('还差2人免费解锁')
    expect(texts.some((t) => t.startsWith('游戏估价 · ') && t.includes('扫码'))).toBe(true)
    // The report itself is unchanged.
    expect(texts).toContain('王者荣耀 估价报告')
    expect(texts).toContain('1千-3千元')
  })

  it('without a code nothing is drawn as an image and the card keeps its height', () => {
    const { ctx, texts, images, rects } = recorder()
    drawReportCard(ctx, locked)
    expect(images).toHaveLength(0)
    expect(rects[0]).toEqual([0, 0, 750, CARD_HEIGHT])
    expect(texts.join()).not.toContain('助力')
    drawReportCard(ctx, locked, null)
    expect(images).toHaveLength(0)
  })
})

describe('help code for the saved image', () => {
  const helpShare = helpApi.helpShare as jest.Mock

  it('is the share’s image and remaining count while the code can still help', async () => {
    helpShare.mockResolvedValueOnce(share)
    expect(await loadHelpImageCode('r_1')).toEqual({ qrImage: share.qrImage, qrKind: 'link', remaining: 2 })
    expect(helpShare).toHaveBeenLastCalledWith('r_1')
  })

  it('is none once expired or unlocked, or when the call fails', async () => {
    helpShare.mockResolvedValueOnce({ ...share, expired: true })
    expect(await loadHelpImageCode('r_1')).toBeNull()
    helpShare.mockResolvedValueOnce({ ...share, unlocked: true, remaining: 0 })
    expect(await loadHelpImageCode('r_1')).toBeNull()
    helpShare.mockRejectedValueOnce(new Error('40004'))
    expect(await loadHelpImageCode('r_1')).toBeNull()
  })

  it('the share card of a loaded help code sends the help page with the scene, and a cover drawn from its own texts', async () => {
    helpShare.mockResolvedValueOnce(share)
    await new HelpCardStore('r_2').load()
    const message = helpShareMessage('r_2')
    // No image URL: the mini-programs draw the cover from these texts on a canvas (platform/share-cover.ts).
    expect(message).toEqual({
      title: '帮我助力一下，还差2人就能免费解锁估价报告',
      path: share.path,
      cover: { label: '好友助力', title: '邀请你为我助力', highlight: '免费解锁报告', action: '点击为我助力' },
    })
    expect(message).not.toHaveProperty('imageUrl')
    expect(message?.path).toContain('scene=1_12345678_ABCDEFGH')
    expect(helpShareMessage('r_unknown')).toBeNull()
  })
})
