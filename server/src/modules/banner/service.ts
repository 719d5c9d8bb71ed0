import type { Clock } from '../../clock'
import type { Banner, BannerDetailData, BannerListData } from '../../contract'
import { isHttpsUrl } from '../../contract/values/app-download'
import { BANNER_INTER_PATH, JumpType } from '../../contract/values/banner'
import { isUniqueViolation } from '../../db/errors'
import { BizCode, BizError } from '../../errors'
import { CommandError } from '../../lib/command-error'
import { TtlCache } from '../../lib/ttl-cache'
import type { BannerRepository, BannerRow, BannerValues } from './repository'

/**
 * The home page asks for the banners on every view. Operators change them rarely: the command invalidates this
 * process's copy at once, and another process (the running service, when the command runs from the CLI) shows
 * the change within this time.
 */
export const BANNER_CACHE_TTL_MS = 30_000

export const BannerLimit = {
  TITLE_MAX: 40,
  DESC_MAX: 80,
  URL_MAX: 512,
  APP_PAGE_MAX: 100,
  PARAGRAPHS_MAX: 50,
  PARAGRAPH_MAX: 500,
  ACTION_TEXT_MAX: 20,
  ACTION_PATH_MAX: 300,
} as const

/** Cards without an image are drawn as a gradient of these; the brand blue until an operator picks others. */
export const DEFAULT_BANNER_COLORS = ['#1677ff', '#4f9bff']

const COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/
/** An app page name the native shell opens (jump type 2), e.g. `valuationHome` or `user/coupons`. */
const APP_PAGE = /^[A-Za-z][A-Za-z0-9_./:-]*$/

/** Everything an operator sets on a banner, as the service stores it. */
export interface BannerDraft {
  title: string
  desc: string
  image: string
  colors: string[]
  jumpType: number
  jumpPage: number | null
  target: string
  body: string[]
  action: { text: string; path: string } | null
  startAt: number | null
  endAt: number | null
  sort: number
  enabled: boolean
}

/** What `banner:set` changes: only the given fields. */
export type BannerPatch = Partial<BannerDraft>

export type BannerState = 'live' | 'scheduled' | 'ended' | 'disabled'

export interface BannerRecord extends BannerDraft {
  id: number
  state: BannerState
}

const isInterPath = (s: string) => BANNER_INTER_PATH.test(s)

