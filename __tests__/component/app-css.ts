import path from 'node:path'
import { compile } from 'sass'

/**
 * src/app.scss compiled as the build compiles it, for tests that check what the app's own style sheet does to
 * elements Taro draws (jest maps style imports to a stub). Taro's pxtransform leaves PX sizes as they are and
 * lowercases them; so does this.
 */
export function appCss(): string {
  const src = path.resolve(__dirname, '../../src')
  return compile(path.join(src, 'app.scss'), { loadPaths: [src] }).css.replace(/(\d)PX\b/g, '$1px')
}

/** Adds the app style sheet to the document (after any style already there) and returns its rules. */
export function loadAppCss(): CSSRule[] {
  const style = document.createElement('style')
  style.textContent = appCss()
  document.head.appendChild(style)
  return Array.from(style.sheet?.cssRules ?? [])
}
