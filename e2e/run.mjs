// Browser journeys: starts the whole product (service + H5 build) on a free loopback port with a fresh SQLite
// file, drives Debian's Chromium through playwright-core at a phone viewport (390x844), saves a screenshot of
// each screen under e2e/output/, and writes {passed, failed} to --report for .ci/run.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync, existsSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium, startLocalService, waitUntilServing } from '../scripts/lib/local-run.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const outDir = join(here, 'output')
mkdirSync(outDir, { recursive: true })
const reportArg = process.argv.indexOf('--report')
const reportFile = reportArg > 0 ? process.argv[reportArg + 1] : null
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7)

/** Runs an operator CLI against the journey database; returns its output, throws with it on failure. */
function operator(script, args) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`${script} ${args.join(' ')}: ${r.stderr || r.stdout}`)
  return r.stdout.trim()
}

for (const [dir, build] of [
  ['dist/h5', 'build:h5'],
  ['dist/console', 'build:console'],
]) {
  if (!existsSync(join(root, dir, 'index.html'))) {
    console.error(`${dir} is missing: run \`npm run ${build}\` first`)
    process.exit(1)
  }
}

// Console operators must set up TOTP, as in production, so the console journeys go through it.
const { base, service, databaseUrl, stop } = await startLocalService('e2e', {
  env: { NODE_ENV: 'test', CONSOLE_TOTP_REQUIRED: '1' },
  stdout: 'inherit',
})

let passed = 0
let failed = 0
let browser
try {
  // A loaded machine (parallel builds) takes over a minute to train the demo models at start.
  await waitUntilServing(base, service, '/openapi.json', 900)
  browser = await launchChromium()
  const files = readdirSync(join(here, 'journeys'))
    .filter((f) => f.endsWith('.mjs'))
    .sort()
  for (const file of files) {
    const journey = (await import(join(here, 'journeys', file))).default
    if (only && !file.includes(only)) continue
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    })
    const contexts = [context]
    const errors = []
    const watch = (p) => {
      p.on('pageerror', (e) => errors.push(String(e)))
      if (process.env.E2E_CONSOLE) p.on('console', (m) => console.log('  [console]', m.type(), m.text()))
      return p
    }
    const page = watch(await context.newPage())
    let shot = 0
    const ctx = {
      page,
      base,
      // Another browser (its own cookies), e.g. an operator's desktop beside the player's phone; closed with the journey.
      newPage: async ({ viewport }) => {
        const other = await browser.newContext({ viewport, locale: 'zh-CN' })
        contexts.push(other)
        return watch(await other.newPage())
      },
      // Saves `<journey>-<n>-<label>.png` (of the player's page unless another is given) after the 300 ms transition.
      screenshot: async (label, target = page) => {
        await target.waitForTimeout(400)
        shot++
        await target.screenshot({ path: join(outDir, `${file.replace('.mjs', '')}-${shot}-${label}.png`) })
      },
      smsCode: async (phone) => {
        const res = await fetch(`${base}/dev/sms-inbox?phone=${phone}`)
        const body = await res.json()
        if (body.code !== 200) throw new Error(`sms inbox: ${JSON.stringify(body)}`)
        return body.data.code
      },
      // Operators' commands against the journey's database, as an operator runs them.
      grantCoupons: (phone, count) => operator('server/src/cli/payment-ops.ts', ['coupon:grant', phone, String(count)]),
      ops: (...args) => operator('server/src/cli/ops.ts', args),
      api: async (path, body, token) => {
        const res = await fetch(`${base}/app/v1/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { Authorization: token } : {}) },
          body: JSON.stringify(body ?? {}),
        })
        return res.json()
      },
    }
    const started = Date.now()
    try {
      await journey.run(ctx)
      if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
      passed++
      console.log(`✓ ${journey.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    } catch (e) {
      failed++
      console.log(`✗ ${journey.name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n  ${e?.stack || e}`)
      for (const [i, c] of contexts.entries()) {
        for (const p of c.pages()) {
          await p.screenshot({ path: join(outDir, `${file.replace('.mjs', '')}-failure${i ? `-${i}` : ''}.png`) }).catch(() => {})
        }
      }
    }
    for (const c of contexts) await c.close()
  }
} catch (e) {
  failed++
  console.log(`✗ journeys could not run: ${e?.stack || e}`)
} finally {
  await browser?.close()
  // What the tracker recorded while the journeys ran (issue 15: usage figures from real events).
  try {
    console.log(operator('server/src/cli/stats.ts', ['--days', '1']))
  } catch (e) {
    failed++
    console.log(`✗ npm run stats after the journeys: ${e?.message || e}`)
  }
  await stop()
}
console.log(`journeys: ${passed} passed, ${failed} failed (screenshots in e2e/output/)`)
if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed }))
process.exit(failed ? 1 : 0)
