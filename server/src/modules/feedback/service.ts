import { randomBytes } from 'node:crypto'
import type { Clock } from '../../clock'
import {
  BUG_REPORT_CATEGORY,
  BUG_REPORT_PAGES,
  FEEDBACK_ACCEPTED_CATEGORIES,
  FEEDBACK_REPLY_AUTHOR,
  FEEDBACK_STATUS_LABELS,
  FeedbackLimit,
  type FeedbackDetailData,
  type FeedbackItem,
  type FeedbackStatus,
  type FeedbackSubmitBody,
  type FeedbackUploadData,
} from '../../contract'
import { BizCode, BizError } from '../../errors'
import { maskPhone } from '../../lib/phone'
import { readImage } from '../../lib/image-check'
import type { FeedbackImageLinks } from './image-links'
import type { FeedbackRepository, FeedbackRow } from './repository'

const DAY = 24 * 60 * 60 * 1000

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/
const MOBILE = /^1[2-9]\d{9}$/
const QQ = /^[1-9]\d{4,10}$/

/** Contact: mainland mobile (spec validator), e-mail, or QQ number (5-11 digits, no leading 0). */
export function contactType(contact: string): 'phone' | 'email' | 'qq' | null {
  if (MOBILE.test(contact)) return 'phone'
  if (QQ.test(contact)) return 'qq'
  if (EMAIL.test(contact)) return 'email'
  return null
}

function maskContact(contact: string | null, type: string | null): string {
  if (!contact) return ''
  if (type === 'phone') return maskPhone(contact)
  if (type === 'email') {
    const [name, domain] = contact.split('@')
    return `${name.slice(0, 1)}***@${domain}`
  }
  return contact.length > 4 ? `${contact.slice(0, 2)}${'*'.repeat(contact.length - 4)}${contact.slice(-2)}` : contact
}

const labelOf = (category: string) => FEEDBACK_ACCEPTED_CATEGORIES.find((c) => c.value === category)?.label ?? '其他'
const pageLabelOf = (page: string | null) => (page ? (BUG_REPORT_PAGES.find((p) => p.value === page)?.label ?? '其他') : '')

const statusLabelOf = (status: number): string => FEEDBACK_STATUS_LABELS[status as FeedbackStatus] ?? FEEDBACK_STATUS_LABELS[0]

/** A feedback as its player sees it; the support inbox adds who sent it, assignment and whether replies were read. */
export function feedbackView(row: FeedbackRow): FeedbackItem {
  const replyCount = Number(row.reply_count)
  return {
    feedbackId: Number(row.id),
    category: row.category,
    categoryLabel: labelOf(row.category),
    content: row.content,
    contact: maskContact(row.contact, row.contact_type),
    imageCount: Number(row.image_count),
    page: row.page ?? '',
    pageLabel: pageLabelOf(row.page),
    device: row.device ?? '',
    status: Number(row.status),
    statusLabel: statusLabelOf(Number(row.status)),
    createdAt: Number(row.created_at),
    replyCount,
    unread: replyCount > Number(row.read_reply_count),
    lastReplyAt: row.last_reply_at === null ? null : Number(row.last_reply_at),
  }
}

export class FeedbackService {
  constructor(
    private readonly repo: FeedbackRepository,
    private readonly clock: Clock,
    private readonly links: FeedbackImageLinks,
  ) {}

  /** Stores one image for the caller; `mime` is what the bytes are, whatever the client declared. */
  async upload(userId: number, data: Uint8Array): Promise<FeedbackUploadData> {
    if (!data.length) throw new BizError(BizCode.BAD_PARAMETER, '参数错误：file 不能为空')
    const image = readImage(data)
    if (!image) throw new BizError(BizCode.BAD_PARAMETER, '参数错误：仅支持 JPG、PNG、GIF、WEBP 图片')
    const { mime } = image
    const now = this.clock.now()
    const imageId = `fi_${randomBytes(12).toString('base64url')}`
    const stored = await this.repo.addImageIfRoom({ id: imageId, userId, mime, size: data.length, data, now }, now - DAY, {
      pending: FeedbackLimit.PENDING_IMAGES_MAX,
      dayBytes: FeedbackLimit.DAY_BYTES_MAX,
    })
    if (stored === 'pending') throw new BizError(BizCode.TOO_MANY_REQUESTS, '上传的图片过多，请先提交反馈')
    if (stored === 'bytes') throw new BizError(BizCode.TOO_MANY_REQUESTS, '今日上传的图片已达上限，请明天再试')
    return { imageId, mime, size: data.length }
  }

