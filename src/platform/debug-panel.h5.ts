import { Colors } from '../constants/colors'

/** The debug console's floating 'log' button and the panel it opens with `lines` (kept up to date by the caller). */
export function showDebugPanel(lines: readonly string[]): void {
  if (document.getElementById('va-debug-btn')) return
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
}
