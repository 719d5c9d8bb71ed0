import { shouldShowDebugConsole } from './debug'

const MAX_LINES = 200

/**
 * A minimal stand-in for vConsole: a floating button that opens the last console lines. Good enough to read logs
 * inside app webviews where no devtools are attached. The lines are kept from the start; the button and panel
 * (./debug-panel.h5) load only where the debug console is on, so nobody else downloads them with the first page.
 */
export function installDebugConsole(): boolean {
  if (typeof document === 'undefined') return false
  if (!shouldShowDebugConsole(window.location.href, process.env.TARO_APP_BUILD_ENV)) return false
  if (document.getElementById('va-debug-btn')) return true

  const lines: string[] = []
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    const orig = console[level].bind(console)
    console[level] = (...args: unknown[]) => {
      lines.push(`[${level}] ${args.map((a) => (typeof a === 'string' ? a : safeJson(a))).join(' ')}`)
      if (lines.length > MAX_LINES) lines.shift()
      orig(...args)
    }
  }
  void import('./debug-panel.h5').then(({ showDebugPanel }) => showDebugPanel(lines))
  return true
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v)
  } catch {
    return String(v)
  }
}
