import type { Clock } from '../../clock'
import type {
  PlayerCouponsData,
  PlayerFeedback,
  PlayerFeedbackData,
  PlayerHelpsData,
  PlayerInvitationsData,
  PlayerLoveData,
  PlayerOrder,
  PlayerOrdersData,
  PlayerPrizesData,
  PlayerProfile,
  PlayerReportsData,
  PlayerRevokeSessionsData,
  PlayerSearchData,
  PlayerSessionsData,
  PlayerSummary,
} from '../../contract/console'
import { ConsoleRule } from '../../contract/console/values'
import type { DrawRecordsData, InvitationDetailData, LoveLedgerData } from '../../contract'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import type { Page } from '../../db/page'
import type { PayOrderStatus } from '../../db/schema'
import { badParameter, notFound } from '../../errors'
import { maskName } from '../../lib/id-card'
import { maskPhone } from '../../lib/pii'
import type { AuditActor, AuditTrail } from '../audit-port'
import { countLiveSessions, loginSessionsOf, loginTimesOf, revokeAllSessions } from '../auth/queries'
import { helpsOf } from '../help/queries'
import { countCoupons, couponsOf } from '../payment/queries'
import { reportFacts, reportsOfUser } from '../reports/queries'
import { identityProvidersOf, playerAccount, publicNamesOf, type PlayerKey } from '../user/queries'
import { couponSourceName, couponStateText, inviteRewardText, orderStatusText, paySceneName, payTypeName, terminalName } from './labels'
import { playerReport } from './report-view'
import { searchKeys } from './search'

/** A section's page as the console asks for it (page from 1). */
export interface PageRequest {
  page: number
  pageSize: number
}

/** One order of the player as the orders desk lists it (payment admin's order list, narrowed to the player). */
export type PlayerOrderRow = Omit<PlayerOrder, 'orderNo' | 'status' | 'sceneName' | 'payTypeName' | 'statusText'> & {
  orderId: string
  status: PayOrderStatus
}

/** What the player page reads from other modules' own views, wired in services.ts. */
export interface PlayerDeskDeps {
  db: Db
  clock: Clock
  /** The audit trail the session revoke records into, in the revoke's transaction. */
  audit: AuditTrail
  orders(userId: number, page: PageRequest): Promise<Page<PlayerOrderRow>>
  love: { ledger(userId: number, page: number, pageSize: number): Promise<LoveLedgerData>; balanceOf(userId: number): Promise<number> }
  invitations(userId: number, page: number, pageSize: number): Promise<InvitationDetailData>
  prizes(userId: number, page: PageRequest): Promise<DrawRecordsData>
  feedback(userId: number, page: PageRequest): Promise<{ list: PlayerFeedback[]; total: number }>
}

type Account = NonNullable<Awaited<ReturnType<typeof playerAccount>>>

const windowOf = ({ page, pageSize }: PageRequest) => ({ offset: (page - 1) * pageSize, limit: pageSize })
const nullableMs = (v: unknown): number | null => (v === null || v === undefined ? null : toNumber(v))

/** The phone as the console shows it: masked, with its calling code when it is not a mainland number. */
function maskedPhone(account: Pick<Account, 'phone' | 'tel_code'>): string {
  if (!account.phone) return ''
  const masked = maskPhone(account.phone)
  return account.tel_code && account.tel_code !== '86' ? `+${account.tel_code} ${masked}` : masked
}

/** A delivery address as operators see it by default: who and which region, the name and number masked. */
function maskedAddress(address: DrawRecordsData['list'][number]['address']): string | null {
  if (!address) return null
  return [maskName(address.name), maskPhone(address.mobile), address.province, address.city, address.district]
    .filter((part) => part !== '')
    .join(' ')
}

/**
 * The console's player lookup and player page (issue 37 point 5): read commands over each module's own queries and
 * views, and one write, ending every session of a player. Personal data leaves here masked: the phone as
 * 138****0000, the real name as 张*, never the ID number; the full phone only through the audited pii/unmask.
 * Roles are the console's to check.
 */
export class PlayerDesk {
  constructor(private readonly deps: PlayerDeskDeps) {}

