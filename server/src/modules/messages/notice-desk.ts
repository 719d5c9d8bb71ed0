import type { Clock } from '../../clock'
import { MessageKind, MessageLimit } from '../../contract/values/messages'
import type { Db } from '../../db/connect'
import { insertedId } from '../../db/inserted-id'
import { toNumber } from '../../db/numbers'
import { badParameter } from '../../errors'
import type { AuditActor, AuditTrail } from '../audit-port'
import { userFacts } from '../user/queries'
import { PushState } from './queries'

export interface NoticeRecord {
  noticeId: number
  title: string
  body: string
  recipients: number
  createdBy: string
  createdAt: number
}

const LIST_MAX = 50

/** Trimmed; refused when empty or too long. */
function field(value: string, label: string, max: number): string {
  const text = value.trim()
  if (!text) throw badParameter(`请填写${label}`)
  if ([...text].length > max) throw badParameter(`${label}不能超过 ${max} 字`)
  return text
}

/**
 * System notices (系统通知): an operator's message to every player whose account is live now. One statement
 * copies it into each inbox, in the transaction that records the notice and its audit row, so a notice reaches all
 * of them or none; players who join later do not get it (it was news when it was sent).
 */
export class NoticeDesk {
  constructor(private readonly deps: { db: Db; clock: Clock; audit?: AuditTrail }) {}

  async broadcast(actor: AuditActor, input: { title: string; body: string }): Promise<NoticeRecord> {
    const title = field(input.title, '通知标题', MessageLimit.NOTICE_TITLE_MAX)
    const body = field(input.body, '通知内容', MessageLimit.NOTICE_BODY_MAX)
    const now = this.deps.clock.now()
    const createdBy = actor.name.slice(0, 64)
    return this.deps.db.transaction().execute(async (trx) => {
      const id = await insertedId(
        trx.insertInto('message_broadcast').values({ title, body, recipients: 0, created_by: createdBy, created_at: now }).returning('id'),
      )
      const live = trx
        .selectFrom(userFacts(trx).as('u'))
        .where('u.deleted_at', 'is', null)
        .select((eb) => [
          'u.id',
          eb.val(MessageKind.SYSTEM).as('kind'),
          eb.val(title).as('title'),
          eb.val(body).as('body'),
          eb.val(`notice:${id}`).as('dedupe_key'),
          eb.val(now).as('created_at'),
          eb.val(PushState.NONE).as('push_state'),
        ])
      const inserted = await trx
        .insertInto('message')
        .columns(['user_id', 'kind', 'title', 'body', 'dedupe_key', 'created_at', 'push_state'])
        .expression(live)
        .executeTakeFirst()
      const recipients = toNumber(inserted.numInsertedOrUpdatedRows)
      await trx.updateTable('message_broadcast').set({ recipients }).where('id', '=', id).execute()
      await this.deps.audit?.record(
        actor,
        { action: 'message.broadcast', objectType: 'notice', objectId: String(id), before: null, after: { title, body, recipients } },
        trx,
      )
      return { noticeId: id, title, body, recipients, createdBy, createdAt: now }
    })
  }

  /** The notices sent, newest first. */
  async list(limit = LIST_MAX): Promise<NoticeRecord[]> {
    const rows = await this.deps.db.selectFrom('message_broadcast').selectAll().orderBy('id', 'desc').limit(limit).execute()
    return rows.map((r) => ({
      noticeId: toNumber(r.id),
      title: r.title,
      body: r.body,
      recipients: toNumber(r.recipients),
      createdBy: r.created_by,
      createdAt: toNumber(r.created_at),
    }))
  }
}
