import type { AiTone } from '../contract/ai-create'
import { mulberry32 } from '../market/prng'

/**
 * Text generation for AI创作: a provider turns the facts of one account (already drawn from its real attributes and
 * report by modules/ai-create) into a title, selling points and a description in a tone. Two implementations: the
 * local template generator (the default, no external service) and an OpenAI-compatible HTTP adapter
 * (text-generation-openai.ts). Whatever a provider writes passes the output filter of modules/ai-create.
 */

export interface CopyPriceRange {
  lowFen: number
  highFen: number
}

/** What a provider may use. `priceRange` is present only for an unlocked report: nothing else carries a price. */
export interface CopyFacts {
  gameName: string
  tone: AiTone
  /** The account's most valuable assets, most valuable first (e.g. 荣耀典藏×2, 雷电将军2命). */
  highlights: string[]
  /** Other attributes worth a line (区服, 等级, 段位 …). */
  details: string[]
  /** Safety points that hold for this account (活邮可换绑, 实名可修改, 无违规记录). */
  assurances: string[]
  /** Risks to say honestly (非活邮, 实名不可修改, 有违规记录). */
  risks: string[]
  /** The valuation report's grade when it helps sell (SR and above: modules/ai-create leaves out N and R). */
  level?: string
  priceRange?: CopyPriceRange
  /** Picks among wordings: the same facts and seed give the same copy (local generator). */
  seed: number
}

export interface GeneratedCopy {
  title: string
  sellingPoints: string[]
  description: string
}

export interface TextGenerator {
  /** Shown to the user as the copy's `provider` (local, openai). */
  readonly name: string
  generate(facts: CopyFacts): Promise<GeneratedCopy>
}

/** Whole yuan with thousands separators, e.g. ¥12,800. */
export function yuanText(fen: number): string {
  return `¥${Math.round(fen / 100).toLocaleString('en-US')}`
}

export function priceRangeText(r: CopyPriceRange): string {
  return `${yuanText(r.lowFen)}–${yuanText(r.highFen)}`
}

const TITLE_MAX = 30