/** The first thing wrong with a banner, as an instruction to the operator; null when it can be saved. */
export function bannerProblem(b: BannerDraft): string | null {
  const title = b.title.trim()
  if (!title || title.length > BannerLimit.TITLE_MAX) return `--title must be 1-${BannerLimit.TITLE_MAX} characters (got ${title.length})`
  if (b.desc.length > BannerLimit.DESC_MAX) return `--desc must be at most ${BannerLimit.DESC_MAX} characters (got ${b.desc.length})`
  if (b.image && !isHttpsUrl(b.image)) return `--image must be an https:// URL of at most ${BannerLimit.URL_MAX} characters, or "none"`
  if (b.colors.length !== 2 || !b.colors.every((c) => COLOR.test(c)))
    return `--colors must be two colours #rgb or #rrggbb separated by a comma, e.g. '#1677ff,#4f9bff' (got '${b.colors.join(',')}')`
  if (![JumpType.OUTER, JumpType.APP, JumpType.INTER, JumpType.THIRD].includes(b.jumpType as JumpType))
    return `--jump-type must be 1 (outer link), 2 (app page), 3 (in-app page) or 4 (third party), got ${b.jumpType}`
  if (b.jumpPage !== null && (!Number.isInteger(b.jumpPage) || b.jumpPage < 1 || b.jumpPage > 4))
    return `--jump-page must be 1 (evaluate), 2 (purpose), 3 (check) or 4 (auth evaluate), got ${b.jumpPage}`
  if (b.jumpPage !== null && b.jumpType !== JumpType.INTER)
    return '--jump-page only applies to --jump-type 3; leave it out or give --jump-page none'
  switch (b.jumpType) {
    case JumpType.OUTER:
    case JumpType.THIRD:
      if (!isHttpsUrl(b.target))
        return `jump type ${b.jumpType} needs --target with an https:// URL of at most ${BannerLimit.URL_MAX} characters`
      break
    case JumpType.APP:
      if (!APP_PAGE.test(b.target) || b.target.length > BannerLimit.APP_PAGE_MAX)
        return `jump type 2 needs --target with the app page name (letters, digits, _ . / : -, at most ${BannerLimit.APP_PAGE_MAX} characters)`
      break
    default:
      if (b.target && !isInterPath(b.target))
        return `--target of jump type 3 must be an in-app page path such as pages/h5/banner/index?id=4 (got '${b.target}')`
      if (b.jumpPage === null && !b.target)
        return 'jump type 3 needs --jump-page 1-4 or --target with an in-app page path such as pages/h5/banner/index?id=4'
  }
  if (b.body.length > BannerLimit.PARAGRAPHS_MAX) return `--body may have at most ${BannerLimit.PARAGRAPHS_MAX} paragraphs`
  const long = b.body.find((p) => p.length > BannerLimit.PARAGRAPH_MAX)
  if (long) return `each --body paragraph must be at most ${BannerLimit.PARAGRAPH_MAX} characters (one has ${long.length})`
  if (b.action) {
    const text = b.action.text.trim()
    if (!text || text.length > BannerLimit.ACTION_TEXT_MAX) return `--action-text must be 1-${BannerLimit.ACTION_TEXT_MAX} characters`
    if (b.action.path.length > BannerLimit.ACTION_PATH_MAX || !isInterPath(b.action.path))
      return `--action-path must be an in-app page path such as pages/missionCenter/index (got '${b.action.path}')`
  }
  if (b.startAt !== null && b.endAt !== null && b.startAt >= b.endAt) return '--start must be before --end'
  if (!Number.isInteger(b.sort) || Math.abs(b.sort) > 1_000_000) return '--sort must be a whole number from -1000000 to 1000000'
  return null
}

function parseJsonStrings(raw: string): string[] | null {
  try {
    const v: unknown = JSON.parse(raw)
    return Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : null
  } catch {
    return null
  }
}

const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v))

function draftOf(row: BannerRow): BannerDraft {
  return {
    title: row.title,
    desc: row.description,
    image: row.image,
    colors: parseJsonStrings(row.colors) ?? DEFAULT_BANNER_COLORS,
    jumpType: Number(row.jump_type),
    jumpPage: nullableNumber(row.jump_page),
    target: row.target,
    body: parseJsonStrings(row.body) ?? [],
    action: row.action_text && row.action_path ? { text: row.action_text, path: row.action_path } : null,
    startAt: nullableNumber(row.start_at),
    endAt: nullableNumber(row.end_at),
    sort: Number(row.sort),
    enabled: Number(row.enabled) === 1,
  }
}

function valuesOf(b: BannerDraft): BannerValues {
  return {
    title: b.title.trim(),
    description: b.desc.trim(),
    image: b.image,
    colors: JSON.stringify(b.colors),
    jump_type: b.jumpType,
    jump_page: b.jumpPage,
    target: b.target,
    body: JSON.stringify(b.body),
    action_text: b.action?.text.trim() ?? null,
    action_path: b.action?.path ?? null,
    start_at: b.startAt,
    end_at: b.endAt,
    sort: b.sort,
    enabled: b.enabled ? 1 : 0,
  }
}

function toBanner(id: number, d: BannerDraft): Banner {
  return {
    id,
    title: d.title,
    desc: d.desc,
    image: d.image,
    colors: d.colors,
    jumpType: d.jumpType,
    jumpPage: d.jumpPage,
    target: d.target,
    startAt: d.startAt,
    endAt: d.endAt,
    sort: d.sort,
  }
}

/** Start inclusive, end exclusive; a missing bound is open. */
function stateAt(d: BannerDraft, now: number): BannerState {
  if (!d.enabled) return 'disabled'
  if (d.startAt !== null && now < d.startAt) return 'scheduled'
  if (d.endAt !== null && now >= d.endAt) return 'ended'
  return 'live'
}

