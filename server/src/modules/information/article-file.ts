import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml, YAMLParseError } from 'yaml'
import { isHttpsUrl } from '../../contract/values/app-download'
import { ARTICLE_ID_PATTERN, ArticleLimit, INFO_CATEGORIES, type InfoCategory } from '../../contract/values/information'
import { isoTime } from '../../lib/command-args'

/** An article's own fields, checked: what the import reads from a file and the console's editor sends. */
export interface ArticleFields {
  title: string
  category: InfoCategory
  summary: string
  /** https image, or '' for none. */
  cover: string
  /** Markdown. */
  body: string
}

/** An article as a Markdown file describes it, checked and ready to store. */
export interface ArticleDraft extends ArticleFields {
  slug: string
  publishedAt: number
}

const SLUG = new RegExp(ARTICLE_ID_PATTERN)
const KEYS = new Set(['title', 'category', 'summary', 'cover', 'publishedAt', 'slug', 'id'])
const CATEGORY_HINT = INFO_CATEGORIES.map((c) => `${c.id}（${c.name}）`).join('、')

/** `---` on a line of its own opens and closes the YAML front matter at the top of the file. */
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

type Parsed = { ok: true; article: ArticleDraft } | { ok: false; errors: string[] }

function categoryOf(raw: unknown): InfoCategory | undefined {
  if (typeof raw !== 'string') return undefined
  const v = raw.trim()
  return INFO_CATEGORIES.find((c) => c.id === v || c.name === v)?.id
}

const text = (raw: unknown) => (typeof raw === 'string' ? raw.trim() : undefined)

/**
 * An article id's problem, or null when it is a good one. `hint` is added to the message (the import says where a
 * missing slug came from).
 */
export function slugProblem(slug: string, hint = ''): string | null {
  return SLUG.test(slug) ? null : `文章 id “${slug}” 无效：只能用小写字母、数字和连字符，1-64 个字符，字母或数字开头${hint}`
}

/**
 * Checks an article's fields with the same rules and messages wherever they come from (a file's front matter and
 * body, the console's editor). `complete` is what players may see: a summary and a body are required. A draft
 * (`complete: false`) needs only a title and a category; whatever else it has must still fit. `emptyBody` is the
 * message for a missing body, worded for where it is missing.
 */
export function checkArticleFields(
  raw: { title?: unknown; category?: unknown; summary?: unknown; cover?: unknown; body?: unknown },
  options: { complete: boolean; emptyBody?: string },
): { ok: true; fields: ArticleFields } | { ok: false; errors: string[] } {
  const errors: string[] = []
  const title = text(raw.title)
  if (!title || title.length > ArticleLimit.TITLE_MAX) errors.push(`title 必填，1-${ArticleLimit.TITLE_MAX} 个字`)

  const category = categoryOf(raw.category)
  if (!category) errors.push(`category 必须是 ${CATEGORY_HINT} 之一${raw.category === undefined ? '' : `，现为 ${String(raw.category)}`}`)

  const summary = text(raw.summary) ?? ''
  if ((options.complete && !summary) || summary.length > ArticleLimit.SUMMARY_MAX)
    errors.push(`summary 必填，1-${ArticleLimit.SUMMARY_MAX} 个字`)

  let cover = ''
  const rawCover = typeof raw.cover === 'string' ? raw.cover.trim() : raw.cover
  if (rawCover !== undefined && rawCover !== null && rawCover !== '') {
    if (isHttpsUrl(rawCover)) cover = rawCover
    else errors.push('cover 必须是 https:// 开头的图片地址（不超过 512 个字符），或者不写')
  }

  const body = text(raw.body) ?? ''
  if (options.complete && !body) errors.push(options.emptyBody ?? '正文为空')
  else if (body.length > ArticleLimit.BODY_MAX) errors.push(`正文超过 ${ArticleLimit.BODY_MAX} 个字符`)

  if (errors.length) return { ok: false, errors }
  return { ok: true, fields: { title: title!, category: category!, summary, cover, body } }
}

/**
 * One Markdown file with YAML front matter (title, category, summary, publishedAt; cover and slug or id
 * optional, the slug defaulting to the file name). Every problem is reported, not just the first, in Chinese
 * for the operator, each naming the field.
 */
