import type { GeneratedCopy } from '../../providers/text-generation'

/**
 * The output filter every generated copy passes, whichever provider wrote it. Trading platforms take down listings
 * that carry contact details (they lead buyers into private deals, where account fraud happens) and sellers'
 * promises nobody can keep; a copy that advertises them hurts the seller. A sentence that breaks a rule is dropped
 * (a selling point as a whole; contact details in the title are cut out); without a price the caller may see, any
 * money amount goes too.
 */

/*
 * Every pattern below runs in time linear in its input: no two adjacent quantifiers can take the same character (a
 * run of spaces or letters would otherwise be tried in every split, quadratic or worse: a 100 KB reply held the event
 * loop for almost a minute), and a pattern that begins with a run starts only where the run starts (the lookbehind),
 * so a long run is scanned once, not once per character. server/bench/ai-filter.ts replays the adversarial replies.
 */
const CONTACT: RegExp[] = [
  // Labelled ids first, so the title loses the label with the number.
  /(?:qq|扣扣|企鹅)\s*(?:[号群]\s*)?(?:[:：]\s*)?\d{5,}/i,
  /(?:微信|威信|薇信|vx|wx|weixin|wechat|v信|加v|\+v)\s*(?:号\s*)?(?:[:：]\s*)?[a-z][-_a-z0-9]{5,19}/i,
  // Mainland mobile numbers, also written with spaces or dashes.
  /(?<!\d)1[3-9]\d(?:[\s-]?\d){8}(?!\d)/,
  // Any other long run of digits (QQ numbers, landlines): 7 or more.
  /(?<!\d)\d(?:[\s-]?\d){6,}(?!\d)/,
  // Words that only ever lead off the platform (not 微信 / QQ alone: they name game regions, e.g. 安卓QQ区).
  /(?:威信|薇信|vx|v信|加v|加微|加q|扣扣|私聊|私下|加我|联系我|联系方式|电话|手机号)/i,
  /https?:\/\/|www\.|(?<![a-z0-9-])[a-z0-9-]+\.(?:com|cn|net|org|top|xyz|vip|cc|me|io)\b/i,
  /(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i,
]

/** Promises a seller cannot keep, or that pass for a guarantee nobody gave. */
const CLAIMS: RegExp[] = [
  /包找回|包不找回|永不找回|绝不找回|不会找回|永不回收|保证不找回/,
  /绝对安全|百分之百安全|100%\s*安全|零风险|无风险|毫无风险|稳赚|稳赚不赔|包赚/,
  /官方认证|官方担保|官方授权|官方合作|官方推荐/,
  /保证不封|永不封号|不会封号|包过/,
]

/** Money amounts: ¥ / 元 / 块 / 万 / w / k next to digits, or 价格 with a figure. */
const MONEY = /[¥￥]\s*\d|(?<![\d,.])[,.]*\d[\d,.]*\s*(?:元|块|万|w\b|k\b|rmb)|(?:价|售|出)\s*\d{2,}/i

/** Whether one sentence, point or title part breaks a rule (money counts only without `allowMoney`). */
export const breaksRule = (s: string, allowMoney: boolean) =>
  CONTACT.some((r) => r.test(s)) || CLAIMS.some((r) => r.test(s)) || (!allowMoney && MONEY.test(s))

/** Splits text after sentence ends and line breaks, keeping the punctuation with its sentence. */
function sentences(text: string): string[] {
  return text.match(/[^。！？!?；;～~\n]+[。！？!?；;～~]*\n*|\n+/g) ?? []
}

/**
 * The longest copy the filter reads, checked before any pattern runs. Far above what the prompt asks for (a title of 30
 * characters, 3 to 6 points, a description of a few paragraphs); a longer part is a runaway or hostile reply and is
 * removed whole (cutting it could leave half a phone number the patterns no longer see). Without a title or a
 * description the copy is refused.
 */
export const CopyLimit = { TITLE_CHARS: 60, POINTS: 10, POINT_CHARS: 100, DESCRIPTION_CHARS: 4000 } as const

export interface FilterResult {
  copy: GeneratedCopy
  /** How many sentences, points or title parts were removed (logged, not shown). */
  removed: number
}

/** Applies the rules; `allowMoney` only when the caller may see a price (an unlocked report). */
export function filterCopy(copy: GeneratedCopy, opts: { allowMoney: boolean }): FilterResult {
  let removed = 0
  const keep = (s: string) => {
    const bad = breaksRule(s, opts.allowMoney)
    if (bad) removed++
    return !bad
  }
  const fits = (s: string, max: number) => {
    if (s.length > max) removed++
    return s.length <= max
  }
  const description = sentences(fits(copy.description, CopyLimit.DESCRIPTION_CHARS) ? copy.description : '')
    .filter(keep)
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  removed += Math.max(0, copy.sellingPoints.length - CopyLimit.POINTS)
  const sellingPoints = copy.sellingPoints.slice(0, CopyLimit.POINTS).filter((p) => fits(p, CopyLimit.POINT_CHARS) && keep(p))
  // The title keeps its words around what is cut out: contact details and claims first, then any part (between
  // separators) that still breaks a rule.
  const full = fits(copy.title, CopyLimit.TITLE_CHARS) ? copy.title : ''
  let cut = full
  for (const r of [...CONTACT, ...CLAIMS]) cut = cut.replace(new RegExp(r.source, `${r.flags}g`), '')
  if (cut !== full) removed++
  const title = cut
    .split(/([｜|，,！!\s·]+)/)
    .filter((p, i) => i % 2 === 1 || keep(p))
    .join('')
    .replace(/^[｜|，,！!\s·]+|(?<![｜|，,\s·])[｜|，,\s·]+$/g, '')
    .trim()
  return { copy: { title, sellingPoints, description }, removed }
}
