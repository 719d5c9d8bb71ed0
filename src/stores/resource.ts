import { action, computed, makeObservable, observable } from 'mobx'
import { LIST_LOAD_FAILED_TEXT } from '../constants/app'
import { isRequestError, remedyOf, type Remedy } from '../http'

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error'

/**
 * How a poll ended: its predicate let go, an answer failed, the waits ran out, the page was hidden when the next
 * wait was due, or it was stopped (hidden meanwhile, a newer poll, the page gone).
 */
export type PollEnd = 'settled' | 'failed' | 'exhausted' | 'hidden' | 'stopped'

export interface ResourceOptions<T> {
  /** The error text when the failure carries no message of its own. */
  failedText?: string
  /** The error text, when a page words failures its own way (overrides the service's message and failedText). */
  textOf?: (error: unknown) => string
  /** Each answer as it arrives (load or poll), inside the action that stores it; `previous` is the data it replaces. */
  onData?: (data: T, previous: T | null) => void
  /** Each failure as it arrives, inside the action that records it. */
  onError?: (error: unknown) => void
  /** `load` while one is in flight shares it instead of asking again (data several pages read once). */
  shared?: boolean
}

/** The same wait for ever: a poll that stops only on its predicate, a failure or the page hiding. */
export function* every(ms: number): Generator<number, never> {
  for (;;) yield ms
}

/**
 * One thing a page reads from the service: idle, loading, ready with its data, or an error with the text to
 * show and its remedy (`remedyOf`: a reload, a login, or neither). A newer load wins over an older one still in
 * flight. `pollWhile` asks again on a schedule while its predicate holds, and never behind a hidden or gone page:
 * `hide()` stops it (the page's `show` decides whether to ask again), `dispose()` for good.
 */
export class Resource<T> {
  data: T | null = null
  status: ResourceStatus = 'idle'
  /** The failure as caught (mostly a RequestError), null without one. */
  error: unknown = null
  errorText = ''
  remedy: Remedy = 'retry'
  private seq = 0
  private pollRun = 0
  private polling = false
  private hidden = false
  private inflight: Promise<T | null> | null = null
  private pending: { timer: ReturnType<typeof setTimeout>; resolve: () => void } | null = null

  constructor(
    /** What `load` asks; null for a resource whose every call brings its own (`run`). */
    private readonly fetcher: (() => Promise<T>) | null = null,
    private readonly options: ResourceOptions<T> = {},
  ) {
    makeObservable<Resource<T>, 'settle' | 'begin'>(this, {
      data: observable.ref,
      status: observable,
      shown: computed,
      kept: computed,
      error: observable.ref,
      errorText: observable,
      remedy: observable,
      settle: action,
      begin: action,
      fail: action,
      set: action,
      reset: action,
    })
  }

  get loading(): boolean {
    return this.status === 'loading'
  }

  /** The status a page shows: while it asks again, the data already on screen stays ready. */
  get shown(): ResourceStatus {
    return this.status === 'loading' && this.data !== null ? 'ready' : this.status
  }

  /** The status of a page that keeps what it shows: once data has arrived, a reload or a failed one leaves it ready. */
  get kept(): ResourceStatus {
    return this.data !== null ? 'ready' : this.status
  }

  /** A poll is running (asking, or waiting to ask again). */
  get isPolling(): boolean {
    return this.polling
  }

  /** What `load` and `reload` ask: the fetcher, or a refusal for a resource built for `run` only. */
  private get ask(): () => Promise<T> {
    return this.fetcher ?? (() => Promise.reject(new Error('Resource without a fetcher')))
  }

  /** Asks once (first load, retry, refresh); the data on screen stays until the answer. Resolves to it or null. */
  load(): Promise<T | null> {
    if (!this.options.shared) return this.run(this.ask)
    this.inflight ??= this.run(this.ask).finally(() => {
      this.inflight = null
    })
    return this.inflight
  }

  /** Back to nothing on screen, then asks. */
  reload(): Promise<T | null> {
    return this.run(this.ask, { clear: true })
  }