  async search(text: string): Promise<PlayerSearchData> {
    const keys = searchKeys(text)
    if (!keys) throw badParameter('请输入手机号、UID、邀请码或报告编号')
    const { db } = this.deps
    const found = new Map<number, PlayerSummary>()
    for (const key of keys) {
      let by: PlayerKey
      if (key.by === 'reportId') {
        const report = await reportFacts(db).where('id', '=', key.reportId).executeTakeFirst()
        if (!report) continue
        by = { id: toNumber(report.user_id) }
      } else
        by =
          key.by === 'phone' ? { mainlandPhone: key.mainlandPhone } : key.by === 'uid' ? { uid: key.uid } : { inviteCode: key.inviteCode }
      const account = await playerAccount(db, by)
      if (account && !found.has(toNumber(account.id))) {
        found.set(toNumber(account.id), {
          uid: account.uid,
          nickname: account.nickname,
          phone: maskedPhone(account),
          createdAt: toNumber(account.created_at),
          deleted: account.deleted_at !== null,
          matchedBy: key.by,
        })
      }
    }
    return { list: [...found.values()] }
  }

  async profile(uid: string): Promise<PlayerProfile> {
    const { db, clock } = this.deps
    const account = await this.account(uid)
    const id = toNumber(account.id)
    const now = clock.now()
    const inviterId = account.inviter_id === null ? null : toNumber(account.inviter_id)
    const [names, times, liveSessions, loveBalance, usableCoupons, identities] = await Promise.all([
      publicNamesOf(db, inviterId === null ? [] : [inviterId]),
      loginTimesOf(db, id),
      countLiveSessions(db, id, now),
      this.deps.love.balanceOf(id),
      countCoupons(db, id, { usableAt: now }),
      identityProvidersOf(db, id),
    ])
    const inviter = inviterId === null ? undefined : names.get(inviterId)
    const minorUntil = nullableMs(account.minor_until)
    const terminal = toNumber(account.terminal)
    const verified = toNumber(account.real_name_status) === 1
    return {
      uid: account.uid,
      nickname: account.nickname,
      phone: maskedPhone(account),
      hasPhone: Boolean(account.phone),
      inviteCode: account.invite_code,
      createdAt: toNumber(account.created_at),
      source: account.source,
      terminal,
      terminalName: terminalName(terminal),
      identities: [...new Set(identities)],
      deletedAt: nullableMs(account.deleted_at),
      realName: {
        verified,
        name: verified ? account.real_name_masked : null,
        verifiedAt: nullableMs(account.real_name_verified_at),
      },
      minor: { isMinor: minorUntil !== null && minorUntil > now, until: minorUntil },
      inviter: inviter ? { ...inviter, invitedAt: nullableMs(account.invited_at) } : null,
      ...times,
      liveSessions,
      loveBalance,
      usableCoupons,
    }
  }

  async sessions(uid: string, page: PageRequest): Promise<PlayerSessionsData> {
    const id = await this.userId(uid)
    const { rows, total } = await loginSessionsOf(this.deps.db, id, this.deps.clock.now(), windowOf(page))
    return {
      ...page,
      total,
      list: rows.map((s) => ({
        id: s.id,
        terminal: s.terminal,
        terminalName: s.terminal === null ? '未记录' : terminalName(s.terminal),
        loginAt: s.loginAt,
        lastSeenAt: s.lastSeenAt,
        expiresAt: s.expiresAt,
        state: s.live ? 'live' : s.revokedAt !== null ? 'revoked' : 'expired',
        revokedAt: s.live ? null : s.revokedAt,
      })),
    }
  }

  async reports(uid: string, page: PageRequest): Promise<PlayerReportsData> {
    const { rows, total } = await reportsOfUser(this.deps.db, await this.userId(uid), windowOf(page))
    return { ...page, total, list: rows.map(playerReport) }
  }

  async orders(uid: string, page: PageRequest): Promise<PlayerOrdersData> {
    const { rows, total } = await this.deps.orders(await this.userId(uid), page)
    return {
      ...page,
      total,
      list: rows.map(({ orderId, ...o }) => ({
        ...o,
        orderNo: orderId,
        sceneName: paySceneName(o.scene),
        payTypeName: payTypeName(o.payType),
        statusText: orderStatusText(o.status),
      })),
    }
  }

  async coupons(uid: string, page: PageRequest): Promise<PlayerCouponsData> {
    const { db, clock } = this.deps
    const id = await this.userId(uid)
    const now = clock.now()
    const [{ rows, total }, usable] = await Promise.all([couponsOf(db, id, now, windowOf(page)), countCoupons(db, id, { usableAt: now })])
    return {
      ...page,
      total,
      usable,
      list: rows.map(({ usedOrderId, ...c }) => ({
        ...c,
        sourceName: couponSourceName(c.source),
        stateText: couponStateText[c.state],
        usedOrderNo: usedOrderId,
      })),
    }
  }

