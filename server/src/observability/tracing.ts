import { FastifyOtelInstrumentation } from '@fastify/otel'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { registerInstrumentations } from '@opentelemetry/instrumentation'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node'

/**
 * OpenTelemetry traces to the OTLP/HTTP endpoint in OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads it, and the
 * other OTEL_* settings, itself): a span per request and per route hook (@fastify/otel, registered on every Fastify
 * instance as it is made) and per SQL statement (the pg instrumentation). Must run before fastify and pg load.
 * Returns the function that flushes and stops it.
 * @public (required by tracing-switch.ts only when tracing is on, which knip cannot follow)
 */
export function startTracing(serviceName: string): () => Promise<void> {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  })
  provider.register()
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (opts) => ['/healthz', '/readyz', '/metrics'].includes(opts.url),
      }),
      new PgInstrumentation(),
    ],
  })
  return () => provider.shutdown()
}
