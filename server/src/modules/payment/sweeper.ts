import type { FastifyBaseLogger } from 'fastify'
import type { PaymentService } from './service'

const SWEEP_EVERY_MS = 60_000

/**
 * Closes expired unpaid orders once a minute. Every replica may run it: each close is a conditional update,
 * and a provider close is idempotent. Orders are also closed on read (pay page, status), so a minute's lag is
 * never visible to a user.
 */
export function startOrderSweeper(payment: PaymentService, log: Pick<FastifyBaseLogger, 'error'>): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    payment
      .closeExpired()
      .catch((err: unknown) => log.error({ err }, 'closing expired orders failed'))
      .finally(() => {
        running = false
      })
  }, SWEEP_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
