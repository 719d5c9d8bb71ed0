import type { Clock } from '../../clock'
import { BizCode, BizError } from '../../errors'
import type { UserRepository } from '../user/repository'
import type { InvitationRepository } from './repository'
import type { InvitationDetailData } from '../../contract'

/** Invitation chains are short in practice; the bound only guards against a corrupted chain. */
const MAX_CHAIN_DEPTH = 1000

/** Crockford base32 reading: case-insensitive, O read as 0, I and L as 1. */
export function normaliseInviteCode(code: string): string {
  return code.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1')
}

/** Masks a nickname for other users' eyes: first character kept. */
function maskNickname(nickname: string): string {
  const chars = Array.from(nickname)
  return chars.length <= 1 ? '*' : `${chars[0]}***`
}

export class InvitationService {
  constructor(
    private readonly users: UserRepository,
    private readonly repo: InvitationRepository,
    private readonly clock: Clock,
  ) {}

  async inviteCodeOf(userId: number): Promise<string> {
    const user = await this.users.findById(userId)
    if (!user) throw new BizError(BizCode.NOT_LOGGED_IN)
    return user.invite_code
  }

  /**
   * Binds `userId` to the owner of `inviteCode`, once. Refuses unknown codes, one's own code and loops
   * (the inviter must not be the user or anyone the user invited, directly or down the chain).
   * Returns the inviter's uid.
   */
  async bind(userId: number, inviteCode: string): Promise<string> {
    const inviter = await this.users.findByInviteCode(normaliseInviteCode(inviteCode))
    if (!inviter) throw new BizError(BizCode.NOT_FOUND, '邀请码不存在')
    if (inviter.id === userId) throw new BizError(BizCode.INVITE_SELF)
    const user = await this.users.findById(userId)
    if (!user) throw new BizError(BizCode.NOT_LOGGED_IN)
    if (user.inviter_id !== null) throw new BizError(BizCode.INVITER_ALREADY_BOUND)

    let ancestor: number | null = inviter.inviter_id
    for (let depth = 0; ancestor !== null && depth < MAX_CHAIN_DEPTH; depth++) {
      if (ancestor === userId) throw new BizError(BizCode.INVITE_LOOP)
      ancestor = await this.users.inviterIdOf(ancestor)
    }
    if (!(await this.users.setInviter(userId, inviter.id, this.clock.now()))) {
      throw new BizError(BizCode.INVITER_ALREADY_BOUND)
    }
    return inviter.uid
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
      })),
      total,
      rewards: { couponCount },
    }
  }

  /** Unlock coupons the user can use right now. */
  async usableCouponCount(userId: number): Promise<number> {
    return this.repo.countCoupons(userId, { usableAt: this.clock.now() })
  }
}