  /** Asks with `fn` (a resource whose question changes: a search, a verdict). `clear` drops the data first. */
  async run<U extends T>(fn: () => Promise<U>, { clear = false } = {}): Promise<U | null> {
    const answer = await this.attempt(fn, clear)
    return answer && answer.ok ? answer.data : null
  }

  /**
   * Asks now, then again after each wait `delays` yields while `more` holds for the answer and the page shows.
   * A failure ends the poll unless `keepOnError` (a poll whose every miss, a 429 or no network, is only a
   * note: the schedule goes on). Not `immediately`: the first wait comes first (the answer is already on
   * screen). Starting a poll stops the one before it.
   */
  async pollWhile(
    more: (data: T) => boolean,
    delays: Iterable<number>,
    { keepOnError = false, immediately = true } = {},
  ): Promise<PollEnd> {
    this.stopPolling()
    const run = this.pollRun
    const fetcher = this.fetcher
    if (!fetcher) throw new Error('Resource without a fetcher cannot poll')
    this.polling = true
    const waits = delays[Symbol.iterator]()
    const end = (how: PollEnd): PollEnd => {
      if (run === this.pollRun) this.polling = false
      return how
    }
    for (let ask = immediately; ; ask = true) {
      if (ask) {
        const answer = await this.attempt(fetcher, false)
        if (!answer || run !== this.pollRun) return end('stopped')
        if (answer.ok && !more(answer.data)) return end('settled')
        if (!answer.ok && !keepOnError) return end('failed')
      }
      if (this.hidden) return end('hidden')
      const next = waits.next()
      if (next.done) return end('exhausted')
      await this.wait(next.value)
      if (run !== this.pollRun) return end('stopped')
    }
  }

  /** Stops a running poll; an answer it still waits for is dropped. */
  stopPolling(): void {
    this.pollRun++
    if (this.polling) this.seq++
    this.polling = false
    if (this.pending) {
      clearTimeout(this.pending.timer)
      this.pending.resolve()
      this.pending = null
    }
  }

  /** The page is hidden: nothing polls behind it. */
  hide(): void {
    this.hidden = true
    this.stopPolling()
  }

  /** The page shows again; the store decides what to ask. */
  show(): void {
    this.hidden = false
  }

  /** The page is gone. */
  dispose(): void {
    this.hide()
    this.seq++
  }

  /** A failure found without asking (a page without its id): shown as an error with `remedy`. */
  fail(text: string, remedy: Remedy = 'none'): void {
    this.seq++
    this.status = 'error'
    this.error = null
    this.errorText = text
    this.remedy = remedy
  }

  /** Replaces the data on screen with a change the service confirmed (a favourite, a saved answer). */
  set(data: T): void {
    this.data = data
  }

  reset(): void {
    this.seq++
    this.inflight = null
    this.data = null
    this.status = 'idle'
    this.error = null
    this.errorText = ''
  }

  private async attempt<U extends T>(fn: () => Promise<U>, clear: boolean): Promise<{ ok: true; data: U } | { ok: false } | null> {
    const seq = this.begin(clear)
    try {
      const data = await fn()
      if (seq !== this.seq) return null
      this.settle(true, data)
      return { ok: true, data }
    } catch (e) {
      if (seq !== this.seq) return null
      this.settle(false, e)
      return { ok: false }
    }
  }

  private begin(clear: boolean): number {
    this.status = 'loading'
    this.error = null
    this.errorText = ''
    if (clear) this.data = null
    return ++this.seq
  }

  private settle(ok: boolean, value: unknown): void {
    if (ok) {
      const previous = this.data
      this.data = value as T
      this.status = 'ready'
      this.options.onData?.(value as T, previous)
      return
    }
    this.status = 'error'
    this.error = value
    this.errorText =
      this.options.textOf?.(value) ?? ((isRequestError(value) && value.msg) || this.options.failedText || LIST_LOAD_FAILED_TEXT)
    this.remedy = remedyOf(value)
    this.options.onError?.(value)
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.pending = {
        timer: setTimeout(() => {
          this.pending = null
          resolve()
        }, ms),
        resolve,
      }
    })
  }
}
