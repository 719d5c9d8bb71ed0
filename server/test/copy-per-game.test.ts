import { QUESTION_FLOWS, type QuestionFlow } from '../src/contract/questions'
import { EvaluateType } from '../src/contract/values/valuation'
import { REPORT_LEVELS } from '../src/contract/values/report'
import { listGames, valuationQuestions, type Attrs, type AttributeDef, type GameDef } from '../src/valuation'
import { assetTerms, emptyAccountText } from '../src/valuation/catalogue/terms'
import { accountFacts, sellingGrade } from '../src/modules/ai-create/facts'
import { LocalTextGenerator, type CopyFacts } from '../src/providers/text-generation'
import { buildPrompt } from '../src/providers/text-generation-openai'
import { AUTH_KINDS, EVALUATE_METHODS, GOODS_LINK_HINT } from '../../src/constants/evaluate-methods'
import { attrsSource, baseNote, campIdDesc, feedbackPlaceholder, propsMethodDesc, unlockConfirmText } from '../../src/constants/game-copy'

/**
 * Issue 35 point 7: copy names only the game's own assets and speaks the flow's language. For every enabled game the
 * copy of every flow (props / link / authorization valuation and their reports, intention search, did-I-lose, deal
 * evaluation, AI创作) is derived the way the app and the service derive it, and checked for other games' terms and
 * for the wrong flow's wording.
 */

/**
 * Words that name one kind of game's assets. Which game owns a word is read from the catalogue (a word is a game's
 * when its definition uses it), so this list only says which words to look for.
 */
const VOCABULARY = [
  '段位',
  '皮肤',
  '角色',
  '命座',
  '英雄',
  '专武',
  '光锥',
  '星魂',
  '叠影',
  '精炼',
  '贵族',
  '忍者',
  '原石',
  '星琼',
  '纠缠之缘',
  '军需',
  '载具',
  '尾迹',
  '升级枪',
  '枪械',
  '武器',
  '套装',
  '道具',
  '冒险等级',
  '开拓等级',
  '黄数',
  'VP',
]

const GAMES = listGames()
const ownText = (g: GameDef) => JSON.stringify(g)

/** The vocabulary words some other enabled game uses and this one never does. */
function foreignTerms(game: GameDef): string[] {
  const own = ownText(game)
  return VOCABULARY.filter((w) => !own.includes(w) && GAMES.some((o) => o.id !== game.id && ownText(o).includes(w)))
}

function expectOwnTerms(game: GameDef, texts: string[]) {
  const foreign = foreignTerms(game)
  for (const text of texts) {
    const hits = foreign.filter((w) => text.includes(w))
    expect({ game: game.name, text, hits }).toEqual({ game: game.name, text, hits: [] })
  }
}

function expectNone(texts: string[], wrong: RegExp, where: string) {
  for (const text of texts) expect({ where, text, wrong: wrong.test(text) }).toEqual({ where, text, wrong: false })
}

const questionTexts = (game: GameDef, flow: QuestionFlow) =>
  valuationQuestions(game, flow).flatMap((q) => [
    q.title,
    q.help ?? '',
    ...(q.options ?? []).map((o) => o.label),
    ...(q.fields ?? []).map((f) => f.label),
  ])

/** Wording that belongs to another flow: whose account it is, and what the answers are used for. */
const WRONG_WORDING: Record<QuestionFlow, RegExp> = {
  valuation: /你想要|不参与匹配|账号拥有/,
  aiCreate: /你想要|不参与匹配|AI创作/,
  purpose: /你拥有|账号拥有|AI创作|估价|你填写/,
  check: /你拥有|你想要|AI创作|不参与匹配/,
  deal: /你拥有|你想要|AI创作|不参与匹配/,
}

/** An account with every attribute of the game answered (named items at their top level, flags against default). */
function fullAccount(game: GameDef): Attrs {
  const value = (a: AttributeDef): Attrs[string] | undefined => {
    switch (a.kind) {
      case 'count':
        return a.max
      case 'tiers':
        return Object.fromEntries(a.tiers.map((t) => [t.key, t.max]))
      case 'named':
        return Object.fromEntries(a.items.map((it) => [it.key, a.maxLevel]))
      case 'enum':
        return a.options[a.options.length - 1].value
      case 'flag':
        return !a.default
      case 'text':
        return undefined
    }
  }
  const attrs: Attrs = {}
  for (const a of game.attributes) {
    const v = value(a)
    if (v !== undefined) attrs[a.key] = v
  }
  return attrs
}

