import type { Clock } from '../../clock'
import { BizCode, BizError } from '../../errors'
import type { AuthContext } from '../../http/types'
import { keyedHash, randomToken } from '../../lib/secrets'
import type { SessionRepository } from './repository'

export interface TokenPair {
  token: string
  refresh_token: string
}

/**
 * Opaque tokens, stored only as keyed hashes. An access token is looked up on every call (one indexed read),
 * which buys instant revocation on logout, account deletion and refresh-token reuse, on any replica.
 * Refresh tokens rotate on each use; presenting a rotated one again means it leaked, so the whole family
 * (every session descended from that login) is revoked.
 */
export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly ttl: { accessMs: number; refreshMs: number },
  ) {}

  private hash(token: string): string {
    return keyedHash(this.secret, `token:${token}`)
  }

  async issue(userId: number, familyId: string = randomToken()): Promise<TokenPair> {
    const now = this.clock.now()
    const token = randomToken('at_')
    const refreshToken = randomToken('rt_')
    await this.repo.insert({
      familyId,
      userId,
      accessHash: this.hash(token),
      accessExpiresAt: now + this.ttl.accessMs,
      refreshHash: this.hash(refreshToken),
      refreshExpiresAt: now + this.ttl.refreshMs,
      now,
    })
    return { token, refresh_token: refreshToken }
  }

  /**
   * Resolves an access token. Unknown, rotated-away, revoked or deleted-user sessions are 40005; a valid
   * but expired one is 40002 (the client refreshes and retries), unless `allowExpired` (logout).
   */
  async authenticate(token: string | null, options: { allowExpired?: boolean } = {}): Promise<AuthContext> {
    if (!token) throw new BizError(BizCode.NOT_LOGGED_IN)
    const session = await this.repo.findByAccessHash(this.hash(token))
    if (!session || session.revoked_at !== null || session.rotated_at !== null || session.deleted_at !== null) {
      throw new BizError(BizCode.NOT_LOGGED_IN)
    }
    if (!options.allowExpired && this.clock.now() >= Number(session.access_expires_at)) {
      throw new BizError(BizCode.TOKEN_EXPIRED)
    }
    return { userId: session.user_id, sessionId: session.id, familyId: session.family_id }
  }

  async refresh(refreshToken: string | null): Promise<TokenPair> {
    if (!refreshToken) throw new BizError(BizCode.NOT_LOGGED_IN)
    const now = this.clock.now()
    const session = await this.repo.findByRefreshHash(this.hash(refreshToken))
    if (!session || session.revoked_at !== null || session.deleted_at !== null) {
      throw new BizError(BizCode.NOT_LOGGED_IN)
    }
    const reused = async () => {
      await this.repo.revokeFamily(session.family_id, now)
      return new BizError(BizCode.NOT_LOGGED_IN, '登录状态异常，请重新登录')
    }
    if (session.rotated_at !== null) throw await reused()
    if (now >= Number(session.refresh_expires_at)) {
      await this.repo.revokeFamily(session.family_id, now)
      throw new BizError(BizCode.NOT_LOGGED_IN, '登录已过期，请重新登录')
    }
    // Two refreshes racing with the same token: only one claims it, the other is treated as reuse.
    if (!(await this.repo.markRotated(session.id, now))) throw await reused()
    return this.issue(session.user_id, session.family_id)
  }

  /** Logout: the session and everything rotated from it stop working. */
  async revoke(auth: AuthContext): Promise<void> {
    await this.repo.revokeFamily(auth.familyId, this.clock.now())
  }
}
