import { randomBytes } from 'node:crypto'
import type { Clock } from '../../clock'
import {
  REPORT_IMAGE_MIMES,
  REPORT_KIND_OF_IMAGE,
  ReportImageKind,
  ReportImageLimit,
  type ReportImage,
  type ReportImageUploadData,
} from '../../contract'
import { badParameter, notFound } from '../../errors'
import { readImage } from '../../lib/image-check'
import type { SignedImageLinks } from '../../lib/signed-links'
import type { ReportImageMeta, ReportImageRepository } from './repository'

const KINDS: readonly number[] = Object.values(ReportImageKind)
const REPORT_ID = /^[A-Za-z0-9_-]{1,40}$/

/** What each kind is called when it is put on the wrong report. */
const KIND_REFUSAL: Record<ReportImageKind, string> = {
  [ReportImageKind.ORDER]: '参数错误：订单截图只能上传到盈亏报告',
  [ReportImageKind.ACCOUNT]: '参数错误：账号截图只能上传到估价报告',
}

/** The form fields beside the file: which report, and what the screenshot shows. */
function uploadTarget(fields: Record<string, string>): { reportId: string; kind: ReportImageKind } {
  const reportId = (fields.reportId ?? '').trim()
  if (!reportId) throw badParameter('缺少参数 reportId')
  if (!REPORT_ID.test(reportId)) throw notFound('报告不存在')
  const kind = Number(fields.kind)
  if (!KINDS.includes(kind)) throw badParameter('参数错误：kind 应为 1（订单截图）或 2（账号截图）')
  return { reportId, kind: kind as ReportImageKind }
}

/**
 * The player's screenshots on their own reports: upload (type from the bytes, size, at most nine a report, only
 * onto a report of theirs of the right kind), the list a report's detail shows its owner, and the bytes behind a
 * signed link.
 */
export class ReportImageService {
  constructor(
    private readonly repo: ReportImageRepository,
    private readonly clock: Clock,
    private readonly links: SignedImageLinks,
  ) {}

  async upload(userId: number, fields: Record<string, string>, data: Uint8Array): Promise<ReportImageUploadData> {
    const { reportId, kind } = uploadTarget(fields)
    if (!data.length) throw badParameter('参数错误：file 不能为空')
    const mime = readImage(data)?.mime
    if (!mime || !(REPORT_IMAGE_MIMES as readonly string[]).includes(mime)) throw badParameter('参数错误：仅支持 JPG、PNG、WEBP 图片')
    const now = this.clock.now()
    const id = `ri_${randomBytes(12).toString('base64url')}`
    const row = { id, userId, reportId, reportKind: REPORT_KIND_OF_IMAGE[kind], kind, mime, size: data.length, data, now }
    const stored = await this.repo.addIfRoom(row, ReportImageLimit.PER_REPORT)
    // Another player's report answers as one that does not exist.
    if (stored === 'missing') throw notFound('报告不存在')
    if (stored === 'kind') throw badParameter(KIND_REFUSAL[kind])
    if (stored === 'full') throw badParameter(`每份报告最多上传${ReportImageLimit.PER_REPORT}张截图`)
    return this.view({ id, kind, mime, size: data.length, created_at: now }, now)
  }

  /**
   * The screenshots on a report for its detail, with fresh links; `{}` when it has none. Call it only for the
   * report's owner (the detail routes have checked that): the query is scoped to the owner as well.
   */
  async shown(userId: number, reportId: string): Promise<{ images?: ReportImage[] }> {
    const rows = await this.repo.listOwned(userId, reportId)
    if (!rows.length) return {}
    const now = this.clock.now()
    return { images: rows.map((r) => this.view(r, now)) }
  }

  /** A screenshot's bytes for a signed link; undefined for a wrong, expired or unknown one, or a deleted report's. */
  async image(imageId: string, expires: string, sig: string): Promise<{ mime: string; data: Uint8Array } | undefined> {
    if (!this.links.verify(imageId, expires, sig, this.clock.now())) return undefined
    return this.repo.imageData(imageId)
  }

  private view(r: ReportImageMeta, now: number): ReportImage {
    return {
      imageId: r.id,
      kind: Number(r.kind) as ReportImageKind,
      url: this.links.url(r.id, now),
      mime: r.mime,
      size: Number(r.size),
      createdAt: Number(r.created_at),
    }
  }
}
