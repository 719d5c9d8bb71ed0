import { randomBytes } from 'node:crypto'
import type { Clock } from '../../clock'
import type { Banner, BannerDetailData, BannerListData } from '../../contract'
import { isHttpsUrl } from '../../contract/values/app-download'
import {
  BANNER_IMAGE_PATH,
  BANNER_IMAGE_REF,
  BANNER_IMAGE_TYPES,
  BANNER_INTER_PATH,
  BannerLimit,
  DEFAULT_BANNER_COLORS,
  JumpType,
} from '../../contract/values/banner'
import type { Db } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import { BizCode, BizError } from '../../errors'
import { CommandError } from '../../lib/command-error'
import { readImage } from '../../lib/image-check'
import { TtlCache } from '../../lib/ttl-cache'
import type { AuditActor, AuditEntry, AuditTrail } from '../audit-port'
import { BannerRepository, type BannerRow, type BannerValues } from './repository'

/**
 * The home page asks for the banners on every view. Operators change them rarely: the command invalidates this
 * process's copy at once, and another process (the running service, when the command runs from the CLI) shows
 * the change within this time.
 */
export const BANNER_CACHE_TTL_MS = 30_000

const COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/
/** An app page name the native shell opens (jump type 2), e.g. `valuationHome` or `user/coupons`. */
const APP_PAGE = /^[A-Za-z][A-Za-z0-9_./:-]*$/

