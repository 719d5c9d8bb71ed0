/**
 * Canvas and layout queries as a mini-program answers them, with nothing drawn: a 2D context records every
 * call and property write (so a test can check what a card draws), images "load" on the next tick, and
 * selector queries answer fixed rectangles of the simulated screen.
 */

export interface CanvasOp {
  /** Method name, or `set <property>` for a property write. */
  op: string
  args: unknown[]
}

export interface RecordedCanvas {
  id: number
  width: number
  height: number
  kind: 'offscreen' | 'node' | 'legacy'
  ops: CanvasOp[]
  getContext(type: string): Record<string, unknown>
  createImage(): FakeImage
}

export interface FakeImage {
  src: string
  width: number
  height: number
  onload: (() => void) | null
  onerror: ((e: unknown) => void) | null
}

/** What an image source must look like to "load": a file path, an http(s) URL or a data URL. */
const LOADABLE = /^(wxfile|ttfile|https?|data):|^\//

function createImage(onTick: (fn: () => void) => void): FakeImage {
  let src = ''
  const image: FakeImage = {
    width: 0,
    height: 0,
    onload: null,
    onerror: null,
    get src() {
      return src
    },
    set src(value: string) {
      src = value
      onTick(() => {
        if (LOADABLE.test(value)) {
          image.width = 200
          image.height = 200
          image.onload?.()
        } else image.onerror?.({ errMsg: `image load fail: ${value}` })
      })
    },
  }
  return image
}

/** A 2D context whose methods and property writes are recorded in `ops`; text is measured at 0.6 em per character. */
function recordingContext(ops: CanvasOp[], onTick: (fn: () => void) => void): Record<string, unknown> {
  const state: Record<string, unknown> = { font: '10px sans-serif', fillStyle: '#000000', strokeStyle: '#000000', lineWidth: 1 }
  const answers: Record<string, (...args: unknown[]) => unknown> = {
    measureText: (text) => {
      const px = Number(/(\d+(?:\.\d+)?)px/.exec(String(state.font))?.[1] ?? 10)
      return { width: String(text).length * px * 0.6 }
    },
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    createRadialGradient: () => ({ addColorStop: () => undefined }),
    createPattern: () => ({}),
    getImageData: (_x, _y, w, h) => ({ width: w, height: h, data: new Uint8ClampedArray(Number(w) * Number(h) * 4) }),
    getLineDash: () => [],
    isPointInPath: () => false,
    // Legacy (createCanvasContext) contexts draw when told to.
    draw: (_reserve, done) => {
      if (typeof done === 'function') onTick(done as () => void)
    },
  }
  return new Proxy(state, {
    get(target, prop) {
      if (typeof prop !== 'string') return undefined
      if (prop in target) return target[prop]
      return (...args: unknown[]) => {
        ops.push({ op: prop, args })
        return answers[prop]?.(...args)
      }
    },
    set(target, prop, value) {
      if (typeof prop === 'string') {
        ops.push({ op: `set ${prop}`, args: [value] })
        target[prop] = value
      }
      return true
    },
  })
}

export class CanvasRegistry {
  readonly canvases: RecordedCanvas[] = []

  constructor(private readonly onTick: (fn: () => void) => void) {}

  create(kind: RecordedCanvas['kind'], width = 300, height = 150): RecordedCanvas {
    const ops: CanvasOp[] = []
    let context: Record<string, unknown> | undefined
    const canvas: RecordedCanvas = {
      id: this.canvases.length + 1,
      width,
      height,
      kind,
      ops,
      getContext: () => (context ??= recordingContext(ops, this.onTick)),
      createImage: () => createImage(this.onTick),
    }
    this.canvases.push(canvas)
    return canvas
  }

  /** The canvas behind a `canvasToTempFilePath` call: the `canvas` option, or the last legacy one. */
  resolve(options: { canvas?: unknown; canvasId?: string }): RecordedCanvas | undefined {
    if (options.canvas) return this.canvases.find((c) => c === options.canvas)
    return [...this.canvases].reverse().find((c) => c.kind === 'legacy')
  }
}

export interface ScreenSize {
  width: number
  height: number
}

type Answer = (selector: string) => unknown

/**
 * `createSelectorQuery()`: every `select…()` + field call queues an answer; `exec` calls each field callback
 * and then its own with all answers, asynchronously, as the view layer does.
 */
export function createSelectorQuery(screen: ScreenSize, canvases: CanvasRegistry, onTick: (fn: () => void) => void): unknown {
  const queued: { answer: () => unknown; callback?: (r: unknown) => void }[] = []
  const rect = (selector: string) => ({
    id: selector.replace(/^#/, ''),
    dataset: {},
    left: 0,
    top: 0,
    right: screen.width,
    bottom: 100,
    width: screen.width,
    height: 100,
  })
  const answers: Record<string, Answer> = {
    boundingClientRect: rect,
    scrollOffset: (selector) => ({
      id: selector.replace(/^#/, ''),
      dataset: {},
      scrollLeft: 0,
      scrollTop: 0,
      scrollWidth: screen.width,
      scrollHeight: screen.height,
    }),
    fields: (selector) => ({ ...rect(selector), node: canvases.create('node'), size: true }),
    node: () => ({ node: canvases.create('node') }),
    context: () => ({ context: canvases.create('legacy').getContext('2d') }),
  }
  const nodesRef = (selector: string, all: boolean) => {
    const ref: Record<string, unknown> = {}
    for (const [field, answer] of Object.entries(answers)) {
      ref[field] = (...args: unknown[]) => {
        const callback = args.find((a): a is (r: unknown) => void => typeof a === 'function')
        queued.push({ answer: () => (all ? [answer(selector)] : answer(selector)), callback })
        return query
      }
    }
    return ref
  }
  const query: Record<string, unknown> = {
    in: () => query,
    select: (selector: string) => nodesRef(selector, false),
    selectAll: (selector: string) => nodesRef(selector, true),
    selectViewport: () => nodesRef('viewport', false),
    exec: (callback?: (results: unknown[]) => void) => {
      const pending = queued.splice(0)
      onTick(() => {
        const results = pending.map((q) => {
          const r = q.answer()
          q.callback?.(r)
          return r
        })
        callback?.(results)
      })
      return query
    },
  }
  return query
}
