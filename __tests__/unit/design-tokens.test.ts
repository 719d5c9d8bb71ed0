// The visual language read from the styles themselves: text colours reach 4.5:1 on the surfaces they are written
// on, gains and losses have one red and one green everywhere, and every tappable shared control is at least
// 44 px. The tokens come from compiling src/styles/_ui.scss, so a token change that breaks a rule fails here.
import { readdirSync, readFileSync } from 'fs'
import { join, resolve } from 'path'
import postcss, { type Rule } from 'postcss'
import * as sass from 'sass'
import ts from 'typescript'
import { UiDefault } from '../../src/constants/app'
import { Colors } from '../../src/constants/colors'
import { contrastRatio as contrast } from '@/utils/contrast'

const ROOT = resolve(__dirname, '../..')
const STYLES = join(ROOT, 'src/styles')
const COMPONENTS = join(ROOT, 'src/components')

/** Every variable of styles/_ui.scss, as sass prints it. */
function tokens(): Record<string, string> {
  const css = sass.compileString(
    "@use 'sass:meta'; @use 'ui'; a { @each $name, $value in meta.module-variables('ui') { --#{$name}: #{meta.inspect($value)}; } }",
    { loadPaths: [STYLES] },
  ).css
  return Object.fromEntries([...css.matchAll(/--([\w-]+): ([^;]+);/g)].map((m) => [m[1], m[2]]))
}