export function parseArticleFile(fileName: string, source: string): Parsed {
  const m = FRONT_MATTER.exec(source)
  if (!m) return { ok: false, errors: ['文件开头缺少 YAML 头部：第一行应为 ---，头部写完后再单独一行 ---'] }
  let meta: unknown
  try {
    meta = m[1].trim() ? parseYaml(m[1]) : {}
  } catch (err) {
    if (err instanceof YAMLParseError) {
      // The front matter starts on the file's second line.
      const line = err.linePos ? `第 ${err.linePos[0].line + 1} 行：` : ''
      return { ok: false, errors: [`YAML 头部格式错误，${line}${err.message.split('\n')[0]}`] }
    }
    throw err
  }
  if (meta === null || typeof meta !== 'object' || Array.isArray(meta))
    return { ok: false, errors: ['YAML 头部应是“字段: 值”的形式（title、category、summary、publishedAt 等）'] }
  const fm = meta as Record<string, unknown>
  const errors: string[] = []

  for (const key of Object.keys(fm)) if (!KEYS.has(key)) errors.push(`未知字段 ${key}（可用：${[...KEYS].join('、')}）`)

  const body = source.slice(m[0].length)
  const checked = checkArticleFields({ ...fm, body }, { complete: true, emptyBody: '正文为空：YAML 头部之后要有 Markdown 正文' })
  if (!checked.ok) errors.push(...checked.errors)

  let publishedAt: number | undefined
  if (typeof fm.publishedAt !== 'string') errors.push('publishedAt 必填，如 2026-05-20 或 2026-05-20T10:00（北京时间）')
  else {
    try {
      publishedAt = isoTime('publishedAt', fm.publishedAt)
    } catch {
      errors.push(`publishedAt 不是有效的日期：${fm.publishedAt}（应如 2026-05-20 或 2026-05-20T10:00，北京时间）`)
    }
  }

  if (fm.slug !== undefined && fm.id !== undefined && fm.slug !== fm.id) errors.push('slug 和 id 只写一个（两者都是文章 id）')
  const rawSlug = fm.slug ?? fm.id ?? path.basename(fileName).replace(/\.md$/i, '')
  const slug = typeof rawSlug === 'string' ? rawSlug.trim() : String(rawSlug)
  const badSlug = slugProblem(slug, fm.slug === undefined && fm.id === undefined ? '（未写 slug 时取文件名，请加 slug 字段）' : '')
  if (badSlug) errors.push(badSlug)

  if (!checked.ok || errors.length) return { ok: false, errors }
  return { ok: true, article: { ...checked.fields, slug, publishedAt: publishedAt! } }
}

/** Every article of a folder, or every problem in it as `file: problem`. */
export interface ArticleDir {
  articles: ArticleDraft[]
  errors: string[]
}

/**
 * Reads the `.md` files directly in `dir` (in name order) and checks all of them: a problem in any file, a
 * slug used twice, or no article at all is an error, and the caller then writes nothing.
 */
export function loadArticleDir(dir: string): ArticleDir {
  let names: string[]
  try {
    if (!statSync(dir).isDirectory()) return { articles: [], errors: [`${dir}: 不是目录`] }
    names = readdirSync(dir)
      .filter((n) => n.toLowerCase().endsWith('.md'))
      .sort()
  } catch {
    return { articles: [], errors: [`${dir}: 目录不存在或无法读取`] }
  }
  if (!names.length) return { articles: [], errors: [`${dir}: 目录里没有 .md 文件`] }

  const articles: ArticleDraft[] = []
  const errors: string[] = []
  const fileOfSlug = new Map<string, string>()
  for (const name of names) {
    const file = path.join(dir, name)
    let source: string
    try {
      if (statSync(file).size > ArticleLimit.FILE_MAX_BYTES) {
        errors.push(`${name}: 文件超过 ${ArticleLimit.FILE_MAX_BYTES / 1000} KB`)
        continue
      }
      source = readFileSync(file, 'utf8')
    } catch {
      errors.push(`${name}: 无法读取`)
      continue
    }
    const parsed = parseArticleFile(name, source)
    if (!parsed.ok) {
      for (const e of parsed.errors) errors.push(`${name}: ${e}`)
      continue
    }
    const other = fileOfSlug.get(parsed.article.slug)
    if (other) {
      errors.push(`${name}: 文章 id ${parsed.article.slug} 与 ${other} 重复`)
      continue
    }
    fileOfSlug.set(parsed.article.slug, name)
    articles.push(parsed.article)
  }
  return { articles, errors }
}
