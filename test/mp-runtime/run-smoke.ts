import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Platform } from './host-api'
import { describeError, routesMissing, smokeBundle, type BundleResult } from './smoke'
import { createSmokeService } from './smoke-service'

/**
 * `npm run smoke:mp [-- weapp|tt …] [--verbose]`: the runtime smoke test of the built mini-program bundles
 * (`dist/weapp`, `dist/tt`; build them first). Prints one line per failing page and a summary per bundle;
 * exits 1 when any page fails or a bundle is missing.
 */

const ROOT = join(__dirname, '..', '..')
const args = process.argv.slice(2)
const verbose = args.includes('--verbose')
const asked = args.filter((a): a is Platform => a === 'weapp' || a === 'tt')
const platforms: Platform[] = asked.length ? asked : ['weapp', 'tt']

function report(result: BundleResult): void {
  const failed = result.pages.filter((p) => p.failures.length)
  for (const e of result.appErrors) console.log(`  FAIL app start-up: ${describeError(e, result.dir)}`)
  for (const p of failed) for (const f of p.failures) console.log(`  FAIL ${p.route}: ${f}`)
  if (verbose) {
    for (const p of result.pages) {
      const q = new URLSearchParams(p.query).toString()
      const refused = p.refused.map((x) => `${x.path} ${x.code}`).join(', ')
      console.log(
        `  ${p.failures.length ? 'fail' : 'ok  '} ${p.route}${q ? `?${q}` : ''}: ${p.rootNodes} root nodes, ${p.tabBarTabs !== undefined ? `tab bar of ${p.tabBarTabs}, ` : ''}${p.textLength} chars, ${p.setDataCalls} setData, ${p.requests} requests${refused ? `; refused: ${refused}` : ''}`,
      )
    }
  }
  const { notInBundle, notInTable } = routesMissing(result)
  if (notInBundle.length) console.log(`  note: routes of src/constants/routes.ts not in app.json: ${notInBundle.join(', ')}`)
  if (notInTable.length) console.log(`  note: pages of app.json not in the route table: ${notInTable.join(', ')}`)
  if (result.relativeRequests) {
    console.log(`  note: ${result.relativeRequests} requests used a relative URL; a phone refuses them (build with TARO_APP_API_BASE)`)
  }
  const tabPages = result.pages.filter((p) => p.tabBarTabs !== undefined).length
  console.log(
    `${result.platform}: ${result.pages.length} pages run (${tabPages} with the custom tab bar), ${failed.length} failed${result.appErrors.length ? ', app start-up failed' : ''} (${(result.ms / 1000).toFixed(1)} s)`,
  )
}

async function main(): Promise<number> {
  const missing = platforms.filter((p) => !existsSync(join(ROOT, 'dist', p, 'app.js')))
  for (const p of missing) console.log(`${p}: dist/${p} is not built (npm run build:${p})`)
  const started = Date.now()
  const service = await createSmokeService()
  console.log(`service with seeded reports ready (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  let ok = missing.length === 0
  try {
    for (const platform of platforms.filter((p) => !missing.includes(p))) {
      const result = await smokeBundle({ dir: join(ROOT, 'dist', platform), platform, service })
      report(result)
      ok &&= result.passed
    }
  } finally {
    await service.close()
  }
  return ok ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e)
    process.exit(1)
  },
)
