import MarkdownIt from 'markdown-it'

const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/**
 * Links and images may go only to http(s) addresses or relative ones (no scheme): `javascript:`, `data:`,
 * `vbscript:`, `file:` and the rest are dropped. markdown-it hands this the normalised address (entities
 * decoded, control characters percent-encoded), so `&#106;avascript:` is caught and `java\tscript:` no longer
 * has a scheme at all.
 */
export function isSafeArticleLink(url: string): boolean {
  const m = SCHEME.exec(url.trim())
  if (!m) return true
  const scheme = m[1].toLowerCase()
  return scheme === 'http' || scheme === 'https'
}

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false })
md.validateLink = isSafeArticleLink

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
// Outside links leave the app's webview page; they never get the opener.
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx].attrGet('href') ?? '')
  if (/^https?:/i.test(href)) {
    tokens[idx].attrSet('target', '_blank')
    tokens[idx].attrSet('rel', 'noopener noreferrer nofollow')
  }
  return defaultLinkOpen(tokens, idx, options, env, self)
}

/**
 * An article's Markdown as the HTML the app shows with RichText. Raw HTML in the source is escaped as text
 * (`html: false`), so no tag or attribute the author typed (a script, an `onerror=`) comes out as markup;
 * every attribute in the output is one markdown-it writes itself (href, src, alt, title, target, rel).
 */
export function renderArticle(markdown: string): string {
  return md.render(markdown)
}
