import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { BizCode, BizError } from '../../errors'
import { InviteRewardState } from '../../contract/values'
import { maskNickname } from '../../lib/nickname'
import { keyedHash } from '../../lib/secrets'
import type { UserRepository } from '../user/repository'
import { InvitationRepository } from './repository'
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
  /** Keys the identity hash that lets one phone number earn a reward once, ever. */
  secret: string
  log: (obj: Record<string, unknown>, msg: string) => void
}

/**
 * Invitations: a user binds to an inviter once (never themselves, never in a loop); the inviter earns one unlock
 * coupon when the invitee finishes a first valuation, once per invitee and once per phone number ever.
 */
export class InvitationService {
  private readonly repo: InvitationRepository

  constructor(private readonly deps: InvitationDeps) {
    this.repo = new InvitationRepository(deps.db)
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

    await this.deps.db.transaction().execute(async (trx) => {
      const repo = new InvitationRepository(trx)
      await repo.lockBinds()
      let ancestor: number | null = await repo.inviterIdOf(inviter.id)
      for (let depth = 0; ancestor !== null && depth < MAX_CHAIN_DEPTH; depth++) {
        if (ancestor === userId) throw new BizError(BizCode.INVITE_LOOP)
        ancestor = await repo.inviterIdOf(ancestor)
      }
      if (await repo.setInviter(userId, inviter.id, this.deps.clock.now())) return
      // A parallel accept of the same invitation won the bind: still a success for this one.
      if ((await repo.inviterIdOf(userId)) !== inviter.id) throw new BizError(BizCode.INVITER_ALREADY_BOUND)
    })
    // A user who had already valued an account before entering the code earns the inviter the reward now.
    if (await this.repo.hasFinishedValuation(userId)) await this.rewardFirstValuation(userId)
    return inviter.uid
  }

  /**
   * The invitee finished a valuation: their inviter earns one unlock coupon, unless this invitee or their phone
   * number (or mini-program identity, for users without a phone) already earned one. Returns whether it did.
   */
  async rewardFirstValuation(inviteeId: number): Promise<boolean> {
    const invitee = await this.deps.users.findById(inviteeId)
    if (!invitee || invitee.inviter_id === null || invitee.deleted_at !== null) return false
    // Every later valuation lands here too: one read instead of a coupon insert that the unique index rolls back.
    if (await this.repo.isRewarded(inviteeId)) return false
    const identity = invitee.phone ? `phone:${invitee.tel_code ?? '86'}:${invitee.phone}` : `user:${invitee.uid}`
    const now = this.deps.clock.now()
    try {
      await this.repo.insertReward({
        inviterId: invitee.inviter_id,
        inviteeId,
        identityHash: keyedHash(this.deps.secret, `invite-reward:${identity}`),
        couponExpiresAt: now + INVITE_COUPON_TTL_MS,
        now,
      })
    } catch (err) {
      if (isUniqueViolation(err)) return false
      throw err
    }
    this.deps.log({ inviterId: invitee.inviter_id, inviteeId }, 'invitation reward granted')
    return true
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