  async submit(userId: number, body: FeedbackSubmitBody): Promise<FeedbackItem> {
    const content = body.content.trim()
    if (!content) throw new BizError(BizCode.BAD_PARAMETER, '参数错误：content 不能为空')
    const contact = body.contact?.trim() || null
    const type = contact ? contactType(contact) : null
    if (contact && !type) throw new BizError(BizCode.BAD_PARAMETER, '参数错误：contact 格式不正确（手机号、邮箱或QQ号）')
    const isBugReport = body.category === BUG_REPORT_CATEGORY.value
    // Only the bug report page asks where and on what device; on other feedback these would be noise.
    if (!isBugReport && (body.page !== undefined || body.device !== undefined))
      throw new BizError(BizCode.BAD_PARAMETER, '参数错误：page 和 device 仅用于 Bug反馈')
    const page = body.page ?? null
    const device = body.device?.replace(/\s+/g, ' ').trim() || null
    const now = this.clock.now()
    const imageIds = body.imageIds ?? []
    const row = await this.repo.create({
      userId,
      category: body.category,
      content,
      contact,
      contactType: type,
      page,
      device,
      imageIds,
      now,
      limit: { since: now - DAY, max: FeedbackLimit.PER_DAY_MAX },
    })
    if (row === 'limit') throw new BizError(BizCode.TOO_MANY_REQUESTS, '今日反馈次数已达上限，请明天再试')
    // Another user's image, an unknown id and one already used all answer the same.
    if (!row) throw new BizError(BizCode.NOT_FOUND, '图片不存在或已使用，请重新上传')
    return feedbackView(row)
  }

  async list(userId: number, page: number, pageSize: number): Promise<{ list: FeedbackItem[]; total: number }> {
    const { rows, total } = await this.repo.listOwned(userId, (page - 1) * pageSize, pageSize)
    return { list: rows.map(feedbackView), total }
  }

  /**
   * One of the caller's feedbacks with its images and the support replies; opening it marks its replies read. As
   * the list shows it: unread says what the player had not seen before this opening. Someone else's answers as one
   * that does not exist.
   */
  async detail(userId: number, feedbackId: number): Promise<FeedbackDetailData> {
    const row = await this.repo.findOwned(userId, feedbackId)
    if (!row) throw new BizError(BizCode.NOT_FOUND, '反馈不存在')
    const [images, replies] = await Promise.all([this.repo.imagesOf(feedbackId), this.repo.replies(feedbackId)])
    await this.repo.markRead(userId, feedbackId)
    const now = this.clock.now()
    return {
      ...feedbackView(row),
      images: images.map((i) => ({ imageId: i.id, url: this.links.url(i.id, now) })),
      replies: replies.map((r) => ({
        replyId: Number(r.id),
        author: FEEDBACK_REPLY_AUTHOR,
        content: r.content,
        createdAt: Number(r.created_at),
      })),
    }
  }

  /** The dot on Mine: how many of the caller's feedbacks hold a reply they have not opened. */
  async unreadCount(userId: number): Promise<{ count: number }> {
    return { count: await this.repo.countUnread(userId) }
  }

  /** A submitted image's bytes for a signed link (image-links.ts); undefined for a wrong, expired or unknown one. */
  async image(imageId: string, expires: string, sig: string): Promise<{ mime: string; data: Uint8Array } | undefined> {
    if (!this.links.verify(imageId, expires, sig, this.clock.now())) return undefined
    return this.repo.imageData(imageId)
  }
}