async function aiCopies(game: GameDef, level?: string): Promise<string[]> {
  const out: string[] = []
  const grade = sellingGrade(level)
  for (const tone of ['简洁', '详细', '活泼'] as const) {
    for (const seed of [1, 2, 3]) {
      const facts: CopyFacts = {
        gameName: game.name,
        tone,
        seed,
        ...accountFacts(game, fullAccount(game)),
        ...(grade ? { level: grade } : {}),
      }
      const copy = await new LocalTextGenerator().generate(facts)
      out.push(copy.title, ...copy.sellingPoints, copy.description, buildPrompt(facts))
    }
  }
  return out
}

describe('copy per game and per flow (issue 35 point 7)', () => {
  test('the check can tell games apart: every enabled game has foreign terms, 原神 among them 段位 and 皮肤', () => {
    for (const g of GAMES) expect(foreignTerms(g).length).toBeGreaterThan(0)
    const genshin = GAMES.find((g) => g.id === 10026)!
    expect(foreignTerms(genshin)).toEqual(expect.arrayContaining(['段位', '皮肤', '英雄']))
  })

  test.each(GAMES.map((g) => [g.name, g] as const))(
    '%s: questions of every flow use its own terms and the flow’s wording',
    (_name, game) => {
      for (const flow of QUESTION_FLOWS) {
        const texts = questionTexts(game, flow)
        expectOwnTerms(game, texts)
        expectNone(texts, WRONG_WORDING[flow], `${game.name} ${flow}`)
      }
    },
  )

  test('the buyer is asked what they want, the owner what they own; an unpriced question says what it is for', () => {
    const hok = GAMES.find((g) => g.id === 10013)!
    const help = (flow: QuestionFlow, key: string) => valuationQuestions(hok, flow).find((q) => q.key === key)
    expect(help('purpose', 'rareSkins')?.help).toBe('荣耀典藏与热门传说皮肤，选出你想要的')
    expect(help('valuation', 'rareSkins')?.help).toBe('荣耀典藏与热门传说皮肤，选出你拥有的')
    expect(help('deal', 'rareSkins')?.help).toBe('荣耀典藏与热门传说皮肤，选出账号拥有的')
    expect(help('purpose', 'vipLevel')).toMatchObject({ title: '贵族等级（0-10级，不参与匹配）', help: '贵族等级是历史消费，不是账号资产' })
    expect(help('valuation', 'vipLevel')?.help).toBe('仅用于 AI创作的账号介绍：贵族等级是历史消费，不是账号资产')
  })

  test.each(GAMES.map((g) => [g.name, g] as const))(
    '%s: valuation tab, authorization and report copy name its own assets',
    (_name, game) => {
      const terms = assetTerms(game)
      expect(terms.length).toBeGreaterThan(0)
      const texts = [
        ...EVALUATE_METHODS.map((m) => (m.type === EvaluateType.PROPS ? propsMethodDesc(terms) : m.desc)),
        GOODS_LINK_HINT,
        ...AUTH_KINDS.map((k) => k.desc),
        campIdDesc(terms),
        baseNote(emptyAccountText(game), true),
        baseNote(emptyAccountText(game), false),
        feedbackPlaceholder(game.attributes.map((a) => ({ label: a.label, value: a.kind === 'count' ? `${a.max}${a.unit}` : '是' }))),
      ]
      expectOwnTerms(game, texts)
      expect(propsMethodDesc(terms)).toContain(terms[0])
      expect(baseNote(emptyAccountText(game), false)).toContain(`没有${terms[0]}`)
    },
  )

  test('原神 is described by its characters and weapons, not by 段位 or 皮肤', () => {
    const genshin = GAMES.find((g) => g.id === 10026)!
    expect(propsMethodDesc(assetTerms(genshin))).toBe('填写限定五星角色、五星专武等账号属性，综合估价')
    expect(emptyAccountText(genshin)).toBe('没有限定五星角色、五星专武的账号')
  })

  test('only a report valued from typed answers says 你填写的; a link or authorization report says what was read', () => {
    for (const type of [EvaluateType.LINK, EvaluateType.AUTH]) {
      expectNone([unlockConfirmText(type), attrsSource(type)], /你填写/, `evaluate type ${type}`)
      expect(unlockConfirmText(type)).toContain('读取到的')
    }
    expect(unlockConfirmText(EvaluateType.PROPS)).toContain('你填写的')
  })

  test.each(GAMES.map((g) => [g.name, g] as const))('%s: AI创作 copy names only its own assets', async (_name, game) => {
    expectOwnTerms(game, await aiCopies(game, 'SSR'))
  })

  test('AI创作 names the report grade only when it sells (SR and above): N and R read as a defect', async () => {
    const hok = GAMES.find((g) => g.id === 10013)!
    for (const level of REPORT_LEVELS) {
      const all = (await aiCopies(hok, level)).join('\n')
      if (level === 'N' || level === 'R') expect(all).not.toContain('评级')
      else expect(all).toContain(`评级 ${level}`)
    }
  })
})
