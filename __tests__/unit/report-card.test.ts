import { cardLines, drawReportCard } from '../../src/components/report-view/card-drawing'
import type { Canvas2D } from '../../src/platform/canvas-2d'
import { formatWholeYuan, formatYuanRange } from '../../src/utils/money'

const base = {
  status: 1,
  evaluateType: 2,
  createdAt: 0,
  gameId: 10013,
  gameName: '王者荣耀',
  level: 'SSR' as const,
  band: '1千-3千元',
  comparableCount: 8,
  demo: true,
}

describe('money', () => {
  it('shows fen as yuan with separators', () => {
    expect(formatWholeYuan(128_000)).toBe('¥1,280')
    expect(formatWholeYuan(123_456_789)).toBe('¥1,234,568')
    expect(formatWholeYuan(-8_000)).toBe('-¥80')
    expect(formatYuanRange(110_000, 150_000)).toBe('¥1,100 - ¥1,500')
  })
})

describe('report card (saved image)', () => {
  it('a locked report draws the band and no figure', () => {
    const texts: string[] = []
    const ctx: Canvas2D = {
      fillStyle: '',
      font: '',
      textAlign: '',
      textBaseline: '',
      fillRect: () => undefined,
      fillText: (t) => texts.push(t),
    }
    drawReportCard(ctx, base)
    expect(texts).toContain('王者荣耀 估价报告')
    expect(texts).toContain('1千-3千元')
    expect(texts).toContain('等级 SSR · 传说')
    expect(texts).toContain('演示数据，不代表真实成交')
    expect(texts.join()).not.toContain('¥')
  })

  it('an unlocked report draws the estimate, range and confidence', () => {
    const lines = cardLines({
      ...base,
      status: 2,
      estimateFen: 200_000,
      range: { lowFen: 150_000, highFen: 260_000, level: 0.8 },
      confidence: { score: 0.8, label: '高' },
    })
    expect(lines.main).toBe('¥2,000')
    expect(lines.sub).toBe('区间 ¥1,500 - ¥2,600')
    expect(lines.facts).toContain('置信度 高')
  })
})
