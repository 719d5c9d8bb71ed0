import type { Clock } from '../../clock'
import { BizCode, BizError } from '../../errors'
import type { AuthContext } from '../../http/types'
import { keyedHash, randomToken } from '../../lib/secrets'
import type { NewSession, SessionRepository } from './repository'
import type { SessionCache } from './session-cache'

export interface TokenPair {
  token: string
  refresh_token: string
}

/**
 * How long after a rotation its refresh token may be presented again: within the window the caller gets the
 * winner's pair again (parallel refreshes from one app, or a refresh whose answer was lost); after it, the
 * presentation is treated as theft and revokes the family. Long enough for requests in flight and a retry on a
 * slow network, short enough that a leaked refresh token is useless once the app has moved on.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000

type SessionRow = NonNullable<Awaited<ReturnType<SessionRepository['findByRefreshHash']>>>
type AccessRow = NonNullable<Awaited<ReturnType<SessionRepository['findByAccessHash']>>>

/**
 * Opaque tokens, stored only as keyed hashes. An access token is looked up on every call (one indexed read),
 * which buys instant revocation on logout, account deletion and refresh-token reuse, on any replica.
 *
 * Refresh tokens rotate on each use. The pair a refresh issues is derived from the refresh token it replaces
 * (HMAC with the server secret), so any replica can hand the same successor pair to a concurrent or repeated
 * refresh within {@link REFRESH_REUSE_GRACE_MS} without storing a token. Presenting a rotated refresh token after
 * the window means it leaked, so the whole family (every session descended from that login) is revoked.
 */
export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly ttl: { accessMs: number; refreshMs: number },
    /** Live sessions this replica read lately (dropped on every replica when revoked or rotated). */
    private readonly cache?: SessionCache<AccessRow>,
  ) {}

  private hash(token: string): string {
    return keyedHash(this.secret, `token:${token}`)
  }

  /**
   * The pair that replaces a refresh token. Its own HMAC domain, so no stored hash is ever a token; unguessable
   * without the secret, so an old refresh token alone reveals nothing about its successors.
   */
  private successorPair(refreshToken: string): TokenPair {
    const derive = (kind: string) => Buffer.from(keyedHash(this.secret, `successor-${kind}:${refreshToken}`), 'hex').toString('base64url')
    return { token: `at_${derive('access')}`, refresh_token: `rt_${derive('refresh')}` }
  }

  private row(userId: number, familyId: string, terminal: number | null, pair: TokenPair, now: number): NewSession {
    return {
      familyId,
      userId,
      terminal,
      accessHash: this.hash(pair.token),
      accessExpiresAt: now + this.ttl.accessMs,
      refreshHash: this.hash(pair.refresh_token),
      refreshExpiresAt: now + this.ttl.refreshMs,
      now,
    }
  }

  /** A new login's pair; `terminal` is the client's terminal code, shown to operators on the player's sessions. */
  async issue(userId: number, terminal: number | null): Promise<TokenPair> {
    const pair = { token: randomToken('at_'), refresh_token: randomToken('rt_') }
    await this.repo.insert(this.row(userId, randomToken(), terminal, pair, this.clock.now()))
    return pair
  }

  /**
   * Resolves an access token. Unknown, revoked or deleted-user sessions are 40005. A valid but expired one is
   * 40002 (the client refreshes and retries), unless `allowExpired` (logout). A token a refresh has superseded
   * is 40002 while its own lifetime lasts (a request that crossed a refresh: the client retries with the current
   * token) and accepted by logout in that time; after it, 40005.
   */
  async authenticate(token: string | null, options: { allowExpired?: boolean } = {}): Promise<AuthContext> {
    if (!token) throw new BizError(BizCode.NOT_LOGGED_IN)
    const hash = this.hash(token)
    let session = this.cache?.get(hash)
    if (!session) {
      session = await this.repo.findByAccessHash(hash)
      if (session && session.revoked_at === null && session.deleted_at === null && session.rotated_at === null) {
        this.cache?.set(hash, session, session.family_id, session.user_id, Number(session.access_expires_at))
      }
    }
    if (!session || session.revoked_at !== null || session.deleted_at !== null) {
      throw new BizError(BizCode.NOT_LOGGED_IN)
    }
    const expired = this.clock.now() >= Number(session.access_expires_at)
    if (session.rotated_at !== null) {
      if (expired) throw new BizError(BizCode.NOT_LOGGED_IN)
      if (!options.allowExpired) throw new BizError(BizCode.TOKEN_EXPIRED, '登录状态已更新，请重试')
    } else if (expired && !options.allowExpired) {
      throw new BizError(BizCode.TOKEN_EXPIRED)
    }
    return { userId: session.user_id, sessionId: session.id, familyId: session.family_id }
  }

  async refresh(refreshToken: string | null): Promise<TokenPair> {
    if (!refreshToken) throw new BizError(BizCode.NOT_LOGGED_IN)
    const now = this.clock.now()
    const hash = this.hash(refreshToken)
    let session = live(await this.repo.findByRefreshHash(hash))
    if (session.rotated_at === null) {
      if (now >= Number(session.refresh_expires_at)) {
        await this.repo.revokeFamily(session.family_id, now)
        throw new BizError(BizCode.NOT_LOGGED_IN, '登录已过期，请重新登录')
      }
      const pair = this.successorPair(refreshToken)
      if (await this.repo.rotate(session.id, now, this.row(session.user_id, session.family_id, session.terminal, pair, now))) return pair
      // Another refresh with this token won (or a logout revoked it) a moment ago: read what it left.
      session = live(await this.repo.findByRefreshHash(hash))
    }
    return this.replay(refreshToken, session, now)
  }

  /** A refresh token that was already exchanged: the winner's pair again within the grace window, else theft. */
  private async replay(refreshToken: string, session: SessionRow, now: number): Promise<TokenPair> {
    if (now - Number(session.rotated_at) > REFRESH_REUSE_GRACE_MS) {
      await this.repo.revokeFamily(session.family_id, now)
      throw new BizError(BizCode.NOT_LOGGED_IN, '登录状态异常，请重新登录')
    }
    const pair = this.successorPair(refreshToken)
    const successor = await this.repo.findByRefreshHash(this.hash(pair.refresh_token))
    if (successor?.family_id === session.family_id && successor.rotated_at === null && successor.revoked_at === null) {
      return pair
    }
    // The successor has itself been refreshed already: the caller's app holds a newer pair, or can get none.
    throw new BizError(BizCode.TOKEN_EXPIRED, '登录状态已更新，请重试')
  }

  /** Logout: the session and everything rotated from it stop working. */
  async revoke(auth: AuthContext): Promise<void> {
    await this.repo.revokeFamily(auth.familyId, this.clock.now())
  }
}

/** The session behind a refresh token if it may still be used at all (40005 otherwise). */
function live(session: SessionRow | undefined): SessionRow {
  if (!session || session.revoked_at !== null || session.deleted_at !== null) throw new BizError(BizCode.NOT_LOGGED_IN)
  return session
}
