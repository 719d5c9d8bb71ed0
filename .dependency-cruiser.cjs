/**
 * Dependency rules: the app's layers run one way, the contract stays importable by both halves, the service's
 * engine and contract stay free of modules, and nothing imports in a circle. `npm run lint:deps` checks them;
 * docs/architecture.md draws the same map.
 *
 * App layers, top to bottom (a layer may import any layer below it, never one above):
 *   app.ts, app.config.ts, bootstrap.ts, launch/      composition and launch orchestration
 *   pages/, subPages/                                 thin route entries
 *   features/                                         a domain's store and views
 *   components/                                       shared UI
 *   stores/                                           app-wide MobX stores
 *   api/, router/, tracker/                           service calls, navigation, analytics
 *   http/                                             the request wrapper
 *   platform/                                         terminal, storage, bridge, platform variants
 *   utils/, constants/, content/, styles/, assets/    and the contract's values (server/src/contract/values)
 */
const APP = '^src/'
const layers = [
  ['composition', '^src/(app\\.ts|app\\.config\\.ts|bootstrap\\.ts|launch/)'],
  ['pages', '^src/(pages|subPages)/'],
  ['features', '^src/features/'],
  ['components', '^src/components/'],
  ['stores', '^src/stores/'],
  ['services', '^src/(api|router|tracker)/'],
  ['http', '^src/http/'],
  ['platform', '^src/platform/'],
]

// For each layer: importing anything in a layer above it is forbidden.
const layerRules = layers.slice(1).map(([name, path], i) => ({
  name: `layer-${name}-imports-upwards`,
  comment: `${name} may not import ${layers
    .slice(0, i + 1)
    .map(([n]) => n)
    .join(', ')} (app layers run one way)`,
  severity: 'error',
  from: { path },
  to: {
    path: layers
      .slice(0, i + 1)
      .map(([, p]) => p)
      .join('|'),
  },
}))

const bottom = '^src/(utils|constants|content|styles|assets)/'