/** Home banners and their landing pages (public), and the operators' edits (`npm run ops -- banner:...`). */
export class BannerService {
  private readonly enabled: TtlCache<{ id: number; draft: BannerDraft }[]>

  constructor(
    private readonly repo: BannerRepository,
    private readonly clock: Clock,
  ) {
    // The period is checked on every call against the clock, so a cached list still starts and ends on time.
    this.enabled = new TtlCache(clock, BANNER_CACHE_TTL_MS, async () =>
      (await repo.listEnabled()).map((row) => ({ id: Number(row.id), draft: draftOf(row) })),
    )
  }

  /** Enabled banners whose period contains now, by sort then id. */
  async list(): Promise<BannerListData> {
    const now = this.clock.now()
    const rows = await this.enabled.get()
    return { list: rows.filter((r) => stateAt(r.draft, now) === 'live').map((r) => toBanner(r.id, r.draft)) }
  }

  /** A live banner's landing page; a disabled, unknown or out-of-period banner is one answer. */
  async detail(id: number): Promise<BannerDetailData> {
    const row = await this.repo.find(id)
    const draft = row && draftOf(row)
    if (!draft || stateAt(draft, this.clock.now()) !== 'live') throw new BizError(BizCode.NOT_FOUND, '活动不存在或已结束')
    return { banner: toBanner(id, draft), body: draft.body, action: draft.action }
  }

  /** Every banner with its state now (operators). */
  async all(): Promise<BannerRecord[]> {
    const now = this.clock.now()
    return (await this.repo.listAll()).map((row) => {
      const draft = draftOf(row)
      return { id: Number(row.id), ...draft, state: stateAt(draft, now) }
    })
  }

  /**
   * Creates banner `id` (title and jump type required) or changes the given fields of it. The whole banner is
   * validated after the change, so a field is checked against the others (a jump type against its target).
   */
  async save(id: number, patch: BannerPatch): Promise<{ created: boolean; banner: BannerRecord }> {
    const now = this.clock.now()
    const existing = await this.repo.find(id)
    let draft: BannerDraft
    if (existing) {
      draft = { ...draftOf(existing), ...patch }
    } else {
      if (patch.title === undefined || patch.jumpType === undefined)
        throw new CommandError(`banner ${id} does not exist; to create it give at least --title and --jump-type`)
      draft = {
        desc: '',
        image: '',
        colors: DEFAULT_BANNER_COLORS,
        jumpPage: null,
        target: '',
        body: [],
        action: null,
        startAt: null,
        endAt: null,
        sort: patch.sort ?? (await this.repo.nextSort()),
        enabled: true,
        ...patch,
        title: patch.title,
        jumpType: patch.jumpType,
      }
    }
    // A page type kept from an earlier in-app jump means nothing for another jump type: it goes with it.
    if (draft.jumpType !== JumpType.INTER && patch.jumpPage === undefined) draft.jumpPage = null
    const problem = bannerProblem(draft)
    if (problem) throw new CommandError(problem)

    const values = valuesOf(draft)
    if (existing) {
      if (!(await this.repo.update(id, values, Number(existing.updated_at), now)))
        throw new CommandError(`banner ${id} was changed by someone else meanwhile; run the command again`)
    } else {
      try {
        await this.repo.insert(id, values, now)
      } catch (err) {
        if (isUniqueViolation(err)) throw new CommandError(`banner ${id} was created by someone else meanwhile; run the command again`)
        throw err
      }
    }
    this.enabled.invalidate()
    const saved = draftOf((await this.repo.find(id)) as BannerRow)
    return { created: !existing, banner: { id, ...saved, state: stateAt(saved, now) } }
  }

  /** Takes a banner off the home page and its landing page (the row stays, to be enabled again). */
  async remove(id: number): Promise<void> {
    if (!(await this.repo.disable(id, this.clock.now()))) throw new CommandError(`no banner with id ${id}`)
    this.enabled.invalidate()
  }
}
