import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * Brotli or gzip for every compressible answer of at least 1 KB (the plugin's threshold): API JSON, the docs, and
 * H5 files the build left without a compressed copy (server/src/http/h5-static.ts sends those copies as they are).
 * Images are already compressed and pass as they are. Registered before any route: the plugin attaches itself to
 * routes as they are added.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // Request bodies are small JSON sent as they are: inflating compressed ones would add work to every route and
    // answer a bad encoding outside the envelope.
    globalDecompression: false,
  })
}
