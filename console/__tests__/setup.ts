export {}

// What jsdom lacks and antd reads: media queries (the grid's breakpoints) and element resizing.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    // Desktop width: every min-width breakpoint matches, so the menu is a sider, not a drawer.
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
})

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver })

// antd measures scroll bars through getComputedStyle with a pseudo-element, which jsdom does not implement.
const computed = window.getComputedStyle
window.getComputedStyle = (element: Element) => computed(element)

// react-router 7 encodes with TextEncoder at load; jsdom's window does not have it, Node does.
const nodeUtil = require('node:util') as typeof import('node:util')
Object.assign(globalThis, { TextEncoder: nodeUtil.TextEncoder, TextDecoder: nodeUtil.TextDecoder })

// Deprecation notices from inside Refine's and antd's own components (its sider's Menu children, rc-motion's
// findDOMNode): nothing the console can change, and they drown the output.
const QUIET = [/\[antd: Menu\] `children` is deprecated/, /findDOMNode is deprecated/]
const consoleError = console.error
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && QUIET.some((p) => p.test(args[0] as string))) return
  consoleError(...args)
}

// antd works out each component's style sheet on its first render; the tests' StyleProvider (render-console.tsx)
// never inserts it, so working it out was a tenth of the project's CPU for nothing. The hook hands the element back as
// it is, as it does after inserting; tokens and class names still come from antd.
jest.mock('@ant-design/cssinjs', () => {
  const actual = jest.requireActual<typeof import('@ant-design/cssinjs')>('@ant-design/cssinjs')
  return { ...actual, useStyleRegister: () => (node: unknown) => node }
})