/** Everything an operator sets on a banner, as the service stores it. */
export interface BannerDraft {
  title: string
  desc: string
  /** An https URL, an uploaded image's path (BANNER_IMAGE_REF), or '' for a gradient card. */
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

/** What `banner:set` and the console's edit change: only the given fields. */
export type BannerPatch = Partial<BannerDraft>

export type BannerState = 'live' | 'scheduled' | 'ended' | 'disabled'

export interface BannerRecord extends BannerDraft {
  id: number
  state: BannerState
  /** When it was last changed (UTC ms); an edit read before then is refused, not applied over the change. */
  updatedAt: number
}

/** An operator's mistake in a banner; the message is the same for the CLI and the console. */
export class BannerInputError extends CommandError {}
/** No banner with that id. */
export class BannerNotFoundError extends CommandError {}
/** A new banner's id was taken meanwhile: create() takes the next one. */
class IdTaken extends Error {}

const isInterPath = (s: string) => BANNER_INTER_PATH.test(s)
const JUMP_TYPES: readonly number[] = [JumpType.OUTER, JumpType.APP, JumpType.INTER, JumpType.THIRD]
const { SORT_MAX } = BannerLimit

/** The first thing wrong with a banner, as an instruction to the operator (CLI and console alike); null when it can be saved. */
export function bannerProblem(b: BannerDraft): string | null {
  const title = b.title.trim()
  if (!title || title.length > BannerLimit.TITLE_MAX) return `标题须为 1-${BannerLimit.TITLE_MAX} 个字（现为 ${title.length} 个）`
  if (b.desc.length > BannerLimit.DESC_MAX) return `副标题最多 ${BannerLimit.DESC_MAX} 个字（现为 ${b.desc.length} 个）`
  if (b.image && !isHttpsUrl(b.image) && !BANNER_IMAGE_REF.test(b.image))
    return `图片须为上传的图片，或 https:// 开头、不超过 ${BannerLimit.URL_MAX} 个字符的地址`
  if (b.colors.length !== 2 || !b.colors.every((c) => COLOR.test(c)))
    return `渐变色须为两个 #rgb 或 #rrggbb 颜色，如 #1677ff,#4f9bff（现为 ${b.colors.join(',') || '空'}）`
  if (!JUMP_TYPES.includes(b.jumpType)) return `跳转类型须为 1（外链）、2（App 页面）、3（站内页面）或 4（第三方），现为 ${b.jumpType}`
  if (b.jumpPage !== null && (!Number.isInteger(b.jumpPage) || b.jumpPage < 1 || b.jumpPage > 4))
    return `站内功能页须为 1（估价）、2（找意向账号）、3（我亏了吗）或 4（授权估价），现为 ${b.jumpPage}`
  if (b.jumpPage !== null && b.jumpType !== JumpType.INTER) return '只有站内页面跳转（类型 3）才能选站内功能页'
  switch (b.jumpType) {
    case JumpType.OUTER:
    case JumpType.THIRD:
      if (!isHttpsUrl(b.target)) return `跳转类型 ${b.jumpType} 须填写 https:// 开头、不超过 ${BannerLimit.URL_MAX} 个字符的跳转地址`
      break
    case JumpType.APP:
      if (!APP_PAGE.test(b.target) || b.target.length > BannerLimit.APP_PAGE_MAX)
        return `跳转类型 2 须填写 App 页面名（字母开头，字母、数字及 _ . / : -，不超过 ${BannerLimit.APP_PAGE_MAX} 个字符）`
      break
    default:
      if (b.target && !isInterPath(b.target)) return `站内跳转地址须为站内页面路径，如 pages/h5/banner/index?id=4（现为 ${b.target}）`
      if (b.jumpPage === null && !b.target) return '站内页面跳转须选择站内功能页 1-4，或填写站内页面路径，如 pages/h5/banner/index?id=4'
  }
  if (b.body.length > BannerLimit.PARAGRAPHS_MAX) return `落地页最多 ${BannerLimit.PARAGRAPHS_MAX} 段`
  const long = b.body.find((p) => p.length > BannerLimit.PARAGRAPH_MAX)
  if (long) return `落地页每段最多 ${BannerLimit.PARAGRAPH_MAX} 个字（有一段 ${long.length} 个）`
  if (b.action) {
    const text = b.action.text.trim()
    if (!text || text.length > BannerLimit.ACTION_TEXT_MAX) return `按钮文字须为 1-${BannerLimit.ACTION_TEXT_MAX} 个字`
    if (b.action.path.length > BannerLimit.ACTION_PATH_MAX || !isInterPath(b.action.path))
      return `按钮跳转须为站内页面路径，如 pages/missionCenter/index（现为 ${b.action.path}）`
  }
  if (b.startAt !== null && b.endAt !== null && b.startAt >= b.endAt) return '开始时间须早于结束时间'
  if (!Number.isInteger(b.sort) || Math.abs(b.sort) > SORT_MAX) return `排序须为 -${SORT_MAX} 到 ${SORT_MAX} 的整数`
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
    colors: parseJsonStrings(row.colors) ?? [...DEFAULT_BANNER_COLORS],
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

/** Start inclusive, end exclusive; a missing bound is open. */
function stateAt(d: BannerDraft, now: number): BannerState {
  if (!d.enabled) return 'disabled'
  if (d.startAt !== null && now < d.startAt) return 'scheduled'
  if (d.endAt !== null && now >= d.endAt) return 'ended'
  return 'live'
}

const recordOf = (row: BannerRow, now: number): BannerRecord => {
  const draft = draftOf(row)
  return { id: Number(row.id), ...draft, state: stateAt(draft, now), updatedAt: Number(row.updated_at) }
}

/** A banner as its audit row keeps it: what the operator sets, without the row's bookkeeping. */
const audited = (row: BannerRow | undefined): BannerDraft | null => (row ? draftOf(row) : null)

const INPUT_DEFAULTS: Omit<BannerDraft, 'title' | 'jumpType' | 'sort'> = {
  desc: '',
  image: '',
  colors: [...DEFAULT_BANNER_COLORS],
  jumpPage: null,
  target: '',
  body: [],
  action: null,
  startAt: null,
  endAt: null,
  enabled: true,
}

export interface BannerDeps {
  db: Db
  clock: Clock
  /** Where players reach this service (PUBLIC_BASE_URL, ending in '/'): an uploaded image's address starts with it. */
  publicBaseUrl: string
  /** Every change is recorded here with the banner before and after, in the change's transaction. */
  audit: AuditTrail
}

/**
 * Home banners and their landing pages (public), and the operators' commands on them, which the CLI
 * (`npm run ops -- banner:...`) and the console call alike: create or change (validated as a whole), disable,
 * reorder, upload an image. Each change and its audit row commit together.
 */
export class BannerService {
  private readonly enabled: TtlCache<{ id: number; draft: BannerDraft }[]>
  private readonly uow: UnitOfWork<{ banners: typeof BannerRepository }>

  constructor(private readonly deps: BannerDeps) {
    this.uow = unitOfWork(deps.db, { banners: BannerRepository })
    const { banners } = this.uow.repos
    // The period is checked on every call against the clock, so a cached list still starts and ends on time.
    this.enabled = new TtlCache(deps.clock, BANNER_CACHE_TTL_MS, async () =>
      (await banners.listEnabled()).map((row) => ({ id: Number(row.id), draft: draftOf(row) })),
    )
  }

  /** Enabled banners whose period contains now, by sort then id. */
  async list(): Promise<BannerListData> {
    const now = this.deps.clock.now()
    const rows = await this.enabled.get()
    return { list: rows.filter((r) => stateAt(r.draft, now) === 'live').map((r) => this.toBanner(r.id, r.draft)) }
  }

  /** A live banner's landing page; a disabled, unknown or out-of-period banner is one answer. */
  async detail(id: number): Promise<BannerDetailData> {
    const row = await this.uow.repos.banners.find(id)
    const draft = row && draftOf(row)
    if (!draft || stateAt(draft, this.deps.clock.now()) !== 'live') throw new BizError(BizCode.NOT_FOUND, '活动不存在或已结束')
    return { banner: this.toBanner(id, draft), body: draft.body, action: draft.action }
  }

  /** Every banner with its state now (operators), in display order. */
  async all(): Promise<BannerRecord[]> {
    const now = this.deps.clock.now()
    return (await this.uow.repos.banners.listAll()).map((row) => recordOf(row, now))
  }

  /**
   * Creates banner `id` (title and jump type required) or changes the given fields of it. The whole banner is
   * validated after the change, so a field is checked against the others (a jump type against its target).
   * `readAt`: the banner's updatedAt as the operator saw it; a change made since then refuses this one.
   */
  async save(actor: AuditActor, id: number, patch: BannerPatch, readAt?: number): Promise<{ created: boolean; banner: BannerRecord }> {
    return this.write(actor, id, patch, { readAt })
  }

  /**
   * A new banner after the highest id (the console's 新建; the CLI names its own ids). Another new banner taking the
   * id first moves this one to the next id rather than onto that banner.
   */
  async create(actor: AuditActor, input: BannerPatch & Pick<BannerDraft, 'title' | 'jumpType'>): Promise<BannerRecord> {
    for (let attempt = 1; ; attempt++) {
      const id = await this.uow.repos.banners.nextId()
      try {
        return (await this.write(actor, id, input, { createOnly: true })).banner
      } catch (err) {
        if (!(err instanceof IdTaken)) throw err
        if (attempt >= 3) throw new BannerInputError('横幅刚被他人创建，请重试')
      }
    }
  }

  private async write(
    actor: AuditActor,
    id: number,
    patch: BannerPatch,
    { readAt, createOnly = false }: { readAt?: number; createOnly?: boolean },
  ): Promise<{ created: boolean; banner: BannerRecord }> {
    const now = this.deps.clock.now()
    const result = await this.uow
      .transaction(async ({ banners }, trx) => {
        const existing = await banners.find(id)
        if (existing && createOnly) throw new IdTaken()
        if (readAt !== undefined && !existing) throw new BannerNotFoundError(`横幅 ${id} 不存在`)
        if (readAt !== undefined && Number(existing?.updated_at) !== readAt)
          throw new BannerInputError(`横幅 ${id} 刚被他人修改，请刷新后重试`)
        let draft: BannerDraft
        if (existing) {
          draft = { ...draftOf(existing), ...patch }
        } else {
          if (patch.title === undefined || patch.jumpType === undefined)
            throw new BannerInputError(`横幅 ${id} 不存在；新建须填写标题和跳转类型`)
          draft = {
            ...INPUT_DEFAULTS,
            sort: patch.sort ?? (await banners.nextSort()),
            ...patch,
            title: patch.title,
            jumpType: patch.jumpType,
          }
        }
        // A page type kept from an earlier in-app jump means nothing for another jump type: it goes with it.
        if (draft.jumpType !== JumpType.INTER && patch.jumpPage === undefined) draft.jumpPage = null
        await this.check(draft, banners)

        const values = valuesOf(draft)
        if (existing) {
          if (!(await banners.update(id, values, Number(existing.updated_at), now)))
            throw new BannerInputError(`横幅 ${id} 刚被他人修改，请刷新后重试`)
        } else {
          await banners.insert(id, values, now)
        }
        const saved = (await banners.find(id)) as BannerRow
        await this.record(trx, actor, {
          action: existing ? 'banner.update' : 'banner.create',
          id,
          before: audited(existing),
          after: draftOf(saved),
        })
        return { created: !existing, banner: recordOf(saved, now) }
      })
      .catch((err: unknown) => {
        if (!isUniqueViolation(err)) throw err
        if (createOnly) throw new IdTaken()
        throw new BannerInputError(`横幅 ${id} 刚被他人创建，请重试`)
      })
    this.enabled.invalidate()
    return result
  }

  /** Takes a banner off the home page and its landing page (the row stays, to be enabled again). */
  async remove(actor: AuditActor, id: number): Promise<BannerRecord> {
    const now = this.deps.clock.now()
    const banner = await this.uow.transaction(async ({ banners }, trx) => {
      const before = await banners.find(id)
      if (!before || !(await banners.disable(id, now))) throw new BannerNotFoundError(`横幅 ${id} 不存在`)
      const after = (await banners.find(id)) as BannerRow
      await this.record(trx, actor, { action: 'banner.disable', id, before: audited(before), after: draftOf(after) })
      return recordOf(after, now)
    })
    this.enabled.invalidate()
    return banner
  }

  /**
   * Puts the banners in the given order (every banner once: a list made before another operator added one is
   * refused rather than leaving the new one anywhere). Sort values become 10, 20, 30, … in one transaction.
   */
  async reorder(actor: AuditActor, ids: readonly number[]): Promise<BannerRecord[]> {
    const now = this.deps.clock.now()
    const list = await this.uow.transaction(async ({ banners }, trx) => {
      const rows = await banners.listAll()
      const known = new Set(rows.map((r) => Number(r.id)))
      if (new Set(ids).size !== ids.length) throw new BannerInputError('排序列表中有重复的横幅')
      if (ids.length !== known.size || !ids.every((id) => known.has(id))) throw new BannerInputError('横幅列表已变化，请刷新后重新排序')
      for (const [i, id] of ids.entries()) await banners.setSort(id, (i + 1) * 10, now)
      await this.record(trx, actor, {
        action: 'banner.reorder',
        id: null,
        before: { order: rows.map((r) => ({ id: Number(r.id), sort: Number(r.sort) })) },
        after: { order: ids.map((id, i) => ({ id, sort: (i + 1) * 10 })) },
      })
      return (await banners.listAll()).map((row) => recordOf(row, now))
    })
    this.enabled.invalidate()
    return list
  }

  /**
   * Stores an uploaded banner image: PNG, JPEG or WebP by its bytes (not its name or declared type), at most
   * BannerLimit.IMAGE_MAX_BYTES. Returns the path a banner stores (`image`) and what the file is.
   */
  async uploadImage(
    actor: AuditActor,
    data: Uint8Array,
  ): Promise<{ image: string; url: string; mime: string; size: number; width: number; height: number }> {
    if (data.length > BannerLimit.IMAGE_MAX_BYTES)
      throw new BannerInputError(`图片不能超过 ${BannerLimit.IMAGE_MAX_BYTES / 1024 / 1024}MB（现为 ${Math.ceil(data.length / 1024)}KB）`)
    const found = readImage(data)
    if (!found || !(BANNER_IMAGE_TYPES as readonly string[]).includes(found.mime)) throw new BannerInputError('仅支持 PNG、JPG、WEBP 图片')
    const id = `bi_${randomBytes(12).toString('base64url')}`
    const image = `${BANNER_IMAGE_PATH}/${id}`
    const stored = { mime: found.mime, size: data.length, width: found.width, height: found.height }
    await this.uow.transaction(async ({ banners }, trx) => {
      await banners.insertImage({ id, ...stored, data, created_at: this.deps.clock.now() })
      await this.deps.audit.record(
        actor,
        { action: 'banner.image', objectType: 'banner_image', objectId: id, before: null, after: stored },
        trx,
      )
    })
    return { image, url: this.imageUrl(image), ...stored }
  }

  /** An uploaded image's bytes by its id; undefined when there is none. */
  async image(id: string): Promise<{ mime: string; data: Uint8Array } | undefined> {
    return BANNER_IMAGE_REF.test(`${BANNER_IMAGE_PATH}/${id}`) ? this.uow.repos.banners.image(id) : undefined
  }

  /** A banner's image as players load it: an uploaded one's path made absolute, an https URL as it is. */
  imageUrl(image: string): string {
    return BANNER_IMAGE_REF.test(image) ? `${this.deps.publicBaseUrl}${image.slice(1)}` : image
  }

  private toBanner(id: number, d: BannerDraft): Banner {
    return {
      id,
      title: d.title,
      desc: d.desc,
      image: this.imageUrl(d.image),
      colors: d.colors,
      jumpType: d.jumpType,
      jumpPage: d.jumpPage,
      target: d.target,
      startAt: d.startAt,
      endAt: d.endAt,
      sort: d.sort,
    }
  }

  private async check(draft: BannerDraft, banners: BannerRepository): Promise<void> {
    const problem = bannerProblem(draft)
    if (problem) throw new BannerInputError(problem)
    if (BANNER_IMAGE_REF.test(draft.image) && !(await banners.imageExists(draft.image.slice(BANNER_IMAGE_PATH.length + 1))))
      throw new BannerInputError('图片不存在，请重新上传')
  }

  private record(
    trx: Db,
    actor: AuditActor,
    entry: { action: string; id: number | null; before: object | null; after: object },
  ): Promise<void> {
    const row: AuditEntry = { action: entry.action, objectType: 'banner', objectId: entry.id, before: entry.before, after: entry.after }
    return this.deps.audit.record(actor, row, trx)
  }
}
