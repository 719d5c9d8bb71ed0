// 任务中心's two link cards (幸运抽奖, 爱心值) share one row: they must shrink with the screen. With a subtitle on one
// unbreakable line the 爱心值 card ran 5 px past the page at 390 px and was cut off at 320 px (issue 34).
import { join, resolve } from 'path'
import postcss from 'postcss'
import * as sass from 'sass'

const SRC = resolve(__dirname, '../../src')
const css = postcss.parse(sass.compile(join(SRC, 'features/rewards/mission.scss'), { loadPaths: [SRC] }).css)

/** The declarations of the rules whose selector is exactly `selector`. */
function decls(selector: string): Record<string, string> {
  const out: Record<string, string> = {}
  css.walkRules((rule) => {
    if (rule.selectors.includes(selector)) rule.walkDecls((d) => void (out[d.prop] = d.value))
  })
  return out
}

it('each link card may shrink below its content width, its text column taking the rest', () => {
  expect(decls('.mc-link')).toMatchObject({ flex: '1', 'min-width': '0' })
  expect(decls('.mc-link__main')).toMatchObject({ flex: '1', 'min-width': '0' })
})

it('no text in a link card is kept on one line (it wraps instead of widening the card)', () => {
  const nowrap: string[] = []
  css.walkRules((rule) => {
    if (!rule.selectors.some((s) => s.startsWith('.mc-link'))) return
    rule.walkDecls('white-space', (d) => void (d.value === 'nowrap' && nowrap.push(rule.selector)))
  })
  expect(nowrap).toEqual([])
})
