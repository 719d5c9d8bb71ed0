/**
 * Checks for the app's imagery (issue 18: icons from a maintained set, no glyph tiles): which glyph of
 * @nutui/icons-react-taro an element draws, and which single characters still stand alone where an icon was.
 */

/** The set's glyph name of one `.nut-icon` (its `nut-icon-<Name>` class). */
export function glyphName(icon: Element): string {
  const cls = Array.from(icon.classList).find((c) => c.startsWith('nut-icon-'))
  return cls ? cls.slice('nut-icon-'.length) : ''
}

/** The glyph each tile matching `tile` inside `el` draws; fails on a tile with text or with other than one glyph. */
export function tileGlyphs(el: Element, tile = '.icon-tile'): string[] {
  return Array.from(el.querySelectorAll(tile)).map((t) => {
    expect(t.textContent).toBe('')
    const icons = t.querySelectorAll('.nut-icon')
    expect(icons).toHaveLength(1)
    return glyphName(icons[0])
  })
}

/** One Chinese character (or ¥) alone in an element: what a glyph tile shows. */
const LONE_CHARACTER = /^[\u4e00-\u9fff¥]$/

/** Texts of the elements inside `root` that hold one character and nothing else: glyph tiles left behind. */
export function loneCharacters(root: Element): string[] {
  return Array.from(root.querySelectorAll('*'))
    .filter((e) => e.children.length === 0 && LONE_CHARACTER.test((e.textContent ?? '').trim()))
    .map((e) => (e.textContent ?? '').trim())
}

/**
 * A 收藏 toggle as `<glyph> <words>`: the glyph of the set it draws (`-` for none) and its text. One star on every
 * list and page (issue 34: ☆ on some, ♡ on others).
 */
export function collectLabel(el: Element | null): string {
  const icon = el?.querySelector('.nut-icon')
  return `${icon ? glyphName(icon) : '-'} ${(el?.textContent ?? '').trim()}`
}
