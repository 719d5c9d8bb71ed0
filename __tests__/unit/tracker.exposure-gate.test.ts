import { createExposureGate } from '@/tracker/exposure-gate'

describe('exposure gate (entry ratio 1, exit ratio 0.2, 2 s throttle)', () => {
  it('counts an element once it is fully in view, not while partly visible', () => {
    const gate = createExposureGate(() => 0)
    expect(gate('a', 0.5)).toBe(false)
    expect(gate('a', 1)).toBe(true)
    expect(gate('a', 1)).toBe(false) // still in view: not again
  })

  it('counts again only after the element left the view and 2 s passed', () => {
    let now = 0
    const gate = createExposureGate(() => now)
    expect(gate('a', 1)).toBe(true)
    expect(gate('a', 0.5)).toBe(false) // partly out is not out
    expect(gate('a', 1)).toBe(false)
    expect(gate('a', 0.1)).toBe(false) // left (below 0.2)
    now = 1500
    expect(gate('a', 1)).toBe(false) // back within 2 s: throttled
    expect(gate('a', 0.1)).toBe(false)
    now = 2500
    expect(gate('a', 1)).toBe(true)
  })

  it('keeps elements apart', () => {
    const gate = createExposureGate(() => 0)
    expect(gate('a', 1)).toBe(true)
    expect(gate('b', 1)).toBe(true)
  })
})