function clip(s: string, max = TITLE_MAX): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`
}

/** Risk lines as a seller says them: plainly, before the buyer asks. */
const riskLine = (risks: string[]) => risks.join('，')

/**
 * The default generator: composes the copy from templates and the account's facts, with no external service.
 * Deterministic for a seed; the three tones differ in length, structure and voice, not only in a word or two.
 */
export class LocalTextGenerator implements TextGenerator {
  readonly name = 'local'

  async generate(f: CopyFacts): Promise<GeneratedCopy> {
    // Seeded, so a seed always picks the same wording.
    const rnd = mulberry32(f.seed)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length) % list.length]
    const top = f.highlights.length ? f.highlights : f.details.slice(0, 2)
    const sellingPoints = [
      ...top.slice(0, 4),
      ...f.assurances.slice(0, 2),
      ...f.risks.map((r) => `如实说明：${r}`),
      ...(f.level ? [`估价报告评级 ${f.level}`] : []),
    ]
    if (f.tone === '简洁') return { title: this.shortTitle(f, top, pick), sellingPoints, description: this.brief(f, top, pick) }
    if (f.tone === '详细') return { title: this.fullTitle(f, top, pick), sellingPoints, description: this.detailed(f, pick) }
    return { title: this.livelyTitle(f, top, pick), sellingPoints, description: this.lively(f, top, pick) }
  }

  private shortTitle(f: CopyFacts, top: string[], pick: <T>(l: readonly T[]) => T): string {
    const safe = f.assurances.length ? ` ${f.assurances[0].split('，')[0]}` : ''
    return clip(`${f.gameName}${pick(['｜', ' · ', ' '])}${top.slice(0, 2).join(' ')}${safe}`)
  }

  private fullTitle(f: CopyFacts, top: string[], pick: <T>(l: readonly T[]) => T): string {
    return clip(`${pick(['出售', '转让', '诚心出'])}${f.gameName}账号：${top.slice(0, 3).join('，') || '资料齐全'}`)
  }

  private livelyTitle(f: CopyFacts, top: string[], pick: <T>(l: readonly T[]) => T): string {
    return clip(`${pick(['出', '好号出', '宝藏号出'])}${f.gameName}！${top[0] ?? '资源不少'}${pick(['～', '，速来！', '，懂的来'])}`)
  }

  private brief(f: CopyFacts, top: string[], pick: <T>(l: readonly T[]) => T): string {
    const parts = [`${f.gameName}账号，${top.slice(0, 3).join('，') || '资料见下'}。`]
    if (f.details.length) parts.push(`${f.details.slice(0, 2).join('，')}。`)
    if (f.assurances.length) parts.push(`${f.assurances.join('，')}。`)
    if (f.risks.length) parts.push(`需说明：${riskLine(f.risks)}。`)
    if (f.priceRange) parts.push(`参考价 ${priceRangeText(f.priceRange)}。`)
    parts.push(pick(['平台担保交易。', '走平台流程交易。', '按平台流程换绑交付。']))
    return parts.join('')
  }

  private detailed(f: CopyFacts, pick: <T>(l: readonly T[]) => T): string {
    const paras: string[] = []
    paras.push(
      `${pick(['这是一个', '出售一个', '转让一个'])}${f.gameName}账号，${f.level ? `估价报告评级 ${f.level}，` : ''}${pick([
        '下面按实际情况逐项说明。',
        '资料如下，均为账号实际情况。',
        '以下信息与账号实际一致。',
      ])}`,
    )
    if (f.highlights.length) paras.push(`【核心资产】\n${f.highlights.map((h) => `· ${h}`).join('\n')}`)
    if (f.details.length) paras.push(`【其他信息】\n${f.details.map((d) => `· ${d}`).join('\n')}`)
    if (f.assurances.length) paras.push(`【账号安全】${f.assurances.join('；')}。`)
    if (f.risks.length) paras.push(`【需要说明】${riskLine(f.risks)}。介意的买家请先了解清楚再下单。`)
    if (f.priceRange) paras.push(`【价格参考】估价报告给出的参考区间为 ${priceRangeText(f.priceRange)}，按近期相似账号成交估算，可小刀。`)
    paras.push(
      `【交易方式】${pick(['通过交易平台担保交易', '只走交易平台的担保流程', '在交易平台下单，平台担保'])}，按平台流程完成换绑和验号。`,
    )
    return paras.join('\n\n')
  }

  private lively(f: CopyFacts, top: string[], pick: <T>(l: readonly T[]) => T): string {
    const lines: string[] = []
    lines.push(
      `${pick(['家人们看过来～', '路过别错过！', '来看看这个号～'])}这个${f.gameName}号${pick(['真的香', '资源很扎实', '养得很用心'])}！`,
    )
    if (top.length)
      lines.push(
        `${pick(['亮点先说：', '重点来了：', '先上干货：'])}${top.slice(0, 4).join('、')}${pick(['，懂的都懂～', '，诚意满满！', '～'])}`,
      )
    if (f.details.length > 0) lines.push(`另外，${f.details.slice(0, 3).join('，')}。`)
    if (f.assurances.length) lines.push(`${pick(['安心点：', '让人放心的是：'])}${f.assurances.join('，')}～`)
    if (f.risks.length) lines.push(`${pick(['丑话说在前头：', '实话实说：'])}${riskLine(f.risks)}，介意的话先别冲哈。`)
    if (f.priceRange) lines.push(`估价报告参考价 ${priceRangeText(f.priceRange)}，价格好商量～`)
    lines.push(pick(['喜欢就在平台下单吧！', '走平台担保，喜欢直接拍～', '有意的平台上聊～']))
    return lines.join('\n')
  }
}
