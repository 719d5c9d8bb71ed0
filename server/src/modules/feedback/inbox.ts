import type { Transaction } from 'kysely'
import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { Database } from '../../db/schema'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import { BUG_REPORT_CATEGORY, FEEDBACK_REPLY_MAX, FeedbackStatus } from '../../contract/values'
import { badParameter, notFound } from '../../errors'
import type { AuditActor, AuditEntry, AuditTrail } from '../audit-port'
import { postFeedbackReply } from '../messages/queries'
import type { FeedbackImageLinks } from './image-links'
import { FeedbackRepository, type FeedbackReplyRow, type FeedbackRow, type InboxFilter } from './repository'
import { feedbackView } from './service'

/** One feedback as the support inbox lists it. The contact stays masked: unmasking is the console's logged action. */
export interface InboxItem {
  feedbackId: number
  userId: number
  type: 'feedback' | 'bug'
  category: string
  categoryLabel: string
  content: string
  contact: string
  imageCount: number
  page: string
  pageLabel: string
  device: string
  status: FeedbackStatus
  statusLabel: string
  assignedTo: number | null
  replyCount: number
  /** Whether the player has opened every reply. */
  playerRead: boolean
  lastReplyAt: number | null
  createdAt: number
}

export interface InboxReply {
  replyId: number
  operatorId: number | null
  operatorName: string
  content: string
  createdAt: number
}

export interface InboxDetail extends InboxItem {
  images: { imageId: string; mime: string; size: number; url: string }[]
  replies: InboxReply[]
}

export interface InboxQuery extends InboxFilter {
  page?: number
  pageSize?: number
}

const PAGE_SIZE_MAX = 100

function item(row: FeedbackRow): InboxItem {
  const { unread, ...seen } = feedbackView(row)
  return {
    ...seen,
    userId: Number(row.user_id),
    type: row.category === BUG_REPORT_CATEGORY.value ? 'bug' : 'feedback',
    status: seen.status as FeedbackStatus,
    assignedTo: row.assigned_to === null ? null : Number(row.assigned_to),
    playerRead: !unread,
  }
}

const reply = (r: FeedbackReplyRow): InboxReply => ({
  replyId: Number(r.id),
  operatorId: r.operator_id === null ? null : Number(r.operator_id),
  operatorName: r.operator_name,
  content: r.content,
  createdAt: Number(r.created_at),
})

/** The state an audit entry keeps of a feedback, before and after a change. */
const snapshot = (row: Pick<FeedbackRow, 'status' | 'assigned_to' | 'reply_count'>) => ({
  status: Number(row.status),
  assignedTo: row.assigned_to === null ? null : Number(row.assigned_to),
  replyCount: Number(row.reply_count),
})

/**
 * The support inbox's commands (issue 37 point 8), for the console and the CLI alike. Each write locks the
 * feedback's row, checks the state it changes, writes, and appends its audit entry, all in one transaction: an
 * entry exists exactly when the change does. Roles are the console's to check.
 */
export class FeedbackInbox {
  private readonly uow: UnitOfWork<{ feedback: typeof FeedbackRepository }>

  constructor(private readonly deps: { db: Db; clock: Clock; links: FeedbackImageLinks; audit?: AuditTrail }) {
    this.uow = unitOfWork(deps.db, { feedback: FeedbackRepository })
  }

