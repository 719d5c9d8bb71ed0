import { Subscribers, type BusChannel, type BusSubscriber, type ReplicaBus } from './replica-bus'

/** One process (SQLite): events go straight to this process's subscribers, after the current call stack. */
export class LocalReplicaBus implements ReplicaBus {
  readonly broadcasts = false
  private readonly subscribers = new Subscribers()

  async publish(channel: BusChannel, payload: string): Promise<void> {
    queueMicrotask(() => this.subscribers.deliver(channel, payload))
  }

  subscribe(channel: BusChannel, subscriber: BusSubscriber): () => void {
    return this.subscribers.add(channel, subscriber)
  }

  async start(): Promise<void> {}
  async stop(): Promise<void> {}
}
