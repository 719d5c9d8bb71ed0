import TestUtils from '@tarojs/test-utils-react'
import LineChart from '@/components/line-chart'
import { axisLabelIndexes, pointPositions, segments, valueScale } from '@/components/line-chart/geometry'

const all = (sel: string) => Array.from(document.querySelectorAll<HTMLElement>(sel))
const byId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)

describe('LineChart', () => {
  const testUtils = new TestUtils()
  afterEach(() => {
    document.body.innerHTML = ''
  })

  const points = [
    { label: '2026-06', value: 0.9 },
    { label: '2026-07', value: 1.1 },
    { label: '2026-08', value: 0.95 },
    { label: '2026-09', value: 1.2 },
    { label: '2026-10', value: 1 },
  ]

  it('draws one point per value, a segment between neighbours, the last point highlighted with its value', async () => {
    await testUtils.mount(LineChart, { props: { points, testId: 'idx', formatValue: (v: number) => v.toFixed(2) } })
    const dots = all('[data-testid="idx-point"]')
    expect(dots).toHaveLength(5)
    expect(dots.filter((d) => d.className.includes('line-chart__point--last'))).toEqual([dots[4]])
    expect(byId('idx-last')?.textContent).toBe('1.00')

    const segs = all('[data-testid="idx-segment"]')
    expect(segs).toHaveLength(4)
    // Up, down, up, down: rising segments rotate counter-clockwise (negative CSS angle).
    expect(segs.map((s) => Math.sign(Number(s.dataset.angle)))).toEqual([-1, 1, -1, 1])
    // Points sit at their share of the width; the highest value is the highest point.
    expect(dots.map((d) => d.style.left)).toEqual(['0%', '25%', '50%', '75%', '100%'])
    const bottoms = dots.map((d) => parseFloat(d.style.bottom))
    expect(bottoms.indexOf(Math.max(...bottoms))).toBe(3)
  })

  it('sizes the segments from the measured plot', async () => {
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 400, height: 100 } as DOMRect)
    const two = [
      { label: 'a', value: 0 },
      { label: 'b', value: 10 },
    ]
    await testUtils.mount(LineChart, { props: { points: two, testId: 'm' } })
    await new Promise((r) => setTimeout(r, 50))
    const [seg] = all('[data-testid="m-segment"]')
    // Points at 1/12 and 11/12 of 100 px high, 400 px apart: length sqrt(400² + 83.3²).
    expect(parseFloat(seg.style.width)).toBeCloseTo(Math.sqrt(400 ** 2 + ((100 * 10) / 12) ** 2), 0)
    rect.mockRestore()
  })

  it('labels the axes with formatted values and the first, middle and last labels', async () => {
    await testUtils.mount(LineChart, { props: { points, testId: 'idx', formatValue: (v: number) => `¥${Math.round(v * 100)}` } })
    expect(all('[data-testid="idx-x-label"]').map((l) => l.textContent)).toEqual(['2026-06', '2026-08', '2026-10'])
    // 0.9..1.2 widened by 10% of the span each side.
    expect(byId('idx-y-max')?.textContent).toBe('¥123')
    expect(byId('idx-y-min')?.textContent).toBe('¥87')
  })

  it('shows 暂无数据 without points, and a single point with no segment', async () => {
    await testUtils.mount(LineChart, { props: { points: [], testId: 'c' } })
    expect(byId('c')?.textContent).toBe('暂无数据')
    document.body.innerHTML = ''
    await testUtils.mount(LineChart, { props: { points: [{ label: '10月', value: 5 }], testId: 'c' } })
    expect(all('[data-testid="c-point"]')).toHaveLength(1)
    expect(all('[data-testid="c-segment"]')).toHaveLength(0)
    expect(byId('c-last')?.textContent).toBe('5')
  })
})

describe('line chart geometry', () => {
  it('widens the scale by 10% of the span, and gives a flat series room', () => {
    expect(valueScale([10, 20])).toEqual({ min: 9, max: 21 })
    expect(valueScale([5, 5])).toEqual({ min: 4.5, max: 5.5 })
    expect(valueScale([0, 0])).toEqual({ min: -1, max: 1 })
  })

  it('measures segments in px so that the rotation matches the plot aspect', () => {
    const pos = pointPositions([0, 10], { min: 0, max: 10 })
    expect(pos).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 100 },
    ])
    const [s] = segments(pos, 300, 300)
    expect(s.angle).toBeCloseTo(-45)
    expect(s.length).toBeCloseTo(Math.sqrt(2) * 300)
    const [flat] = segments(pos, 300, 100)
    expect(flat.angle).toBeCloseTo(-18.43, 1)
  })

  it('labels at most three x positions', () => {
    expect(axisLabelIndexes(0)).toEqual([])
    expect(axisLabelIndexes(2)).toEqual([0, 1])
    expect(axisLabelIndexes(24)).toEqual([0, 11, 23])
  })
})
