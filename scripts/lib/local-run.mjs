// What the browser journeys and the H5 load bench share: a free loopback port, waiting for the service they
// started, and Debian's Chromium launched the way this machine runs it (headless as root, no network extras).
import { createServer } from 'node:net'
import { chromium } from 'playwright-core'

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
