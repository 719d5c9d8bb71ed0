import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import { BizCode, BizError } from '../../errors'
import { InviteRewardState } from '../../contract/values'
import { maskNickname } from '../../lib/nickname'
import { keyedHash } from '../../lib/secrets'
import type { UserRepository } from '../user/repository'
import { InvitationRepository, type IdentityKey } from './repository'
import type { InvitationDetailData } from '../../contract'

/** Invitation chains are short in practice; the bound only guards against a corrupted chain. */
const MAX_CHAIN_DEPTH = 1000
/** The unlock coupon an inviter earns stays usable for 30 days. */
export const INVITE_COUPON_TTL_MS = 30 * 24 * 3600 * 1000

/** Crockford base32 reading: case-insensitive, O read as 0, I and L as 1. */
export function normaliseInviteCode(code: string): string {
  return code.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1')
}

export interface InvitationDeps {
  db: Db
  users: UserRepository
  clock: Clock
  /** Keys the identity hashes that let one person count and earn a reward once, ever. */
  secret: string
  log: (obj: Record<string, unknown>, msg: string) => void
}

/** Thrown inside a reward transaction to roll it back: one of the invitee's identities was rewarded meanwhile. */
class IdentityTaken extends Error {}

/**
 * Invitations: a user binds to an inviter once (never themselves, never in a loop); the inviter earns one unlock
 * coupon when the invitee finishes a first valuation. A person is known by every stable identity they have (the
 * canonical phone, mini-program openids and unionids), and each identity counts toward an invite task once and
 * earns a reward once, ever: deleting the account and coming back, by phone or by WeChat, brings nothing again.
 */
export class InvitationService {
  private readonly uow: UnitOfWork<{ invitations: typeof InvitationRepository }>
  private readonly repo: InvitationRepository

  constructor(private readonly deps: InvitationDeps) {
    this.uow = unitOfWork(deps.db, { invitations: InvitationRepository })
    this.repo = this.uow.repos.invitations
  }

  async inviteCodeOf(userId: number): Promise<string> {
    const user = await this.deps.users.findById(userId)
    if (!user) throw new BizError(BizCode.NOT_LOGGED_IN)
    return user.invite_code
  }

  /**
   * Binds `userId` to the owner of `inviteCode`, once. Refuses unknown codes, one's own code and loops
   * (the inviter must not be the user or anyone the user invited, directly or down the chain). The check and
   * the bind run under the bind lock, so two users binding each other at once cannot both succeed.
   * Returns the inviter's uid.
   */
  async bind(userId: number, inviteCode: string): Promise<string> {
    const inviter = await this.deps.users.findByInviteCode(normaliseInviteCode(inviteCode))
    if (!inviter) throw new BizError(BizCode.NOT_FOUND, '邀请码不存在')
    if (inviter.id === userId) throw new BizError(BizCode.INVITE_SELF)
    const user = await this.deps.users.findById(userId)
    if (!user) throw new BizError(BizCode.NOT_LOGGED_IN)
    // Accepting the same invitation again (an invite link after registering with its code) is a success.
    if (user.inviter_id === inviter.id) return inviter.uid
    if (user.inviter_id !== null) throw new BizError(BizCode.INVITER_ALREADY_BOUND)

    await this.uow.transaction(async ({ invitations: repo }) => {
      await repo.lockBinds()
      let ancestor: number | null = await repo.inviterIdOf(inviter.id)
      for (let depth = 0; ancestor !== null && depth < MAX_CHAIN_DEPTH; depth++) {
        if (ancestor === userId) throw new BizError(BizCode.INVITE_LOOP)
        ancestor = await repo.inviterIdOf(ancestor)
      }
      if (await repo.setInviter(userId, inviter.id, this.deps.clock.now())) {
        await this.countInvitee(repo, userId)
        return
      }
      // A parallel accept of the same invitation won the bind: still a success for this one.
      if ((await repo.inviterIdOf(userId)) !== inviter.id) throw new BizError(BizCode.INVITER_ALREADY_BOUND)
    })
    // A user who had already valued an account before entering the code earns the inviter the reward now.
    if (await this.repo.hasFinishedValuation(userId)) await this.rewardFirstValuation(userId)
    return inviter.uid
  }

  /**
   * A new bind counts toward the inviter's invite task unless one of the invitee's identities was an invitee
   * before (under another account, since deleted). Runs under the bind lock, so the check and the record are one.
   */
  private async countInvitee(repo: InvitationRepository, userId: number): Promise<void> {
    const keys = await this.identityKeys(repo, userId)
    if (await repo.anyHeld(keys.map((k) => k.hash))) return
    const now = this.deps.clock.now()
    await repo.hold('invite', userId, keys, now)
    await repo.markCounted(userId, now)
  }

