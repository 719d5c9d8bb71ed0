/**
 * A page's `data` as the mini-program keeps it: `setData` takes key paths (`root.cn[0].cn[1].v`, and Taro's
 * first render writes `root.cn.[0]`), and values travel as JSON (functions and `undefined` are dropped on the
 * way to the view layer), so the tree here is what the WXML templates would draw.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type PageData = Record<string, Json>

/** `root.cn.[0]` → ['root', 'cn', 0]; `a[2].b` → ['a', 2, 'b']. */
export function parseDataPath(path: string): (string | number)[] {
  const tokens: (string | number)[] = []
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) tokens.push(m[2] !== undefined ? Number(m[2]) : m[1])
  return tokens
}

function toJson(value: unknown): Json | undefined {
  if (value === undefined || typeof value === 'function') return undefined
  return JSON.parse(JSON.stringify(value)) as Json
}

/** Applies one `setData` payload to `data` in place, creating objects and arrays along the path as WeChat does. */
export function applySetData(data: PageData, payload: Record<string, unknown>): void {
  for (const [path, raw] of Object.entries(payload)) {
    const value = toJson(raw)
    if (value === undefined) continue
    const tokens = parseDataPath(path)
    let node: Record<string | number, Json> = data
    tokens.forEach((token, i) => {
      if (i === tokens.length - 1) {
        node[token] = value
        return
      }
      const next = node[token]
      if (next === null || typeof next !== 'object') node[token] = typeof tokens[i + 1] === 'number' ? [] : {}
      node = node[token] as Record<string | number, Json>
    })
  }
}

/** A node of Taro's rendered tree: `nn` node name, `cn` children, `v` text, `sid` the element id events use. */
export interface TaroNode {
  nn?: string
  cn?: TaroNode[]
  v?: string
  sid?: string
  uid?: string
  cl?: string
  [attr: string]: unknown
}

/** The children of Taro's page root (`data.root.cn`): empty means the page drew nothing. */
export function rootNodes(data: PageData): TaroNode[] {
  const root = data.root as { cn?: TaroNode[] } | undefined
  return Array.isArray(root?.cn) ? root.cn : []
}

/** Every text of a subtree in document order, as a user would read it (text nodes carry it in `v`). */
export function textOf(nodes: TaroNode | TaroNode[]): string {
  const list = Array.isArray(nodes) ? nodes : [nodes]
  return list.map((n) => (typeof n.v === 'string' ? n.v : '') + (n.cn ? textOf(n.cn) : '')).join('')
}

/** Depth-first search for the innermost element whose text contains `text` (text nodes take no taps). */
export function findByText(nodes: TaroNode[], text: string): TaroNode | undefined {
  for (const n of nodes) {
    if (!n.cn || !textOf(n).includes(text)) continue
    const inner = findByText(n.cn, text)
    if (inner) return inner
    if (n.sid || n.uid) return n
  }
  return undefined
}

/** The elements from a top-level node down to `target` (inclusive), or [] when it is not in the tree. */
export function pathTo(nodes: TaroNode[], target: TaroNode): TaroNode[] {
  for (const n of nodes) {
    if (n === target) return [n]
    const below = pathTo(n.cn ?? [], target)
    if (below.length) return [n, ...below]
  }
  return []
}
