/** An element a page watches for exposure, and how to bring it `ratio` into view. */
export type Observed = { el: Element; fire: (ratio: number) => void }

/** Installs the browser's IntersectionObserver, driven by the test (jsdom has none); returns what gets watched. */
export function installFakeIntersectionObserver(): Observed[] {
  const observed: Observed[] = []
  class FakeIntersectionObserver {
    constructor(private readonly cb: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
    observe(el: Element) {
      observed.push({ el, fire: (ratio) => this.cb([{ target: el, intersectionRatio: ratio }]) })
    }
    disconnect() {}
    unobserve() {}
  }
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver })
  return observed
}
