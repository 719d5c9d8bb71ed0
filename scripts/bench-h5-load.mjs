// npm run bench:h5: how long the built H5 app takes to show home on a slow phone. Starts the service on the
// current dist/h5 with a fresh SQLite file (as `npm start` serves it), opens it in Debian's Chromium with Chrome
// DevTools' "Slow 4G" network preset and a 4x CPU slowdown, each run in a new browser context (cold cache), and
// prints when home's content is visible: opening #/pages/index/index directly, and opening / (the guide with the
// spec's 1,600 ms launch animation, then home). Figures only: timing depends on the machine, so nothing is asserted.
//
//   npm run bench:h5 [-- --runs=5]
/* global window, document, requestAnimationFrame -- watchHomeContent and the evaluate callbacks run in the page */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium, startLocalService, waitUntilServing } from './lib/local-run.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3)

/** Chrome DevTools' "Slow 4G" preset (SDK.NetworkManager.Slow4GConditions, called "Fast 3G" before May 2024). */
const SLOW_4G = { latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 }
const CPU_SLOWDOWN = 4
/** Home's first content: the slogan, drawn once the home data has arrived (a skeleton stands in before). */
const HOME_CONTENT = '[data-testid=slogan-title]'
const SCENARIOS = [
  { label: 'home opened directly (#/pages/index/index)', path: '/#/pages/index/index' },
  { label: 'entry / (1,600 ms launch animation, then home)', path: '/' },
]

if (!existsSync(join(root, 'dist/h5/index.html'))) {
  console.error('dist/h5 is missing: run `NODE_ENV=production npm run build:h5` first')
  process.exit(1)
}

/**
 * Runs in the page before its scripts: checks every frame for home's content and resolves `__homeVisible` with
 * the frame's time (ms since navigation start) once it is on screen with text.
 */
function watchHomeContent(selector) {
  let resolve
  window.__homeVisible = new Promise((r) => (resolve = r))
  const visible = () => {
    const el = document.querySelector(selector)
    if (!el || !el.textContent.trim()) return false
    const box = el.getBoundingClientRect()
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) return false
    return !el.checkVisibility || el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  }
  const frame = (time) => (visible() ? resolve(time) : requestAnimationFrame(frame))
  requestAnimationFrame(frame)
}

/** One cold load: ms until home's content is visible, first contentful paint, and the scripts fetched by then. */
async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript(watchHomeContent, HOME_CONTENT)
    await page.goto(url, { waitUntil: 'commit' })
    let timer
    const visibleAt = await Promise.race([
      page.evaluate(() => window.__homeVisible),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${url}: home content not visible after 60 s`)), 60_000)
      }),
    ]).finally(() => clearTimeout(timer))
    return await page.evaluate((until) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.endsWith('.js') && r.responseEnd <= until)
      return {
        visibleAt: until,
        fcp,
        scriptCount: scripts.length,
        scriptBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
      }
    }, visibleAt)
  } finally {
    await context.close()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

// npm start's default mode (sandbox providers, demo market); a production NODE_ENV would need real settings.
const { base, service, stop } = await startLocalService('bench', { env: { NODE_ENV: 'development' } })

let browser
try {
  await waitUntilServing(base, service)
  browser = await launchChromium()
  // One run left out of the figures: the service's and the browser's first-use costs are not a visitor's.
  await measure(browser, `${base}/#/pages/index/index`).catch(() => {})
  console.log(
    `H5 load: Chrome DevTools "Slow 4G" (${SLOW_4G.latency} ms latency, ${(SLOW_4G.downloadThroughput * 8) / 1000} kbit/s down, ` +
      `${(SLOW_4G.uploadThroughput * 8) / 1000} kbit/s up), ${CPU_SLOWDOWN}x CPU slowdown, cold cache, 390x844, ${runs} runs each`,
  )
  for (const { label, path } of SCENARIOS) {
    const results = []
    for (let i = 0; i < runs; i++) results.push(await measure(browser, `${base}${path}`))
    const visible = results.map((r) => r.visibleAt)
    const last = results[results.length - 1]
    console.log(
      `${label}: home content visible after ${seconds(median(visible))} (median; runs ${visible.map(seconds).join(', ')}); ` +
        `first contentful paint ${seconds(median(results.map((r) => r.fcp ?? NaN)))}; ` +
        `${(last.scriptBytes / 1024).toFixed(1)} KB of scripts in ${last.scriptCount} files by then`,
    )
  }
} finally {
  await browser?.close()
  await stop()
}
