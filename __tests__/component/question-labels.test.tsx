import path from 'node:path'
import TestUtils from '@tarojs/test-utils-react'
import { compile } from 'sass'
import { flush } from './helpers'
import QuestionForm from '@/components/question-form'
import { getGame, listGames } from '../../server/src/valuation/catalogue'
import { valuationQuestions } from '../../server/src/valuation/catalogue/questions'

/**
 * The valuation questions as players see them (issue 19, point 4): every character, weapon, light cone and
 * skin named in full, never cut at 320 px, and the unpriced questions saying so up front.
 */

const CONTENT_320 = 320 - 2 * 16 - 2 * 12 // the props step: page padding 16, card padding 12
const CONTENT_390 = 390 - 2 * 16 - 2 * 12
const FONT = 13 // field label size, px per CJK character
const UNIT = 6 + 13 // a tier field's unit ("款") and its margin

/** The question form's compiled style sheet: the declarations of every rule that names `selector`. */
function declarations(css: string, selector: string): string {
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .filter((m) => m[1].split(',').some((s) => s.trim() === selector))
    .map((m) => m[2])
    .join(';')
}

function fieldRules(): { basis: number; gap: number; input: number; css: string } {
  const file = path.resolve(__dirname, '../../src/components/question-form/index.scss')
  const css = compile(file, { loadPaths: [path.resolve(__dirname, '../../src')] }).css
  // The last length of a declaration: flex-basis of `flex: 1 1 150px`, the column gap of `gap: 8px 12px`.
  const px = (selector: string, prop: string) =>
    Number(new RegExp(`(?:^|[;\\s])${prop}:[^;]*?([\\d.]+)px\\s*(?:;|$)`).exec(declarations(css, selector))?.[1])
  return { basis: px('.qf__field', 'flex'), gap: px('.qf__fields', 'gap'), input: px('.qf__input--small', 'width'), css }
}

describe('valuation question labels', () => {
  const testUtils = new TestUtils()
  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  test.each([10026, 10161, 10013])('game %s: every named item and option is rendered whole', async (id) => {
    const questions = valuationQuestions(getGame(id)!)
    await testUtils.mount(() => <QuestionForm questions={questions} value={{}} onChange={() => undefined} />, { props: {} })
    await flush()
    const labels = [...document.querySelectorAll('.qf__field-label')].map((e) => e.textContent)
    expect(labels).toEqual(questions.flatMap((q) => (q.fields ?? []).map((f) => f.label)))
    const chips = [...document.querySelectorAll('.qf__chip')].map((e) => e.textContent)
    // An optional asset question offers 没有 and 不确定 above its own options (issue 35).
    expect(chips).toEqual(questions.flatMap((q) => [...(q.none ? ['没有', '不确定'] : []), ...(q.options ?? []).map((o) => o.label)]))
  })

  test('the full limited rosters and 王者荣耀’s named skins are asked', () => {
    const fields = (id: number, key: string) => valuationQuestions(getGame(id)!).find((q) => q.key === key)
    expect(fields(10026, 'chars')?.fields?.length).toBeGreaterThanOrEqual(50)
    expect(fields(10026, 'weapons')?.fields?.map((f) => f.label)).toContain('静水流涌之辉')
    expect(fields(10161, 'chars')?.fields?.length).toBeGreaterThanOrEqual(40)
    expect(fields(10161, 'cones')?.fields?.map((f) => f.label)).toContain('我将，巡征追猎')
    const skins = fields(10013, 'rareSkins')
    expect(skins?.type).toBe(5)
    expect(skins?.options?.map((o) => o.label)).toContain('小乔·天鹅之梦')
  })

  test('questions that do not move the estimate say so in their title, and why they are asked', () => {
    for (const game of listGames()) {
      for (const q of valuationQuestions(game)) {
        const def = game.attributes.find((a) => a.key === q.key)!
        if (def.priced || def.kind === 'text') expect(q.title).not.toContain('不计入估价')
        else {
          expect(q.title).toContain('不计入估价')
          expect(q.help).toMatch(/^仅用于 AI创作/)
        }
      }
    }
  })

  test('labels wrap instead of being cut: one field a row at 320 px, two at 390 px, every name within two lines', () => {
    const { basis, gap, input, css } = fieldRules()
    for (const sel of ['.qf__field-label', '.qf__title', '.qf__chip'])
      expect(declarations(css, sel)).not.toMatch(/text-overflow|white-space:\s*nowrap/)
    expect(2 * basis + gap).toBeGreaterThan(CONTENT_320)
    expect(2 * basis + gap).toBeLessThanOrEqual(CONTENT_390)
    const narrowest = Math.min(CONTENT_320, (CONTENT_390 - gap) / 2) - input - 6
    for (const game of listGames()) {
      for (const q of valuationQuestions(game)) {
        for (const f of q.fields ?? []) {
          const width = narrowest - (q.unit ? UNIT : 0)
          expect(Math.ceil(([...f.label].length * FONT) / width)).toBeLessThanOrEqual(2)
        }
        // A chip holds its whole name on one line of the narrow screen.
        for (const o of q.options ?? []) expect([...o.label].length * FONT + 28).toBeLessThanOrEqual(CONTENT_320)
      }
    }
  })
})
