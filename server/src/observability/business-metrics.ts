import { Counter, Registry, collectDefaultMetrics } from 'prom-client'

/**
 * What the business does, counted where it happens, once per process (a process is a replica; Prometheus sums
 * them). Modules increment these; `/metrics` (http/metrics-route.ts) serves them with the replica's gauges.
 */
export const processRegistry = new Registry()
collectDefaultMetrics({ register: processRegistry, prefix: 'gujia_process_' })

const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
  new Counter<L>({ name, help, labelNames, registers: [processRegistry] })

export const businessMetrics = {
  /** A valuation report asked for: method props|link|auth, game id. */
  valuationsStarted: counter('gujia_valuations_started_total', 'Valuation reports created, by method and game', ['method', 'game']),
  /** A valuation job ended: result ready|failed. */
  valuationsFinished: counter('gujia_valuations_finished_total', 'Valuation reports finished, by game and result', ['game', 'result']),
  /** A report unlocked: via pay|coupon|help|report|sources. */
  unlocks: counter('gujia_report_unlocks_total', 'Reports unlocked, by way', ['via']),
  /** An unlock order created: provider, scene. */
  ordersCreated: counter('gujia_pay_orders_created_total', 'Unlock orders created, by provider and scene', ['provider', 'scene']),
  /**
   * A payment notify handled: provider, what it said (state paid|failed|cancelled|closed|refunded|refund_failed, or
   * unverified) and what the service did (result applied|replay|double_payment|rejected|error).
   */
  notifies: counter('gujia_pay_notifies_total', 'Payment notifies handled, by provider, state and result', ['provider', 'state', 'result']),
  /** A refund asked of a provider: result ok|failed. */
  refunds: counter('gujia_refunds_total', 'Refunds asked of a provider, by provider and result', ['provider', 'result']),
  /** A friend's help counted on a report. */
  helps: counter('gujia_friend_helps_total', "Friends' helps counted", []),
  /** A draw: result won|none. */
  draws: counter('gujia_draws_total', 'Prize draws, by result', ['result']),
  /** A background job that threw: queue. */
  jobFailures: counter('gujia_job_failures_total', 'Background jobs that failed, by queue', ['queue']),
  /** A drift check flagged a game: game, and what became of its retrain (queued|running|cooldown). */
  driftFlags: counter('gujia_model_drift_flags_total', 'Drift checks that flagged a game, by game and what became of its retrain', [
    'game',
    'retrain',
  ]),
  /** A pooled PostgreSQL connection the server dropped (idle or lent). */
  lostConnections: counter('gujia_db_connections_lost_total', 'PostgreSQL connections lost', []),
}

/** The `via` label of an `unlocked_by` value (`pay:<order>`, `coupon:<id>`, `help:<code>`, `report:<valId>`, `sources`). */
export const unlockVia = (by: string): string => by.split(':')[0] || 'other'
