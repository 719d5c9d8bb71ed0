import type { ConsoleConfig } from '../config'
import type { AuditService } from '../modules/audit/service'
import type { ConsoleSession, OperatorService } from '../modules/operators/service'
import type { PlayerDesk } from '../modules/player-desk'

/** What the console API is built from: the modules it serves and its settings. */
export interface ConsoleDeps {
  operators: OperatorService
  audit: AuditService
  /** A player's phone number by uid (undefined: no such player), for the audited unmask. */
  phoneByUid(uid: string): Promise<string | undefined>
  /** The player lookup and player page. */
  players: PlayerDesk
  config: ConsoleConfig & { isProduction: boolean }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the console's session guard on its logged-in routes; null elsewhere. */
    consoleSession: ConsoleSession | null
    /** Where @fastify/csrf-protection (in its session mode) reads the session's CSRF secret. */
    session: { csrfSecret?: string }
  }
}
