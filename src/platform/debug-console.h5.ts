import { shouldShowDebugConsole } from './debug'
import { Colors } from '../constants/colors'

const MAX_LINES = 200

/**
 * A minimal stand-in for vConsole: a floating button that opens the last console lines. Good enough to
 * read logs inside app webviews where no devtools are attached.
 */
export function installDebugConsole(): boolean {
  if (typeof document === 'undefined') return false
  if (!shouldShowDebugConsole(window.location.href, process.env.TARO_APP_BUILD_ENV)) return false
  if (document.getElementById('va-debug-btn')) return true

  const lines: string[] = []
  const panel = document.createElement('pre')
  panel.id = 'va-debug-panel'
  panel.style.cssText =
    'display:none;position:fixed;left:0;right:0;bottom:0;max-height:50vh;overflow:auto;margin:0;padding:8px;' +
    'background:rgba(0,0,0,.85);color:#9f9;font:11px/1.4 monospace;z-index:99999;white-space:pre-wrap;'
  const btn = document.createElement('div')
  btn.id = 'va-debug-btn'
  btn.textContent = 'log'
  btn.style.cssText =
    `position:fixed;right:8px;bottom:80px;padding:4px 10px;border-radius:12px;background:${Colors.PRIMARY};color:#fff;` +
    'font:12px sans-serif;z-index:100000;opacity:.8;'
  btn.onclick = () => {
    panel.style.display = panel.style.display === 'none' ? 'block' : 'none'
    panel.textContent = lines.join('\n')
  }
  document.body.appendChild(panel)
  document.body.appendChild(btn)

  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    const orig = console[level].bind(console)
    console[level] = (...args: unknown[]) => {
      lines.push(`[${level}] ${args.map((a) => (typeof a === 'string' ? a : safeJson(a))).join(' ')}`)
      if (lines.length > MAX_LINES) lines.shift()
      orig(...args)
    }
  }
  return true
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v)
  } catch {
    return String(v)
  }
}
