import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const here = fileURLToPath(new URL('.', import.meta.url))

/** Below this a compressed copy saves less than a packet (the same threshold as the H5 build and the service). */
const PRECOMPRESS_MIN_BYTES = 1024

/**
 * Writes `<file>.br` and `<file>.gz` next to every script, style sheet and index.html, as the H5 build does
 * (config/h5-delivery.ts): the service sends them as they are instead of compressing antd's bundle per request.
 * From the files as written (writeBundle), not as generated: Vite fills in a lazy chunk's preload list in its own
 * generateBundle, and a copy taken before that kept the bare `__VITE_PRELOAD__` marker (a ReferenceError in the
 * browser, which is sent the .br).
 */
function precompress(): Plugin {
  return {
    name: 'console-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? fileURLToPath(new URL('../dist/console', import.meta.url))
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|html)$/.test(name)) continue
        const content = readFileSync(join(dir, name))
        if (content.length < PRECOMPRESS_MIN_BYTES) continue
        const br = brotliCompressSync(content, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        })
        writeFileSync(join(dir, `${name}.br`), br)
        writeFileSync(join(dir, `${name}.gz`), gzipSync(content, { level: zlibConstants.Z_BEST_COMPRESSION }))
      }
    },
  }
}

/**
 * The operators' console: served by the service at /console/ (server/src/http/console-static.ts), every hashed file
 * under /console/assets/. `npm run build:console` writes dist/console; `npm run dev:console` serves it with the API
 * proxied to a service on CONSOLE_API_TARGET (default the local `npm start`).
 */
export default defineConfig({
  root: here,
  base: '/console/',
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('../dist/console', import.meta.url)),
    emptyOutDir: true,
    // antd and Refine together are one large vendor chunk by nature; `npm run size` reports it.
    chunkSizeWarningLimit: 2048,
  },
  server: {
    proxy: { '/console/api': { target: process.env.CONSOLE_API_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: false } },
  },
})
