import type { AttributeDef, Attrs, GameDef } from '../../valuation/catalogue/types'
import { shortLabel } from '../../valuation/catalogue/terms'
import { REPORT_LEVELS } from '../../contract/values/report'

/** What the copy may say about an account, drawn from its attributes with the catalogue's names and labels. */
export interface AccountFacts {
  highlights: string[]
  details: string[]
  assurances: string[]
  risks: string[]
}

/** The risk flags shared by every game (catalogue/common.ts): what holds, and what must be said honestly. */
const FLAG_TEXT: Record<string, { yes: string; no: string; riskWhen: boolean }> = {
  liveMail: { yes: '活邮，绑定邮箱可换绑', no: '非活邮，绑定邮箱不可换绑', riskWhen: false },
  realNameChangeable: { yes: '实名可修改', no: '实名不可修改', riskWhen: false },
  violation: { yes: '有违规/封禁记录', no: '无违规记录', riskWhen: true },
}

function namedText(def: Extract<AttributeDef, { kind: 'named' }>, rec: Record<string, number>): string[] {
  return def.items
    .filter((it) => typeof rec[it.key] === 'number')
    .map((it) => ({ it, level: rec[it.key] }))
    .sort((a, b) => b.level - a.level)
    .map(
      ({ it, level }) =>
        `${it.label}${level === def.maxLevel && def.maxLevel > 1 && def.levelFormat.includes('命') ? '满命' : def.levelFormat.replace('{n}', String(level))}`,
    )
}

/**
 * Facts from attributes, most valuable first: priced tiers (highest first) and named items (highest level first)
 * are highlights; counts, enums and unpriced attributes are details; the shared risk flags are assurances when
 * they hold and risks (said honestly) when they do not. Free text (其他说明) is never copied: it may hold
 * contact details or claims the filter would have to catch.
 */
export function accountFacts(game: GameDef | undefined, attrs: Attrs): AccountFacts {
  const facts: AccountFacts = { highlights: [], details: [], assurances: [], risks: [] }
  if (!game) return facts
  for (const def of game.attributes) {
    const v = attrs[def.key]
    if (v === undefined) continue
    switch (def.kind) {
      case 'tiers': {
        const rec = v as Record<string, number>
        const owned = [...def.tiers].reverse().filter((t) => (rec[t.key] ?? 0) > 0)
        const name = shortLabel(def.label)
        owned.slice(0, 2).forEach((t) => facts.highlights.push(`${t.label}${name}×${rec[t.key]}`))
        if (owned.length > 2)
          facts.details.push(
            `${name}：${owned
              .slice(2)
              .map((t) => `${t.label}×${rec[t.key]}`)
              .join('、')}`,
          )
        break
      }
      case 'named': {
        const items = namedText(def, v as Record<string, number>)
        if (items.length)
          facts.highlights.push(
            `${shortLabel(def.label)}：${items.slice(0, 4).join('、')}${items.length > 4 ? ` 等${items.length}个` : ''}`,
          )
        break
      }
      case 'count': {
        const n = v as number
        if (n <= 0) break
        const reached = (def.thresholds ?? []).filter((t) => n >= t.at).map((t) => t.label)
        if (reached.length) facts.highlights.push(reached.join('、'))
        const line = `${shortLabel(def.label)} ${n}${def.unit}`
        if (def.priced && def.important && !reached.length) facts.highlights.push(line)
        else facts.details.push(line)
        break
      }
      case 'enum': {
        const label = def.options.find((o) => o.value === v)?.label ?? String(v)
        facts.details.push(`${shortLabel(def.label)}：${label}`)
        break
      }
      case 'flag': {
        const text = FLAG_TEXT[def.key]
        if (!text) {
          if (v === true) facts.details.push(shortLabel(def.label))
          break
        }
        const isRisk = v === text.riskWhen
        ;(isRisk ? facts.risks : facts.assurances).push(v ? text.yes : text.no)
        break
      }
      case 'text':
      default:
        break
    }
  }
  return facts
}

/** The lowest report grade a listing names: below it (N, R) the grade reads as a defect to buyers. */
const SELLING_GRADE = REPORT_LEVELS.indexOf('SR')

/** The report's grade when it helps sell the account (SR and above), else nothing (docs/decisions.md). */
export function sellingGrade(level: string | undefined): string | undefined {
  const rank = REPORT_LEVELS.findIndex((l) => l === level)
  return rank >= SELLING_GRADE ? level : undefined
}