const T = tokens()

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`)
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number]
}

const hue = (hex: string) => {
  const [r, g, b] = rgb(hex)
  const max = Math.max(r, g, b)
  const d = max - Math.min(r, g, b)
  if (d === 0) return 0
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return (h * 60 + 360) % 360
}

const WHITE = '#fff'
const GRADES = ['n', 'r', 'sr', 'ssr', 'ur']
const color = (name: string) => (name === 'white' ? WHITE : T[name])

describe('text contrast (WCAG AA body text, 4.5:1)', () => {
  it('is computed the WCAG way', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21)
    expect(contrast('#777', '#fff')).toBeCloseTo(4.48, 2)
    // The grey $text-3 used to be: fine for decoration, too faint for text.
    expect(contrast('#8f959e', '#fff')).toBeLessThan(4.5)
  })

  // Text colour on the surfaces it is written on: cards (white), the page, the grey boxes and fields, and each
  // colour's own soft background; white on the filled buttons and banners.
  const SURFACES = ['white', 'bg', 'soft-bg', 'field-bg']
  const PAIRS: [string, string][] = [
    ...['text', 'text-2', 'text-3', 'primary', 'danger', 'ok', 'gain', 'loss', 'warn-text'].flatMap((fg) =>
      SURFACES.map((bg): [string, string] => [fg, bg]),
    ),
    ['text-2', 'primary-soft'],
    ['text-3', 'primary-soft'],
    ['primary', 'primary-soft'],
    ['gain', 'gain-soft'],
    ['loss', 'loss-soft'],
    ['danger', 'error-bg'],
    ['danger', 'field-error-bg'],
    ['ok', 'ok-soft'],
    ['warn-text', 'warn-soft'],
    ['white', 'primary'],
    ['white', 'gain'],
    ['white', 'loss'],
    ['white', 'danger'],
    ['white', 'cta-warm-from'],
    // Grade badges: white on the grade's colour, and the grade's colour as text on white (the report head).
    ...GRADES.flatMap((g): [string, string][] => [
      ['white', `grade-${g}`],
      [`grade-${g}`, 'white'],
    ]),
  ]

  it.each(PAIRS)('%s on %s', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5)
  })
})

describe('colours painted from TypeScript', () => {
  it('are the tokens of the same name (canvas cards, native dialogs)', () => {
    expect(Colors).toEqual({ PRIMARY: T.primary, TEXT: T.text, TEXT_2: T['text-2'], TEXT_3: T['text-3'], BG: T.bg })
  })

  it('no source file writes the old blue #1677ff', () => {
    const files = (readdirSync(join(ROOT, 'src'), { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f))
    expect(files.filter((f) => /#1677ff/i.test(readFileSync(join(ROOT, 'src', f), 'utf8')))).toEqual([])
  })
})

describe('gain and loss colours', () => {
  it('follow 红涨绿跌: a gain is red, a loss green, and errors share the red', () => {
    const gain = hue(T.gain)
    const loss = hue(T.loss)
    expect(gain < 20 || gain > 340).toBe(true)
    expect(loss).toBeGreaterThan(90)
    expect(loss).toBeLessThan(170)
    expect(T.danger).toBe(T.gain)
  })

  /** Every rule of every app stylesheet, compiled. */
  function appRules(): { file: string; rule: Rule }[] {
    const files = (readdirSync(join(ROOT, 'src'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.scss') && !f.split('/').pop()!.startsWith('_'))
      .map((f) => join(ROOT, 'src', f))
    return files.flatMap((file) => {
      const out: { file: string; rule: Rule }[] = []
      postcss.parse(sass.compile(file, { loadPaths: [join(ROOT, 'src')] }).css).walkRules((rule) => {
        out.push({ file, rule })
      })
      return out
    })
  }

  it('every --gain / --loss modifier in the app is coloured with the one pair of tokens', () => {
    const allowed = { gain: [T.gain, T['gain-soft']], loss: [T.loss, T['loss-soft']] }
    const seen: string[] = []
    for (const { file, rule } of appRules()) {
      const kind = /--(gain|loss)\b/.exec(rule.selector)?.[1] as 'gain' | 'loss' | undefined
      if (!kind) continue
      rule.walkDecls(/^(color|background|background-color)$/, (d) => {
        seen.push(rule.selector)
        expect({ file, selector: rule.selector, value: d.value }).toEqual({
          file,
          selector: rule.selector,
          value: expect.stringMatching(new RegExp(`^(${allowed[kind].join('|')})$`)),
        })
      })
    }
    // The pages that show money moving use them: did-I-lose, PK, value breakdown, market trend.
    for (const sel of [
      '.fc-stat__value--gain',
      '.ck-row__value--loss',
      '.cmp-gap--gain',
      '.cmp-item__diff--loss',
      '.rv-bd__val--gain',
      '.ma__change--loss',
    ])
      expect(seen.some((s) => s.includes(sel))).toBe(true)
  })
})

describe('grade colours', () => {
  /** Every rule of every app stylesheet, compiled (the pay page's own badge is left to its pending rework). */
  const rules = () =>
    (readdirSync(join(ROOT, 'src'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.scss') && !f.split('/').pop()!.startsWith('_'))
      .flatMap((f) => {
        const out: { file: string; rule: Rule }[] = []
        postcss.parse(sass.compile(join(ROOT, 'src', f), { loadPaths: [join(ROOT, 'src')] }).css).walkRules((rule) => {
          out.push({ file: f, rule })
        })
        return out
      })

  it('are five distinct colours, one per grade', () => {
    expect(new Set(GRADES.map((g) => T[`grade-${g}`])).size).toBe(GRADES.length)
  })

  it('every grade modifier in the app paints its grade with the one token of that grade', () => {
    const seen: string[] = []
    for (const { file, rule } of rules()) {
      const grade = /(?:level|grade)[\w-]*--(n|r|sr|ssr|ur)\b/.exec(rule.selector)?.[1]
      if (!grade) continue
      rule.walkDecls(/^(color|background|background-color)$/, (d) => {
        seen.push(rule.selector)
        expect({ file, selector: rule.selector, value: d.value }).toEqual({ file, selector: rule.selector, value: T[`grade-${grade}`] })
      })
    }
    // The badge every list uses and the report head's big grade.
    for (const sel of ['.grade-badge--sr', '.grade-badge--ur', '.rv-level--sr', '.rv-level--n']) expect(seen).toContain(sel)
  })

  it('lists and pages show a grade through GradeBadge (or the report head), not a styled text of their own', () => {
    const files = (readdirSync(join(ROOT, 'src'), { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.tsx') && !f.startsWith('components/grade-badge/'),
    )
    const own = files.flatMap((f) =>
      [...readFileSync(join(ROOT, 'src', f), 'utf8').matchAll(/<Text[^>]*>\{[\w.?]*\blevel\}<\/Text>/g)]
        .map((m) => `${f}: ${m[0]}`)
        // The report head's big grade, coloured by grade-text.
        .filter((m) => !m.includes('rv-level__code')),
    )
    expect(own).toEqual([])
  })
})

describe('tap targets (at least 44 px)', () => {
  const MIN = 44
  // `PX` too: Taro's pxtransform leaves it unscaled, and CSS units are case-insensitive.
  const px = (v: string | undefined) => (v && /^[\d.]+px$/i.test(v.trim()) ? parseFloat(v) : 0)

  /** Declarations of the rules whose selector ends with `.cls` (and `::before` when asked). */
  function decls(root: postcss.Root, cls: string, pseudo = ''): Record<string, string> {
    const out: Record<string, string> = {}
    const tail = new RegExp(`\\.${cls}${pseudo}$`)
    root.walkRules((rule) => {
      if (rule.selectors.some((s) => tail.test(s.trim()))) rule.walkDecls((d) => void (out[d.prop] = d.value))
    })
    return out
  }

  /** How a control reaches 44 px, or why it does not. */
  function tapSize(root: postcss.Root, cls: string): string {
    const own = decls(root, cls)
    if (Math.max(px(own.height), px(own['min-height'])) >= MIN) return 'own height'
    const area = decls(root, cls, '::before')
    if (px(area['min-width']) >= MIN && px(area['min-height']) >= MIN) return 'tap area'
    const fills = ['top', 'right', 'bottom', 'left'].every((side) => own[side] === '0')
    if (fills && /absolute|fixed/.test(own.position ?? '')) return 'fills its parent'
    return `too small: ${JSON.stringify(own)}`
  }

  it('the tappable mixins reach 44 px at any size they are drawn', () => {
    const css = sass.compileString(
      `@use 'ui' as *;
      .button-block { @include button-block(28px); }
      .button-outline { @include button-outline(30px); }
      .button-primary { @include button-primary(34px); }
      .cell { @include cell(40px); }
      .segmented-tab { @include segmented-tab; }
      .round-check { @include round-check(18px); }
      .soft-input { @include soft-input; }
      .tap-area { @include tap-area; }`,
      { loadPaths: [STYLES] },
    ).css
    const root = postcss.parse(css)
    for (const cls of [
      'button-block',
      'button-outline',
      'button-primary',
      'cell',
      'segmented-tab',
      'round-check',
      'soft-input',
      'tap-area',
    ])
      expect([cls, tapSize(root, cls)]).toEqual([cls, expect.not.stringMatching(/^too small/)])
    expect(px(T['tap-min'])).toBeGreaterThanOrEqual(MIN)
  })

  /** The static class of every View, Text, Button or Image with an onClick in the shared components. */
  function tappableClasses(file: string): string[] {
    const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    const out: string[] = []
    const visit = (n: ts.Node) => {
      if ((ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) && /^(View|Text|Button|Image)$/.test(n.tagName.getText())) {
        const attrs = n.attributes.properties.filter(ts.isJsxAttribute)
        const cls = attrs.find((a) => a.name.getText() === 'className')?.initializer
        if (attrs.some((a) => a.name.getText() === 'onClick') && cls) {
          // 'a b' or {`a${…}`}: the first class is the block that must be big enough. A class built only from a
          // prop (TabRow's, Choices') is styled by the page that names it.
          const expr = ts.isJsxExpression(cls) ? cls.expression : undefined
          const text = ts.isStringLiteral(cls)
            ? cls.text
            : expr && ts.isTemplateExpression(expr)
              ? expr.head.text
              : expr && ts.isNoSubstitutionTemplateLiteral(expr)
                ? expr.text
                : ''
          const first = text.trim().split(/\s+/)[0]
          if (first) out.push(first)
        }
      }
      ts.forEachChild(n, visit)
    }
    visit(src)
    return out
  }

  const dirs = readdirSync(COMPONENTS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(COMPONENTS, d.name))

  const cases = dirs.flatMap((dir) => {
    const files = readdirSync(dir)
    const classes = files.filter((f) => f.endsWith('.tsx')).flatMap((f) => tappableClasses(join(dir, f)))
    return [...new Set(classes)].map((cls): [string, string] => [dir.split('/').pop()!, cls])
  })

  it('finds the tappable controls of the shared components', () => {
    // A sample: buttons, chips, text links, tabs, list rows, cards and popup buttons.
    const classes = cases.map(([, c]) => c)
    for (const c of [
      'fc-submit',
      'fc-btn',
      'qf__chip',
      'acc__mode',
      'game-pills__item',
      'ls-btn',
      'rv-cmp__info',
      'rp-btn',
      'listing-card',
    ])
      expect(classes).toContain(c)
  })

  // Small text links and toggles on pages (issue 34): 更多 ›, 怎么算的 ›, 复制链接, the agreements, 收藏.
  const PAGE_CONTROLS: [string, string][] = [
    ['features/information/information.scss', 'home-info__more'],
    ['components/accuracy-line/index.scss', 'acc-line'],
    ['features/records/records.scss', 'rec-card__go'],
    ['features/records/records.scss', 'rec-fav'],
    ['features/report/listing-detail.scss', 'ad-bar__fav'],
    ['features/intention-search/purpose.scss', 'pp-star'],
    ['features/account-info/complete.scss', 'cp-btn'],
    ['features/login/code-login.scss', 'vc__link'],
    ['features/login/code-login.scss', 'vc__agree-toggle'],
    ['features/login/login.scss', 'login__link'],
  ]

  it.each(PAGE_CONTROLS)('%s: .%s', (file, cls) => {
    const root = postcss.parse(sass.compile(join(ROOT, 'src', file), { loadPaths: [join(ROOT, 'src')] }).css)
    expect(tapSize(root, cls)).not.toMatch(/^too small/)
  })

  it.each(cases)('%s: .%s', (component, cls) => {
    const dir = join(COMPONENTS, component)
    const root = postcss.parse(
      readdirSync(dir)
        .filter((f) => f.endsWith('.scss'))
        .map((f) => sass.compile(join(dir, f), { loadPaths: [join(ROOT, 'src')] }).css)
        .join('\n'),
    )
    expect(tapSize(root, cls)).not.toMatch(/^too small/)
  })
})

describe('shell sizes (spec section 9: bottom panel 180, tab bar 50px)', () => {
  /** Every .scss file under src/, relative to src/. */
  const scssFiles = (dir = join(ROOT, 'src')): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? scssFiles(join(dir, e.name)) : e.name.endsWith('.scss') ? [join(dir, e.name)] : [],
    )

  it('the style tokens are the constants', () => {
    expect(T['bottom-panel-height']).toBe(`${UiDefault.BOTTOM_PANEL_HEIGHT}px`)
    const tabBar = sass.compileString("@use 'tab-bar'; a { height: tab-bar.$tab-bar-height; }", { loadPaths: [STYLES] }).css
    expect(tabBar).toContain(`height: ${UiDefault.TAB_BAR_HEIGHT}PX`)
  })

  it('every sheet that opens at the bottom of the screen is a bottom panel, at least 180 high', () => {
    const sheets = scssFiles().filter((f) => !f.endsWith('_ui.scss') && readFileSync(f, 'utf8').includes('@include sheet-mask'))
    expect(sheets.length).toBeGreaterThan(0)
    for (const file of sheets)
      expect({ file, panel: readFileSync(file, 'utf8').includes('@include bottom-panel') }).toEqual({ file, panel: true })
    // The purpose page's account sheet, compiled: the panel height holds beside its own limit.
    const root = postcss.parse(
      sass.compile(join(ROOT, 'src/features/intention-search/purpose.scss'), { loadPaths: [join(ROOT, 'src')] }).css,
    )
    const decls: Record<string, string> = {}
    root.walkRules('.pp-sheet', (rule: Rule) => rule.walkDecls((d) => void (decls[d.prop] = d.value)))
    expect(decls['min-height']).toBe('180px')
    expect(decls['max-height']).toBe('80vh')
  })
})