  async love(uid: string, page: PageRequest): Promise<PlayerLoveData> {
    const id = await this.userId(uid)
    const [ledger, balance] = await Promise.all([this.deps.love.ledger(id, page.page, page.pageSize), this.deps.love.balanceOf(id)])
    return { ...page, total: ledger.total, balance, list: ledger.list }
  }

  async helps(uid: string, direction: 'given' | 'received', page: PageRequest): Promise<PlayerHelpsData> {
    const { db } = this.deps
    const { rows, total } = await helpsOf(db, await this.userId(uid), direction, windowOf(page))
    const others = await publicNamesOf(
      db,
      rows.map((h) => (direction === 'given' ? h.ownerId : h.helperId)),
    )
    return {
      ...page,
      total,
      list: rows.map((h) => ({
        id: h.id,
        reportId: h.reportId,
        createdAt: h.createdAt,
        other: others.get(direction === 'given' ? h.ownerId : h.helperId) ?? null,
        reportUnlocked: h.unlockedBy !== null,
        unlockedByHelp: h.unlockedBy?.startsWith('help:') ?? false,
      })),
    }
  }

  async invitations(uid: string, page: PageRequest): Promise<PlayerInvitationsData> {
    const detail = await this.deps.invitations(await this.userId(uid), page.page, page.pageSize)
    return {
      ...page,
      total: detail.total,
      rewardCoupons: detail.rewards.couponCount,
      list: detail.list.map((i) => ({ ...i, rewardStateText: inviteRewardText(i.rewardState) })),
    }
  }

  async prizes(uid: string, page: PageRequest): Promise<PlayerPrizesData> {
    const { list, total } = await this.deps.prizes(await this.userId(uid), page)
    return {
      ...page,
      total,
      list: list.map((r) => ({
        id: r.id,
        activityTitle: r.activityTitle,
        prizeName: r.prize?.name ?? null,
        prizeType: r.prize?.type ?? null,
        amountFen: r.prize?.amountFen ?? 0,
        couponCount: r.prize?.couponCount ?? 0,
        state: r.state,
        stateText: r.stateText,
        createdAt: r.createdAt,
        address: maskedAddress(r.address),
        shipping: r.shipping,
      })),
    }
  }

  async feedback(uid: string, page: PageRequest): Promise<PlayerFeedbackData> {
    const { list, total } = await this.deps.feedback(await this.userId(uid), page)
    return {
      ...page,
      total,
      list: list.map((f) => ({
        feedbackId: f.feedbackId,
        type: f.type,
        categoryLabel: f.categoryLabel,
        content: f.content,
        status: f.status,
        statusLabel: f.statusLabel,
        replyCount: f.replyCount,
        playerRead: f.playerRead,
        lastReplyAt: f.lastReplyAt,
        createdAt: f.createdAt,
      })),
    }
  }

  /**
   * Ends every session of the player at once: each access token answers 40005 on its next call (tokens are looked
   * up on every call; nothing caches them) and no refresh token works again. The revoke and its audit row
   * (live logins before and after) commit together.
   */
  async revokeSessions(actor: AuditActor, uid: string, reasonText: string): Promise<PlayerRevokeSessionsData> {
    const reason = reasonText.trim()
    if (reason.length < ConsoleRule.REASON_MIN) throw badParameter(`请填写原因（至少 ${ConsoleRule.REASON_MIN} 个字）`)
    const { db, clock, audit } = this.deps
    return db.transaction().execute(async (trx) => {
      const account = await playerAccount(trx, { uid })
      if (!account) throw notFound('玩家不存在')
      const id = toNumber(account.id)
      const now = clock.now()
      const before = await countLiveSessions(trx, id, now)
      await revokeAllSessions(trx, id, now)
      const after = await countLiveSessions(trx, id, now)
      await audit.record(
        actor,
        {
          action: 'player.revoke_sessions',
          objectType: 'user',
          objectId: account.uid,
          before: { liveSessions: before },
          after: { liveSessions: after },
          reason,
        },
        trx,
      )
      return { revoked: before }
    })
  }

  private async account(uid: string): Promise<Account> {
    const account = await playerAccount(this.deps.db, { uid })
    if (!account) throw notFound('玩家不存在')
    return account
  }

  private async userId(uid: string): Promise<number> {
    return toNumber((await this.account(uid)).id)
  }
}