// Service modules. Shared tiers, bottom first: each may import only the tiers below it. Every other module is a
// feature: it imports the tiers, never another feature, except a type-only repository import (the instance is
// wired in services.ts or module-links.ts) and the named queries on the tables a feature owns (its `queries.ts`,
// functions of the caller's Db or transaction; server/test/architecture/table-owners.test.ts keeps each table to its
// owner); anything more it needs from a feature is a small interface it declares itself. Every module may import the
// module contract (modules/module.ts) and the audit port (modules/audit-port.ts: operators' writes record through it,
// the audit module implements it). Quotas sit in the bottom tier: the routes of four features take a use of the
// caller's daily quota; so does the audit trail, which every module that writes for an operator records into.
const M = '^server/src/modules/'
const CONTRACT = `${M}(module|audit-port)\\.ts$`
// Outcomes (realised prices) sit beside reports and models: imports and the accuracy route of valuation record and read them.
const moduleTiers = [['games', 'quotas', 'audit'], ['config'], ['reports', 'models', 'outcomes'], ['market']]
const tierNames = moduleTiers.flat()
const tierRules = moduleTiers.map((tier, i) => {
  const below = moduleTiers.slice(0, i).flat()
  return {
    // Named by the tier's first module, so a module joining a tier does not rename its rule.
    name: `module-tier-${tier[0]}-imports-upwards`,
    comment: `${tier.join(', ')} may import only ${below.length ? below.join(', ') : 'no other module'}`,
    severity: 'error',
    from: { path: `${M}(${tier.join('|')})/` },
    to: { path: M, pathNot: [`${M}(${[...tier, ...below].join('|')})/`, CONTRACT] },
  }
})

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and layers meaningless.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'layer-bottom-imports-upwards',
      comment: 'utils, constants, content and styles are the bottom layer: they import only each other and the contract values.',
      severity: 'error',
      from: { path: bottom },
      to: { path: APP, pathNot: bottom },
    },
    {
      name: 'app-pages-no-api',
      comment: 'Pages are thin entries: they reach data through a feature store, never src/api.',
      severity: 'error',
      from: { path: '^src/(pages|subPages)/' },
      to: { path: '^src/api/' },
    },
    {
      name: 'app-components-no-api',
      comment: 'Shared components are presentational: data comes from stores or features.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/api/' },
    },
    {
      name: 'app-components-no-router',
      comment:
        'Shared components are presentational: they never navigate (a feature passes a callback or owns the view). ' +
        "Only the page chrome reads the router: page-shell and nav-bar are every page's frame (the route's title, " +
        "the login guard, the back button), tab-bar the tab pages' (the tabs, switching them), not a screen of any " +
        'one feature.',
      severity: 'error',
      from: { path: '^src/components/', pathNot: '^src/components/(page-shell|nav-bar|tab-bar)/' },
      to: { path: '^src/router/' },
    },
    {
      name: 'feature-views-no-api',
      comment: "A feature's views read and change data through its stores; only stores (.ts) call src/api.",
      severity: 'error',
      from: { path: '^src/features/.+\\.tsx$' },
      to: { path: '^src/api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'features-no-cross-internals',
      comment:
        "A feature imports another feature only through that feature's index.ts (pages import a feature's view file " +
        'itself, so a subpackage bundles only the views it shows).',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/.+', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'app-imports-only-contract-from-server',
      comment: 'The app bundles only the contract values; the rest of the contract it may import as types only.',
      severity: 'error',
      from: { path: APP },
      to: { path: '^server/', pathNot: '^server/src/contract/' },
    },
    {
      name: 'app-contract-schemas-type-only',
      comment: 'TypeBox schemas never reach the app bundle: import them with `import type`.',
      severity: 'error',
      from: { path: APP },
      to: { path: '^server/src/contract/', pathNot: '^server/src/contract/values/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contract-values-self-contained',
      comment: 'The values module is bundled by the app: it imports nothing outside itself.',
      severity: 'error',
      from: { path: '^server/src/contract/values/' },
      to: { pathNot: '^server/src/contract/values/' },
    },
    {
      name: 'contract-only-typebox',
      comment: 'The contract imports only TypeBox and itself, so both halves can depend on it.',
      severity: 'error',
      from: { path: '^server/src/contract/' },
      to: { pathNot: ['^server/src/contract/', '@sinclair/typebox'] },
    },
    ...tierRules,
    {
      name: 'modules-no-sibling-features',
      comment:
        "A feature module talks to another through a small interface wired in services.ts or the other's named queries " +
        '(queries.ts), never by importing its service.',
      severity: 'error',
      from: { path: `${M}([^/]+)/` },
      to: { path: M, pathNot: [`${M}$1/`, `${M}(${tierNames.join('|')})/`, `${M}[^/]+/(repository|queries)\\.ts$`, CONTRACT] },
    },
    {
      name: 'modules-queries-self-contained',
      comment:
        "A feature's named queries are imported by other features, so they import no module but the tiers: not their " +
        "own module's service or repository, not another feature's queries (no cycles through them).",
      severity: 'error',
      from: { path: `${M}[^/]+/queries\\.ts$`, pathNot: `${M}(${tierNames.join('|')})/` },
      to: { path: M, pathNot: `${M}(${tierNames.join('|')})/` },
    },
    {
      name: 'modules-sibling-repositories-type-only',
      comment: "Another module's repository is imported as a type only: services.ts constructs and passes it.",
      severity: 'error',
      from: { path: `${M}([^/]+)/` },
      to: { path: `${M}[^/]+/repository\\.ts$`, pathNot: [`${M}$1/`, `${M}(${tierNames.join('|')})/`], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'modules-no-composition',
      comment:
        'A module gets what it needs as narrow deps of its create function; the composition (services.ts and the links ' +
        'between features in module-links.ts) imports the modules, never the other way round.',
      severity: 'error',
      from: { path: M },
      to: { path: '^server/src/(services|module-links)\\.ts$' },
    },
    {
      name: 'console-contract-values-self-contained',
      comment: 'The console contract values are bundled by the console app: they import nothing.',
      severity: 'error',
      from: { path: '^server/src/contract/console/values\\.ts$' },
      to: {},
    },
    {
      name: 'console-is-composition',
      comment:
        'server/src/console is the console API: like app.ts it puts modules together behind routes, so nothing below it ' +
        '(modules, http, the engine, the contract) imports it.',
      severity: 'error',
      from: { path: '^server/src/', pathNot: ['^server/src/console/', '^server/src/app\\.ts$'] },
      to: { path: '^server/src/console/' },
    },
    {
      name: 'http-no-modules',
      comment: 'The http layer is below the modules: it declares what it needs of them (Authenticator in http/types.ts).',
      severity: 'error',
      from: { path: '^server/src/http/' },
      to: { path: M },
    },
    {
      name: 'engine-no-modules',
      comment: 'The valuation engine and the market data layer are below the service modules.',
      severity: 'error',
      from: { path: '^server/src/(valuation|market|db|lib|contract|providers)/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'server-not-into-app',
      comment: 'The service never imports the app.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: APP },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.swc|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.scss'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
