import { loadConfig } from '../config'

/**
 * Imported first by main.ts: with OTEL_EXPORTER_OTLP_ENDPOINT set, tracing starts before fastify and pg load (its
 * instrumentations patch them as they do). Without it nothing of OpenTelemetry is even loaded: off costs nothing.
 */
let stop: () => Promise<void> = async () => {}

const tracing = (() => {
  try {
    return loadConfig().tracing
  } catch {
    // main() loads the configuration next and says what is wrong with it.
    return null
  }
})()
if (tracing) {
  // A require, not an import: an import would load the SDK whether tracing is on or not.
  const { startTracing } = require('./tracing') as typeof import('./tracing')
  stop = startTracing(tracing.serviceName)
}

/** Sends the spans still buffered; call before the process exits. */
export const stopTracing = (): Promise<void> => stop()
