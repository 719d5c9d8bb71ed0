import type { PageData, TaroNode } from './data-tree'
import { rootNodes } from './data-tree'

/**
 * The host's `createIntersectionObserver(component, options)` as WeChat and Douyin behave where it matters to the
 * app: `observe(selector, callback)` finds the matching nodes in what the page has drawn AT THAT MOMENT (with
 * `observeAll`, all of them; without, the first) and later nodes are never reported to that observer; each result
 * carries the node's `id` and a `dataset` of the data-* attributes the template writes, which for Taro's templates
 * is `data-sid` alone. The simulated screen has no scroll: every node observed is reported fully in view
 * (intersectionRatio 1) on a later tick, as a phone reports the nodes in view when observing starts.
 */

export interface Observation {
  selector: string
  /** The nodes' ids (Taro's `uid || sid`) when `observe` ran. */
  ids: string[]
  disconnected: boolean
}

type Callback = (result: Record<string, unknown>) => void

/** Class selector only (`.a`): what the app observes; anything else finds nothing and says so in the log. */
function matches(node: TaroNode, selector: string): boolean {
  if (!selector.startsWith('.') || typeof node.cl !== 'string') return false
  return node.cl.split(/\s+/).includes(selector.slice(1))
}

function collect(nodes: TaroNode[], selector: string, out: TaroNode[]): TaroNode[] {
  for (const n of nodes) {
    if (matches(n, selector)) out.push(n)
    if (n.cn) collect(n.cn, selector, out)
  }
  return out
}

export class IntersectionObservers {
  readonly observations: Observation[] = []

  constructor(private readonly hostTask: (fn: () => void) => void) {}

  create(component: unknown, options: { observeAll?: boolean } = {}): Record<string, unknown> {
    const mine: Observation[] = []
    const observer: Record<string, unknown> = {
      relativeToViewport: () => observer,
      relativeTo: () => observer,
      observe: (selector: string, callback: Callback) => {
        const data = (component as { data?: PageData } | null)?.data ?? {}
        const found = collect(rootNodes(data), selector, [])
        const nodes = options.observeAll ? found : found.slice(0, 1)
        const ids = nodes.map((n) => String(n.uid ?? n.sid ?? ''))
        const observation: Observation = { selector, ids, disconnected: false }
        mine.push(observation)
        this.observations.push(observation)
        for (const [k, n] of nodes.entries()) {
          this.hostTask(() => {
            if (observation.disconnected) return
            callback({ id: ids[k], dataset: n.sid ? { sid: n.sid } : {}, intersectionRatio: 1, time: Date.now() })
          })
        }
      },
      disconnect: () => {
        for (const o of mine) o.disconnected = true
      },
    }
    return observer
  }
}
