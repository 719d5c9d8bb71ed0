import type { FastifyRequest } from 'fastify'
import { ConsoleEndpoint, roleMayCall, type FeedbackInboxQuery, type InboxFeedback, type InboxFeedbackDetail } from '../../contract/console'
import { FeedbackStatus } from '../../contract/values/feedback'
import { badParameter } from '../../errors'
import { ok } from '../../http/envelope'
import type { InboxDetail, InboxItem } from '../../modules/feedback/inbox'
import { playerTags } from '../player-tags'
import { numberOf, pageOf } from '../query'
import { actorOf, consoleCaller, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** Who may be given a feedback: enabled operators whose role answers feedback. */
const mayHandle = (o: { disabled: boolean; role: Parameters<typeof roleMayCall>[1] }) =>
  !o.disabled && roleMayCall(ConsoleEndpoint.feedbackReply.roles, o.role)

/** The inbox's `assigned` filter: me, nobody, or an operator's id. */
function assignedFilter(request: FastifyRequest, assigned: FeedbackInboxQuery['assigned']): number | null | undefined {
  if (assigned === undefined) return undefined
  if (assigned === 'me') return consoleCaller(request).operator.id
  if (assigned === 'none') return null
  return Number(assigned)
}

/** A close's or reopen's optional reason: blank is none. */
const reasonOf = (text: string | undefined): string | null => text?.trim() || null

/**
 * 用户反馈 (admin, support): the inbox by status, type and assignment, one feedback with its images (signed links,
 * same origin as the console) and conversation, and the feedback module's writes: reply (the player sees it signed
 * 客服, unread until they open it), close, reopen, assign. Every write answers the feedback as it now stands.
 */
export function feedbackRoutes(route: ReturnType<typeof consoleRouter>, deps: ConsoleDeps): void {
  const { feedbackInbox: inbox, operators } = deps

  /** Inbox rows as the console shows them: the player by uid and masked phone, the assignee by name. */
  async function shown<T extends InboxItem>(items: T[]): Promise<(Omit<T, 'userId' | 'assignedTo'> & InboxFeedback)[]> {
    const [tag, names] = await Promise.all([
      playerTags(
        deps,
        items.map((i) => i.userId),
      ),
      operators.list().then((list) => new Map(list.map((o) => [o.id, o.name]))),
    ])
    return items.map(({ userId, assignedTo, ...rest }) => ({
      ...rest,
      player: tag(userId),
      assignedTo: assignedTo === null ? null : { id: assignedTo, name: names.get(assignedTo) ?? `#${assignedTo}` },
    }))
  }
  const detail = async (feedbackId: number): Promise<InboxFeedbackDetail> => {
    const [one] = await shown<InboxDetail>([await inbox.detail(feedbackId)])
    return one
  }

  route('feedbackList', '反馈收件箱：按状态、类型、处理人和时间筛选，新的在前', async (request) => {
    const q = request.query
    const { page, pageSize } = pageOf(q)
    const { list, total } = await inbox.list({
      status: q.status === undefined ? undefined : (Number(q.status) as FeedbackStatus),
      type: q.type,
      assignedTo: assignedFilter(request, q.assigned),
      from: numberOf(q.from),
      to: numberOf(q.to),
      page,
      pageSize,
    })
    return ok({ list: await shown(list), total, page, pageSize })
  })

  route('feedbackDetail', '一条反馈：内容、图片（签名链接）、对话', async (request) => ok(await detail(Number(request.query.feedbackId))))

  route('feedbackAssignees', '可分配的处理人（启用的客服与管理员）', async () =>
    ok({ list: (await operators.list()).filter(mayHandle).map((o) => ({ id: o.id, name: o.name })) }),
  )

  route('feedbackReply', '回复用户（用户看到署名 客服，未读直到打开）', async (request) => {
    await inbox.reply(actorOf(request), request.body.feedbackId, request.body.content)
    return ok(await detail(request.body.feedbackId))
  })

  route('feedbackClose', '关闭反馈', async (request) => {
    await inbox.close(actorOf(request), request.body.feedbackId, reasonOf(request.body.reason))
    return ok(await detail(request.body.feedbackId))
  })

  route('feedbackReopen', '重新打开已关闭的反馈', async (request) => {
    await inbox.reopen(actorOf(request), request.body.feedbackId, reasonOf(request.body.reason))
    return ok(await detail(request.body.feedbackId))
  })

  route('feedbackAssign', '分配处理人（或取消分配）', async (request) => {
    const { feedbackId, operatorId } = request.body
    if (operatorId !== null && !(await operators.list()).some((o) => o.id === operatorId && mayHandle(o))) {
      throw badParameter('只能分配给启用中的客服或管理员')
    }
    await inbox.assign(actorOf(request), feedbackId, operatorId)
    return ok(await detail(feedbackId))
  })
}
