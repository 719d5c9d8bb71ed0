import pg from 'pg'
import { sql } from 'kysely'
import type { Db } from '../db/connect'
import { BusChannel, Subscribers, type BusSubscriber, type ReplicaBus } from './replica-bus'

const RECONNECT_MS = [250, 500, 1000, 2000, 5000]

/**
 * PostgreSQL LISTEN/NOTIFY: one connection of its own per replica listens on every channel; a publish is a
 * `pg_notify` through the service's pool. A lost listening connection is opened again (backing off) and the
 * subscribers are told to reset, since what was sent meanwhile is gone.
 */
export class PgReplicaBus implements ReplicaBus {
  readonly broadcasts = true
  private readonly subscribers = new Subscribers()
  private client: pg.Client | null = null
  private stopped = true
  private attempt = 0
  private timer: NodeJS.Timeout | null = null

  constructor(
    private readonly db: Db,
    private readonly connectionString: string,
    private readonly onError: (err: unknown, what: string) => void,
  ) {}

  async publish(channel: BusChannel, payload: string): Promise<void> {
    try {
      await sql`select pg_notify(${channel}, ${payload})`.execute(this.db)
    } catch (err) {
      this.onError(err, 'publishing a replica event failed')
    }
  }

  subscribe(channel: BusChannel, subscriber: BusSubscriber): () => void {
    return this.subscribers.add(channel, subscriber)
  }

  async start(): Promise<void> {
    if (!this.stopped) return
    this.stopped = false
    await this.listen()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    const client = this.client
    this.client = null
    await client?.end().catch(() => {})
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'youxi-gujia-bus' })
    client.on('notification', (msg) => this.subscribers.deliver(msg.channel, msg.payload ?? ''))
    client.on('error', (err) => this.lost(client, err))
    client.on('end', () => this.lost(client, new Error('listening connection ended')))
    try {
      await client.connect()
      for (const channel of Object.values(BusChannel)) await client.query(`LISTEN ${channel}`)
    } catch (err) {
      this.lost(client, err)
      return
    }
    if (this.stopped) {
      await client.end().catch(() => {})
      return
    }
    const reconnected = this.attempt > 0
    this.client = client
    this.attempt = 0
    if (reconnected) this.subscribers.reset()
  }

  private lost(client: pg.Client, err: unknown): void {
    if (this.stopped || (this.client !== null && this.client !== client) || this.timer) return
    this.client = null
    client.end().catch(() => {})
    this.onError(err, 'the replica event connection was lost; listening again')
    const delay = RECONNECT_MS[Math.min(this.attempt, RECONNECT_MS.length - 1)]
    this.attempt++
    this.timer = setTimeout(() => {
      this.timer = null
      if (!this.stopped) void this.listen()
    }, delay)
    this.timer.unref()
  }
}