  async list(query: InboxQuery = {}): Promise<{ list: InboxItem[]; total: number }> {
    const page = Math.max(1, Math.floor(query.page ?? 1))
    const pageSize = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(query.pageSize ?? 20)))
    const { rows, total } = await this.uow.repos.feedback.inbox(query, (page - 1) * pageSize, pageSize)
    return { list: rows.map(item), total }
  }

  async detail(feedbackId: number): Promise<InboxDetail> {
    const repo = this.uow.repos.feedback
    const row = await repo.find(feedbackId)
    if (!row) throw notFound('反馈不存在')
    const [images, replies] = await Promise.all([repo.imagesOf(feedbackId), repo.replies(feedbackId)])
    const now = this.deps.clock.now()
    return {
      ...item(row),
      images: images.map((i) => ({ imageId: i.id, mime: i.mime, size: Number(i.size), url: this.deps.links.url(i.id, now) })),
      replies: replies.map(reply),
    }
  }

  /** Answers the player (shown to them as 客服); a closed feedback must be reopened first. */
  async reply(actor: AuditActor, feedbackId: number, text: string): Promise<InboxReply> {
    const content = text.trim()
    if (!content) throw badParameter('回复内容不能为空')
    if ([...content].length > FEEDBACK_REPLY_MAX) throw badParameter(`回复内容不能超过 ${FEEDBACK_REPLY_MAX} 字`)
    return this.write(feedbackId, async (repo, row, trx) => {
      if (Number(row.status) === FeedbackStatus.CLOSED) throw badParameter('反馈已关闭，请先重新打开')
      const now = this.deps.clock.now()
      const made = await repo.addReply({ feedbackId, operatorId: actor.operatorId, operatorName: actor.name.slice(0, 64), content, now })
      await postFeedbackReply(trx, { userId: Number(row.user_id), feedbackId, reply: content, now })
      const after = {
        ...snapshot(row),
        status: FeedbackStatus.REPLIED,
        replyCount: Number(row.reply_count) + 1,
        replyId: Number(made.id),
        content,
      }
      await this.record(
        actor,
        { action: 'feedback.reply', objectType: 'feedback', objectId: String(feedbackId), before: snapshot(row), after },
        trx,
      )
      return reply(made)
    })
  }

  async close(actor: AuditActor, feedbackId: number, reason?: string | null): Promise<InboxItem> {
    return this.write(feedbackId, async (repo, row, trx) => {
      if (Number(row.status) === FeedbackStatus.CLOSED) throw badParameter('反馈已关闭')
      return this.change(actor, 'feedback.close', row, { status: FeedbackStatus.CLOSED }, reason ?? null, repo, trx)
    })
  }

  /** Back to the inbox: replied when it has replies, else new. */
  async reopen(actor: AuditActor, feedbackId: number, reason?: string | null): Promise<InboxItem> {
    return this.write(feedbackId, async (repo, row, trx) => {
      if (Number(row.status) !== FeedbackStatus.CLOSED) throw badParameter('反馈未关闭，无需重新打开')
      const status = Number(row.reply_count) > 0 ? FeedbackStatus.REPLIED : FeedbackStatus.NEW
      return this.change(actor, 'feedback.reopen', row, { status }, reason ?? null, repo, trx)
    })
  }

  /** Assigns the feedback to an operator, or to nobody (null). */
  async assign(actor: AuditActor, feedbackId: number, operatorId: number | null): Promise<InboxItem> {
    if (operatorId !== null && (!Number.isInteger(operatorId) || operatorId < 1)) throw badParameter('参数错误：operatorId 不正确')
    return this.write(feedbackId, async (repo, row, trx) => {
      if ((row.assigned_to === null ? null : Number(row.assigned_to)) === operatorId) return item(row)
      return this.change(actor, 'feedback.assign', row, { assigned_to: operatorId }, null, repo, trx)
    })
  }

  private async change(
    actor: AuditActor,
    action: string,
    row: FeedbackRow,
    change: Partial<Pick<FeedbackRow, 'status' | 'assigned_to'>>,
    reason: string | null,
    repo: FeedbackRepository,
    trx: Transaction<Database>,
  ): Promise<InboxItem> {
    await repo.change(Number(row.id), change)
    const next = { ...row, ...change }
    await this.record(
      actor,
      { action, objectType: 'feedback', objectId: String(row.id), before: snapshot(row), after: snapshot(next), reason },
      trx,
    )
    return item(next)
  }

  /** Runs a write on the locked row, in one transaction with its audit entry. */
  private async write<T>(
    feedbackId: number,
    fn: (repo: FeedbackRepository, row: FeedbackRow, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return this.deps.db.transaction().execute(async (trx) => {
      const repo = this.uow.on(trx).feedback
      const row = await repo.lock(feedbackId)
      if (!row) throw notFound('反馈不存在')
      return fn(repo, row, trx)
    })
  }

  private async record(actor: AuditActor, entry: AuditEntry, trx: Transaction<Database>): Promise<void> {
    await this.deps.audit?.record(actor, entry, trx)
  }
}
