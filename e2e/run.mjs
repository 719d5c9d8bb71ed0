// Browser journeys: starts the whole product (service + H5 build) on a free loopback port with a fresh SQLite
// file, drives Debian's Chromium through playwright-core at a phone viewport (390x844), saves a screenshot of
// each screen under e2e/output/, and writes {passed, failed} to --report for .ci/run.
//
// Journeys run in lanes (E2E_LANES at a time, default 3; each in its own browser contexts, all against the one
// service): a journey mostly waits for pages, transitions and the service, so three of them share the cores better
// than one. A journey that changes what every player sees (a draw activity, a price campaign, a model, a broadcast)
// or counts what everyone did says why in its `exclusive`, and runs alone, after the journeys before it in file order
// and before those after it, as all of them did when they ran one at a time.
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium, startLocalService, waitUntilServing } from '../scripts/lib/local-run.mjs'
import { cpuByProcess, cpuSince } from './lib/cpu-by-process.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const outDir = join(here, 'output')
mkdirSync(outDir, { recursive: true })
const reportArg = process.argv.indexOf('--report')
const reportFile = reportArg > 0 ? process.argv[reportArg + 1] : null
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7)

const lanes = Math.max(1, Number(process.env.E2E_LANES ?? 3) || 1)
// Screenshots at the phone's CSS size (390x844) by default: Chromium rasterizes in software here, and at the phones'
// usual scale of 2 it paints and encodes four times the pixels for every frame and screenshot, which CI pays for in
// CPU beside the test steps. E2E_DEVICE_SCALE=2 (or 3) gives sharp screenshots to look at.
const deviceScaleFactor = Math.max(1, Number(process.env.E2E_DEVICE_SCALE ?? 1) || 1)
// E2E_CPU=1 prints each journey's CPU by process (Chromium's renderers, its browser process, the service…): exact with
// E2E_LANES=1; with lanes, a journey's figure holds what the others did beside it.
const cpuPerJourney = Boolean(process.env.E2E_CPU)

/**
 * Runs an operator CLI against the journey database; resolves with its output, rejects with it on failure. Spawned
 * without waiting on it synchronously: the CLI takes seconds to start, and the other lanes' journeys go on meanwhile.
 */
function operator(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(stdout.trim())
      else reject(new Error(`${script} ${args.join(' ')}: ${stderr || stdout}`))
    })
  })
}

/**
 * Journeys in lanes run side by side, so two that log in with the same phone number meet the SMS limit (发送太频繁)
 * or each other's data, depending on timing: a number belongs to one journey file.
 */
function refuseSharedPhones(files) {
  const owners = new Map()
  for (const file of files) {
    for (const phone of new Set(readFileSync(join(here, 'journeys', file), 'utf8').match(/\b1[3-9]\d{9}\b/g) ?? [])) {
      owners.set(phone, [...(owners.get(phone) ?? []), file])
    }
  }
  const shared = [...owners].filter(([, list]) => list.length > 1)
  if (shared.length)
    throw new Error(`phone numbers used by more than one journey: ${shared.map(([p, l]) => `${p} (${l.join(', ')})`).join('; ')}`)
}

/** Runs `jobs` with at most `width` of them at a time. */
async function inLanes(jobs, width, run) {
  let next = 0
  const lane = async () => {
    while (next < jobs.length) await run(jobs[next++])
  }
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane))
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
    .filter((f) => f.endsWith('.mjs') && (!only || f.includes(only)))
    .sort()
  const journeys = []
  for (const file of files) journeys.push({ file, journey: (await import(join(here, 'journeys', file))).default })
  refuseSharedPhones(files)

  const runJourney = async ({ file, journey }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor,
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
    const cpuBefore = cpuPerJourney ? cpuByProcess() : null
    try {
      await journey.run(ctx)
      if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
      passed++
      const cpu = cpuBefore ? `, ${cpuSince(cpuBefore)}` : ''
      console.log(`✓ ${journey.name} (${((Date.now() - started) / 1000).toFixed(1)} s${cpu})`)
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

  // Shared journeys in lanes between the exclusive ones, each exclusive one alone.
  for (let i = 0; i < journeys.length;) {
    if (journeys[i].journey.exclusive) {
      await runJourney(journeys[i++])
      continue
    }
    const shared = []
    while (i < journeys.length && !journeys[i].journey.exclusive) shared.push(journeys[i++])
    await inLanes(shared, lanes, runJourney)
  }
} catch (e) {
  failed++
  console.log(`✗ journeys could not run: ${e?.stack || e}`)
} finally {
  await browser?.close()
  // What the tracker recorded while the journeys ran (issue 15: usage figures from real events).
  try {
    console.log(await operator('server/src/cli/stats.ts', ['--days', '1']))
  } catch (e) {
    failed++
    console.log(`✗ npm run stats after the journeys: ${e?.message || e}`)
  }
  await stop()
}
console.log(`journeys: ${passed} passed, ${failed} failed (screenshots in e2e/output/)`)
if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed }))
process.exit(failed ? 1 : 0)