  /**
   * The invitee finished a valuation: their inviter earns one unlock coupon, unless this invitee or any of their
   * identities (phone, openid, unionid) already earned one. The identities are held in the reward's transaction
   * (unique per identity), so parallel attempts grant one coupon. Returns whether it did.
   */
  async rewardFirstValuation(inviteeId: number): Promise<boolean> {
    const invitee = await this.deps.users.findById(inviteeId)
    if (!invitee || invitee.inviter_id === null || invitee.deleted_at !== null) return false
    const inviterId = invitee.inviter_id
    // Every later valuation lands here too: one read instead of a coupon insert that the unique index rolls back.
    if (await this.repo.isRewarded(inviteeId)) return false
    const keys = await this.identityKeys(this.repo, inviteeId)
    const hashes = keys.map((k) => k.hash)
    if (await this.repo.anyHeld(hashes, 'reward')) return false
    const now = this.deps.clock.now()
    try {
      await this.uow.transaction(async ({ invitations: repo }) => {
        if ((await repo.hold('reward', inviteeId, keys, now)) < keys.length) throw new IdentityTaken()
        await repo.insertReward({
          inviterId,
          inviteeId,
          inviteeKey: this.hash(`user:${invitee.uid}`),
          couponExpiresAt: now + INVITE_COUPON_TTL_MS,
          now,
        })
      })
    } catch (err) {
      if (err instanceof IdentityTaken || isUniqueViolation(err)) return false
      throw err
    }
    this.deps.log({ inviterId, inviteeId }, 'invitation reward granted')
    return true
  }

  /**
   * Account deletion (in its transaction, before identities and phone are erased): an invitee's identities are
   * kept in every stage the invitee reached, including identities added after the bind (a unionid, a phone) and
   * invitees bound before identities were recorded.
   */
  async keepIdentitiesOfDeleted(trx: Db, userId: number): Promise<void> {
    const repo = this.uow.on(trx).invitations
    const keys = await this.identityKeys(repo, userId)
    if (!keys.length) return
    const now = this.deps.clock.now()
    await repo.hold('invite', userId, keys, now)
    if (await repo.isRewarded(userId)) await repo.hold('reward', userId, keys, now)
  }

  /**
   * An invitee's stable identities as keyed hashes; none for a user who is no invitee. The phone's hash is the one
   * rewards were keyed by before 0020 (`phone:<calling code>:<national number>`), so old rewards still count.
   */
  private async identityKeys(repo: InvitationRepository, userId: number): Promise<IdentityKey[]> {
    const found = await repo.identitiesOf(userId)
    if (!found || found.user.inviter_id === null) return []
    const { user, accounts } = found
    const keys: IdentityKey[] = []
    if (user.phone && user.tel_code) keys.push({ kind: 'phone', hash: this.hash(`phone:${user.tel_code}:${user.phone}`) })
    for (const a of accounts) keys.push({ kind: a.provider, hash: this.hash(`${a.provider}:${a.openid}`) })
    // A user with neither (not reachable by login today) is known by the account alone.
    if (!keys.length) keys.push({ kind: 'user', hash: this.hash(`user:${user.uid}`) })
    return keys
  }

  private hash(identity: string): string {
    return keyedHash(this.deps.secret, `invite-reward:${identity}`)
  }

  async detail(userId: number, page: number, pageSize: number): Promise<InvitationDetailData> {
    const [rows, total, couponCount] = await Promise.all([
      this.repo.listInvitees(userId, (page - 1) * pageSize, pageSize),
      this.repo.countInvitees(userId),
      this.repo.countCoupons(userId, { source: 'invitation' }),
    ])
    return {
      list: rows.map((r) => ({
        uid: r.uid,
        nickname: maskNickname(r.nickname),
        registeredAt: Number(r.created_at),
        invitedAt: Number(r.invited_at ?? r.created_at),
        rewardState: rewardStateOf(r),
        rewardedAt: r.rewarded_at === null ? null : Number(r.rewarded_at),
      })),
      total,
      rewards: { couponCount },
    }
  }

  /** Unlock coupons the user can use right now. */
  async usableCouponCount(userId: number): Promise<number> {
    return this.repo.countCoupons(userId, { usableAt: this.deps.clock.now() })
  }
}

/** 1 rewarded; 2 valued but not rewarded (the phone number earned an inviter a coupon before); 0 waiting. */
function rewardStateOf(row: { rewarded_at: unknown; valued: unknown }): InviteRewardState {
  if (row.rewarded_at !== null) return InviteRewardState.REWARDED
  return Number(row.valued) > 0 ? InviteRewardState.NOT_ELIGIBLE : InviteRewardState.WAITING
}
