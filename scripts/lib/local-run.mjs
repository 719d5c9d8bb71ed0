// What the browser journeys and the H5 load bench share: the service started on a free loopback port with a fresh
// SQLite file, waiting for it, and Debian's Chromium launched the way this machine runs it (headless as root, no
// network extras).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

export function freePort() {
  return new Promise((resolve) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/** Polls `base + path` until it answers 2xx; fails when the child exits first or after `tries` × 200 ms. */
export async function waitUntilServing(base, child, path = '/healthz', tries = 600) {
  for (let i = 0; i < tries; i++) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${base}${path}`)).ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('service did not start')
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--lang=zh-CN',
    ],
  })
}

/**
 * Starts server/src/main.ts on a free loopback port with a fresh SQLite file in a temporary directory (`name` names
 * both). `env` adds to the environment (NODE_ENV and the like); `stdout` is 'inherit' or 'ignore'. `stop()` ends the
 * service and removes the directory.
 */
export async function startLocalService(name, { env = {}, stdout = 'ignore' } = {}) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), `gujia-${name}-`))
  const databaseUrl = `file:${join(dataDir, `${name}.db`)}`
  const service = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl },
    stdio: ['ignore', stdout, 'inherit'],
  })
  const stop = async () => {
    if (service.exitCode === null && service.signalCode === null) {
      service.kill('SIGTERM')
      await new Promise((r) => service.once('exit', r))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { base: `http://127.0.0.1:${port}`, service, databaseUrl, stop }
}
