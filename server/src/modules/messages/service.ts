import type { Clock } from '../../clock'
import type {
  MessageItem,
  MessageListData,
  MessageReadData,
  MessageSubscribeBody,
  MessageSubscribeData,
  MessageUnreadData,
} from '../../contract'
import { chinaDayKey } from '../../contract/values/china-time'
import {
  MessageLimit,
  type MessageKind,
  type MessageTarget,
  type SubscribePlatform,
  type SubscribeTemplates,
  type SubscribeTopic,
} from '../../contract/values/messages'
import { TerminalCode } from '../../contract/values/terminal'
import type { Db } from '../../db/connect'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import { badParameter, notFound } from '../../errors'
import type { SubscribeMessages } from '../../providers/subscribe-message'
import type { ModuleLog } from '../module'
import { couponsExpiringWithin } from '../payment/queries'
import { postCouponsExpiring, PushState } from './queries'
import { pushPage } from './push-pages'
import { MessageRepository, SubscriptionRepository, type MessageRow } from './repository'

const DAY = 24 * 60 * 60 * 1000
const RETENTION_MS = MessageLimit.RETENTION_DAYS * DAY
/** A subscribe message about something older than this would be stale news: the message stays in the inbox only. */
const PUSH_MAX_AGE_MS = DAY
/** Acceptances kept per platform and topic: enough for a week of asking, not a hoard. */
const CREDITS_MAX = 20
const PURGE_BATCH = 1000
const PURGE_BATCHES_MAX = 20
const PLATFORMS: readonly SubscribePlatform[] = ['weixin', 'toutiao']

/** What messages needs to know of a player's mini-program accounts, declared here and answered by the user module. */
export interface Subscribers {
  /** The openid the player logged in with on that mini-program, if they did. */
  openIdOf(userId: number, platform: SubscribePlatform): Promise<string | undefined>
  /** Exchanges a fresh `login()` code of that mini-program for the player's openid there. */
  codeToOpenId(platform: SubscribePlatform, code: string): Promise<string>
}

export interface MessageDeps {
  db: Db
  clock: Clock
  /** Absent in tools that never record a subscription (the operators' CLI). */
  subscribers?: Subscribers
  /** The platforms' subscribe messages; absent in tools that never send them. */
  subscribe?: SubscribeMessages
  warn?: ModuleLog
}

function itemOf(row: MessageRow): MessageItem {
  return {
    messageId: Number(row.id),
    kind: row.kind as MessageKind,
    title: row.title,
    body: row.body,
    createdAt: Number(row.created_at),
    read: row.read_at !== null,
    target: row.target_type === null ? null : { type: row.target_type as MessageTarget, id: row.target_id ?? '' },
  }
}

const platformOf = (terminal: number): SubscribePlatform | null =>
  terminal === TerminalCode.weixin ? 'weixin' : terminal === TerminalCode.toutiao ? 'toutiao' : null

/**
 * The template ids the app may ask players to accept, per platform that can send them: the public config entry
 * SUBSCRIBE_CONFIG_KEY (config/global), so the app has them when a tap must call `requestSubscribeMessage` at once.
 */
export function subscribeTemplateIds(subscribe: SubscribeMessages | undefined): SubscribeTemplates {
  const out: SubscribeTemplates = {}
  if (!subscribe) return out
  for (const platform of PLATFORMS) {
    if (!subscribe.sender(platform)) continue
    const ids: Partial<Record<SubscribeTopic, string>> = {}
    for (const [topic, template] of Object.entries(subscribe.templates(platform)) as [SubscribeTopic, { id: string } | undefined][]) {
      if (template) ids[topic] = template.id
    }
    if (Object.keys(ids).length) out[platform] = ids
  }
  return out
}

/**
 * 消息: the player's inbox (list, unread count, marking read), its retention and reminders (the sweep), and the
 * subscribe messages that announce a report's outcome and friends' help on the mini-programs (the push sweep).
 */
export class MessageService {
  private readonly uow: UnitOfWork<{ messages: typeof MessageRepository; subscriptions: typeof SubscriptionRepository }>

  constructor(private readonly deps: MessageDeps) {
    this.uow = unitOfWork(deps.db, { messages: MessageRepository, subscriptions: SubscriptionRepository })
  }

  /** The oldest message still kept: older ones are never listed, counted or marked, purged yet or not. */
  private since(): number {
    return this.deps.clock.now() - RETENTION_MS
  }

  async list(userId: number, page: number, pageSize: number): Promise<MessageListData> {
    const { messages } = this.uow.repos
    const since = this.since()
    const [{ rows, total }, unread] = await Promise.all([
      messages.listOwned(userId, since, (page - 1) * pageSize, pageSize),
      messages.countUnread(userId, since),
    ])
    return { list: rows.map(itemOf), total, unread }
  }

  async unread(userId: number): Promise<MessageUnreadData> {
    return { count: await this.uow.repos.messages.countUnread(userId, this.since()) }
  }

