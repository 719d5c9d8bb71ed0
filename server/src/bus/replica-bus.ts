/**
 * Events every replica of the service hears: a report finished (a request long-polling it answers at once,
 * whichever replica ran the job), later a session revoked or a config changed. On PostgreSQL through
 * LISTEN/NOTIFY (pg-bus.ts), on SQLite (one process) in memory (local-bus.ts). Delivery is at most once and only
 * to replicas listening at the time: a subscriber that must not miss one also has a fallback (a long-poll's
 * timeout, a cache's TTL), and is told `onReset` when its replica may have missed some (a lost connection).
 */
export const BusChannel = {
  /** A report left "generating" (ready or failed): payload its id. */
  REPORT_STATE: 'gujia_report_state',
  /** Global config or the game catalogue changed (an operator's edit on any replica or a CLI): payload the key. */
  CONFIG_CHANGED: 'gujia_config_changed',
  /** Sessions revoked or rotated: payload `f:<familyId>` (a login's family) or `u:<userId>` (all of a user's). */
  SESSIONS: 'gujia_sessions',
  /** A user's cached fields changed (inviter bound, real name verified, account deleted): payload the user's id. */
  USERS: 'gujia_users',
} as const
export type BusChannel = (typeof BusChannel)[keyof typeof BusChannel]

export interface BusSubscriber {
  onEvent(payload: string): void
  /** The replica may have missed events (its listening connection was lost and is back). */
  onReset?(): void
}

export interface ReplicaBus {
  /** Events reach other processes (PostgreSQL); false: this process only (SQLite is one process). */
  readonly broadcasts: boolean
  /** Sends to every replica listening, this one included. Never throws: a lost event is what subscribers expect. */
  publish(channel: BusChannel, payload: string): Promise<void>
  subscribe(channel: BusChannel, subscriber: BusSubscriber): () => void
  /** Starts listening (the service does; a CLI only publishes). */
  start(): Promise<void>
  stop(): Promise<void>
}

/** Subscribers by channel, shared by both buses. */
export class Subscribers {
  private readonly byChannel = new Map<string, Set<BusSubscriber>>()

  add(channel: BusChannel, subscriber: BusSubscriber): () => void {
    let set = this.byChannel.get(channel)
    if (!set) this.byChannel.set(channel, (set = new Set()))
    set.add(subscriber)
    return () => set.delete(subscriber)
  }

  deliver(channel: string, payload: string): void {
    for (const s of this.byChannel.get(channel) ?? []) s.onEvent(payload)
  }

  reset(): void {
    for (const set of this.byChannel.values()) for (const s of set) s.onReset?.()
  }
}
