// The dependency rules must bite: a planted tree with one wrong-way import per rule fails `depcruise` with
// exactly those rules, and the same tree imported the right way passes. The real tree is checked by
// `npm run lint:deps` in CI.
import { execFileSync } from 'child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, copyFileSync } from 'fs'
import { tmpdir } from 'os'
import { dirname, join, resolve } from 'path'

const ROOT = resolve(__dirname, '../..')
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')

interface Violation {
  rule: { name: string }
  from: string
  to: string
}

function cruise(files: Record<string, string>): Violation[] {
  const dir = mkdtempSync(join(tmpdir(), 'depcruise-'))
  try {
    copyFileSync(join(ROOT, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'))
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'react-jsx', strict: true } }))
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    let out: string
    try {
      out = execFileSync(
        process.execPath,
        [DEPCRUISE, 'src', 'server/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
        {
          cwd: dir,
          encoding: 'utf8',
        },
      )
    } catch (e) {
      // depcruise exits non-zero when it finds errors; the report is still on stdout.
      out = (e as { stdout: string }).stdout
    }
    return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const base: Record<string, string> = {
  'src/api/report.ts': 'export const getReport = () => 1\n',
  'src/stores/session.ts': 'export const session = 1\n',
  'src/utils/format.ts': 'export const format = (n: number) => String(n)\n',
  'src/features/check/index.ts': "export { checkStore } from './store'\n",
  'src/features/check/store.ts': 'export const checkStore = 1\n',
  'server/src/contract/values/enum.ts': 'export const A = 1\n',
  'server/src/modules/report/service.ts': 'export const service = 1\n',
  'server/src/modules/valuation/service.ts': 'export const valuation = 1\n',
  'server/src/modules/collect/repository.ts': 'export class CollectRepository {}\n',
  'server/src/modules/reports/repository.ts': 'export class ReportRepository {}\n',
  'server/src/modules/games/repository.ts': 'export class GameRepository {}\n',
}

test('imports in the layer order pass', () => {
  const violations = cruise({
    ...base,
    'src/stores/report.ts':
      "import { getReport } from '../api/report'\nimport { format } from '../utils/format'\nexport const r = [getReport, format]\n",
    'src/features/report/store.ts':
      "import { checkStore } from '../check'\nimport { session } from '../../stores/session'\nexport const s = [checkStore, session]\n",
    'src/pages/report/index.tsx': "import { s } from '../../features/report/store'\nexport default () => s\n",
    'src/utils/enum-use.ts': "import { A } from '../../server/src/contract/values/enum'\nexport const a = A\n",
    // a feature store calling the API, its view importing only a type from it
    'src/features/check/calls.ts': "import { getReport } from '../../api/report'\nexport const load = () => getReport()\n",
    'src/features/check/View.tsx':
      "import type { getReport } from '../../api/report'\nimport { load } from './calls'\nexport const V = (): ReturnType<typeof getReport> => load()\n",
    // a feature module using the shared tiers and another module's repository as a type
    'server/src/modules/purpose/service.ts':
      "import { ReportRepository } from '../reports/repository'\nimport { GameRepository } from '../games/repository'\n" +
      "import type { CollectRepository } from '../collect/repository'\nexport const p = (c: CollectRepository) => [c, ReportRepository, GameRepository]\n",
    // a feature module asking another's named query on the table that one owns
    'server/src/modules/collect/queries.ts':
      "import { ReportRepository } from '../reports/repository'\nexport const q = () => ReportRepository\n",
    'server/src/modules/purpose/favourites.ts': "import { q } from '../collect/queries'\nexport const f = q\n",
  })
  expect(violations).toEqual([])
})

test('each wrong-way import fails with its rule', () => {
  const violations = cruise({
    ...base,
    // bottom layer importing a store
    'src/utils/bad.ts': "import { session } from '../stores/session'\nexport const b = session\n",
    // http importing the router
    'src/router/index.ts': 'export const router = 1\n',
    'src/http/request.ts': "import { router } from '../router'\nexport const r = router\n",
    // a page calling the API directly
    'src/pages/report/index.tsx': "import { getReport } from '../../api/report'\nexport default () => getReport()\n",
    // a component fetching
    'src/components/card/index.tsx': "import { getReport } from '../../api/report'\nexport default () => getReport()\n",
    // a feature reaching into another feature's internals
    'src/features/report/store.ts': "import { checkStore } from '../check/store'\nexport const s = checkStore\n",
    // a cycle between two stores
    'src/stores/a.ts': "import { b } from './b'\nexport const a = () => b\n",
    'src/stores/b.ts': "import { a } from './a'\nexport const b = () => a\n",
    // the app importing a service module
    'src/stores/leak.ts': "import { service } from '../../server/src/modules/report/service'\nexport const l = service\n",
    // the contract values importing outside themselves
    'server/src/contract/values/bad.ts': "import { service } from '../../modules/report/service'\nexport const v = service\n",
    // a feature view calling the API itself
    'src/features/report/View.tsx': "import { getReport } from '../../api/report'\nexport const V = () => getReport()\n",
    // a feature module importing another feature's service
    'server/src/modules/report/extras.ts': "import { valuation } from '../valuation/service'\nexport const e = valuation\n",
    // a feature module constructing another module's repository itself
    'server/src/modules/purpose/service.ts':
      "import { CollectRepository } from '../collect/repository'\nexport const p = new CollectRepository()\n",
    // a feature's named queries reaching into their own module's service
    'server/src/modules/valuation/queries.ts': "import { valuation } from './service'\nexport const q = valuation\n",
    // the bottom tier importing a tier above it
    'server/src/modules/games/open-game.ts':
      "import { ReportRepository } from '../reports/repository'\nexport const g = ReportRepository\n",
  })
  // A cycle is reported once, from whichever of its files the cruise reaches first.
  const found = new Set(violations.map((v) => (v.rule.name === 'no-circular' ? v.rule.name : `${v.rule.name} ${v.from}`)))
  expect([...found].sort()).toEqual(
    [
      'app-components-no-api src/components/card/index.tsx',
      'app-imports-only-contract-from-server src/stores/leak.ts',
      'app-pages-no-api src/pages/report/index.tsx',
      'contract-only-typebox server/src/contract/values/bad.ts',
      'contract-values-self-contained server/src/contract/values/bad.ts',
      'engine-no-modules server/src/contract/values/bad.ts',
      'feature-views-no-api src/features/report/View.tsx',
      'features-no-cross-internals src/features/report/store.ts',
      'layer-bottom-imports-upwards src/utils/bad.ts',
      'layer-http-imports-upwards src/http/request.ts',
      'module-tier-games-imports-upwards server/src/modules/games/open-game.ts',
      'modules-no-sibling-features server/src/modules/report/extras.ts',
      'modules-queries-self-contained server/src/modules/valuation/queries.ts',
      'modules-sibling-repositories-type-only server/src/modules/purpose/service.ts',
      'no-circular',
    ].sort(),
  )
})

test('a shared component never navigates; the page chrome reads the router', () => {
  const violations = cruise({
    ...base,
    'src/router/index.ts': 'export const navigateTo = (name: string) => name\n',
    'src/components/card/index.tsx': "import { navigateTo } from '../../router'\nexport default () => navigateTo('home')\n",
    'src/components/nav-bar/index.tsx': "import { navigateTo } from '../../router'\nexport default () => navigateTo('home')\n",
    'src/components/page-shell/index.tsx': "import { navigateTo } from '../../router'\nexport default () => navigateTo('home')\n",
  })
  expect(violations.map((v) => `${v.rule.name} ${v.from}`)).toEqual(['app-components-no-router src/components/card/index.tsx'])
})