  /** Marks one of the caller's messages read (again is fine); another player's or an unknown id is 40004. */
  async read(userId: number, messageId: number): Promise<MessageReadData> {
    const { messages } = this.uow.repos
    if ((await messages.markRead(userId, messageId, this.since(), this.deps.clock.now())) === 'missing') throw notFound('消息不存在')
    return { unread: await messages.countUnread(userId, this.since()) }
  }

  async readAll(userId: number): Promise<MessageReadData> {
    await this.uow.repos.messages.markAllRead(userId, this.since(), this.deps.clock.now())
    return { unread: 0 }
  }

  /**
   * The player accepted a subscribe message of `topic` on the mini-program their terminal names: one more message of
   * it may be sent to them. The openid is the one they logged in with there, else the one a fresh login code gives.
   */
  async subscribe(userId: number, terminal: number, body: MessageSubscribeBody): Promise<MessageSubscribeData> {
    const platform = platformOf(terminal)
    if (!platform) throw badParameter('订阅消息仅在微信、抖音小程序中可用')
    const topic: SubscribeTopic = body.topic
    if (!subscribeTemplateIds(this.deps.subscribe)[platform]?.[topic]) throw badParameter('暂未开通这项订阅消息')
    const subscribers = this.deps.subscribers
    if (!subscribers) throw badParameter('暂未开通这项订阅消息')
    const openid =
      (await subscribers.openIdOf(userId, platform)) ?? (body.code ? await subscribers.codeToOpenId(platform, body.code) : undefined)
    if (!openid) throw badParameter('缺少参数 code')
    const credits = await this.uow.repos.subscriptions.add({ userId, platform, topic, openid, now: this.deps.clock.now() }, CREDITS_MAX)
    return { credits }
  }

  /**
   * The hourly sweep: deletes messages past the retention (a bounded number of batches a run), and reminds players of
   * coupons expiring within MessageLimit.COUPON_EXPIRY_NOTICE_DAYS, once per player and day of expiry.
   */
  async sweep(): Promise<{ purged: number; reminded: number }> {
    const now = this.deps.clock.now()
    let purged = 0
    for (let i = 0; i < PURGE_BATCHES_MAX; i++) {
      const n = await this.uow.repos.messages.purge(now - RETENTION_MS, PURGE_BATCH)
      purged += n
      if (n < PURGE_BATCH) break
    }
    const expiring = await couponsExpiringWithin(this.deps.db, now, now + MessageLimit.COUPON_EXPIRY_NOTICE_DAYS * DAY)
    const groups = new Map<string, { userId: number; count: number; expiresAt: number }>()
    for (const c of expiring) {
      const key = `${c.userId}:${chinaDayKey(c.expiresAt)}`
      const group = groups.get(key)
      if (group) group.count += 1
      else groups.set(key, { ...c, count: 1 })
    }
    let reminded = 0
    for (const g of groups.values()) if (await postCouponsExpiring(this.deps.db, { ...g, now })) reminded += 1
    return { purged, reminded }
  }

  /**
   * Sends the subscribe messages waiting (the push sweep, every minute): each spends one of the player's acceptances
   * of its topic, on the platform they accepted it on last. Without one, or with nothing able to send, or when the
   * news is more than a day old, it is skipped: the message stays in the inbox either way.
   */
  async pushPending(limit = 50): Promise<{ sent: number; skipped: number; failed: number }> {
    const { messages } = this.uow.repos
    const tally = { sent: 0, skipped: 0, failed: 0 }
    for (const row of await messages.pendingPushes(limit)) {
      if (!(await messages.claimPush(Number(row.id)))) continue
      const state = await this.pushOne(row)
      await messages.settlePush(Number(row.id), state)
      if (state === PushState.SENT) tally.sent += 1
      else if (state === PushState.FAILED) tally.failed += 1
      else tally.skipped += 1
    }
    return tally
  }

  private async pushOne(row: MessageRow): Promise<PushState> {
    const subscribe = this.deps.subscribe
    const topic = row.push_topic as SubscribeTopic | null
    if (!subscribe || !topic || this.deps.clock.now() - Number(row.created_at) > PUSH_MAX_AGE_MS) return PushState.SKIPPED
    const userId = Number(row.user_id)
    const able = PLATFORMS.filter((p) => subscribe.templates(p)[topic] && subscribe.sender(p))
    const to = await this.uow.repos.subscriptions.take(userId, topic, [...able])
    if (!to) return PushState.SKIPPED
    const platform = to.platform as SubscribePlatform
    const template = subscribe.templates(platform)[topic]
    const sender = subscribe.sender(platform)
    if (!template || !sender) return PushState.SKIPPED
    try {
      const result = await sender.send({
        openid: to.openid,
        template,
        page: pushPage(row.target_type, row.target_id),
        values: { title: row.title, body: row.body, time: Number(row.created_at) },
      })
      if (result === 'sent') return PushState.SENT
      // Declined since, or used up on the platform's side: the acceptances counted here are gone too.
      await this.uow.repos.subscriptions.clear(userId, platform, topic)
      return PushState.SKIPPED
    } catch (err) {
      this.deps.warn?.({ err, messageId: Number(row.id), platform }, 'subscribe message not sent')
      return PushState.FAILED
    }
  }
}
