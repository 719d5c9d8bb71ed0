import { namedPlugin } from './named-plugin'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const ONE_YEAR_S = 365 * 24 * 60 * 60

/**
 * The build names its scripts and styles (config/index.ts), and Taro its images, `<name>.<content hash>.<ext>`, so
 * such a file never changes under its name and may be kept a year without asking again. The build's compressed
 * copies add `.br` or `.gz` (config/h5-delivery.ts).
 */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i

/**
 * Cache-Control for a file of the H5 build: content-hashed files are immutable; everything else (index.html, which
 * names the current hashes) is revalidated on every load, so a deploy reaches the next visit.
 */
function h5CacheControl(filePath: string): string {
  return CONTENT_HASHED.test(path.basename(filePath)) ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache'
}

/** Serves the built H5 app at / (index.html) and its files below it. */
export async function serveH5App(app: FastifyInstance, h5Dir: string): Promise<void> {
  await app.register(
    namedPlugin('h5 app', async (scope) => {
      // A byte range is answered with the file's own bytes: compressed, they would not match its Content-Range.
      // `x-no-compression` is @fastify/compress's switch for one request.
      scope.addHook('onRequest', async (request) => {
        if (request.headers.range !== undefined) request.headers['x-no-compression'] = 'range'
      })
      await scope.register(fastifyStatic, {
        root: h5Dir,
        index: ['index.html'],
        wildcard: true,
        // The build's `.br`/`.gz` copies when the browser takes them; other files are compressed as they are sent.
        preCompressed: true,
        // send's own header would override the one set below.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', h5CacheControl(filePath))
          // Any of these files may go out compressed, so caches keep one copy per encoding.
          res.setHeader('vary', 'accept-encoding')
        },
      })
    }),
  )
}
