import TestUtils from '@tarojs/test-utils-react'
import LineChart from '@/components/line-chart'
import { axisLabelIndexes, niceStep, pointPositions, segments, shortMonth, valueScale } from '@/components/line-chart/geometry'

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
    // 0 and 10 on a 0 to 10 axis: the bottom and top of 100 px, 400 px apart: length sqrt(400² + 100²).
    expect(parseFloat(seg.style.width)).toBeCloseTo(Math.sqrt(400 ** 2 + 100 ** 2), 0)
    rect.mockRestore()
  })

  const yLabels = (id: string) => all(`[data-testid^="${id}-y-"]`).map((l) => l.textContent)

  it('starts the value axis at zero, labelled with round values top to bottom, x labels first, middle and last', async () => {
    await testUtils.mount(LineChart, { props: { points, testId: 'idx', formatValue: (v: number) => `¥${Math.round(v * 100)}` } })
    expect(all('[data-testid="idx-x-label"]').map((l) => l.textContent)).toEqual(['2026-06', '2026-08', '2026-10'])
    expect(yLabels('idx')).toEqual(['¥150', '¥100', '¥50', '¥0'])
    expect(byId('idx-y-min')?.textContent).toBe('¥0')
    expect(byId('idx')?.dataset.axisMin).toBe('0')
    expect(byId('idx-break')).toBeNull()
    // 0.9 to 1.2 on a 0 to 1.5 axis: the lowest point at 60% of the height, not at the bottom.
    const bottoms = all('[data-testid="idx-point"]').map((d) => parseFloat(d.style.bottom))
    expect(Math.min(...bottoms)).toBeCloseTo(60)
    expect(Math.max(...bottoms)).toBeCloseTo(80)
  })

  it('a broken axis starts near the data and says so with a break mark', async () => {
    await testUtils.mount(LineChart, {
      props: { points, testId: 'idx', baseline: 'break', formatValue: (v: number) => `${Math.round(v * 100)}` },
    })
    expect(byId('idx-break')).not.toBeNull()
    expect(yLabels('idx')).toEqual(['120', '110', '100', '90'])
    expect(Number(byId('idx')?.dataset.axisMin)).toBeCloseTo(0.9)
  })

  it('draws a labelled reference line inside the axis, and labels the last point its own way', async () => {
    const two = [
      { label: '25.10', value: 2000 },
      { label: '26.10', value: 1800 },
    ]
    await testUtils.mount(LineChart, {
      props: {
        points: two,
        testId: 'v',
        refLines: [{ value: 3000, label: '你的买价 ¥3,000', testId: 'v-paid' }],
        formatLast: (v: number) => `今天 ¥${v}`,
      },
    })
    // The axis reaches the price paid (0 to 3000 in steps of 1000), so the line sits at two thirds of it.
    expect(byId('v-y-max')?.textContent).toBe('3000')
    expect(byId('v-paid')?.textContent).toBe('你的买价 ¥3,000')
    expect(parseFloat(byId('v-paid')!.style.bottom)).toBeCloseTo(100)
    expect(byId('v-last')?.textContent).toBe('今天 ¥1800')
    expect(parseFloat(all('[data-testid="v-point"]')[1].style.bottom)).toBeCloseTo(60)
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
  it('cuts the axis into round steps', () => {
    expect(niceStep(1192)).toBe(500)
    expect(niceStep(0.3)).toBe(0.1)
    expect(niceStep(10)).toBe(2.5)
  })

  it('starts the axis at zero, so a small move stays small (¥1,102 to ¥1,192 is not the whole plot)', () => {
    expect(valueScale([1102, 1192])).toEqual({ min: 0, max: 1500, ticks: [0, 500, 1000, 1500], broken: false })
    expect(valueScale([5, 5])).toEqual({ min: 0, max: 6, ticks: [0, 2, 4, 6], broken: false })
    expect(valueScale([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1], broken: false })
    expect(valueScale([-3, 5]).ticks).toEqual([-4, -2, 0, 2, 4, 6])
  })

  it('a broken axis spans at least a fifth of the top value, and falls back to zero when the data reach it', () => {
    expect(valueScale([1102, 1192], 'break')).toEqual({ min: 1000, max: 1300, ticks: [1000, 1100, 1200, 1300], broken: true })
    expect(valueScale([0.92, 0.97, 1], 'break')).toEqual({ min: 0.85, max: 1.1, ticks: [0.85, 0.9, 0.95, 1, 1.05, 1.1], broken: true })
    expect(valueScale([20, 100], 'break')).toEqual({ min: 0, max: 100, ticks: [0, 20, 40, 60, 80, 100], broken: false })
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

  it('labels months with their year', () => {
    expect(shortMonth('2026-01')).toBe('26.01')
    expect(shortMonth('近期')).toBe('近期')
  })

  it('labels at most three x positions', () => {
    expect(axisLabelIndexes(0)).toEqual([])
    expect(axisLabelIndexes(2)).toEqual([0, 1])
    expect(axisLabelIndexes(24)).toEqual([0, 11, 23])
  })
})
