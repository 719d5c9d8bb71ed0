import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import type { IH5Config } from '@tarojs/taro/types/compile'
import devConfig from './dev'
import prodConfig from './prod'
import { configureH5Delivery } from './h5-delivery'
import { configureMiniDelivery } from './mini-delivery'
import miniProgramEngines from './mini-program-engines'
import { reexportsWithoutSideEffects } from './reexport-modules'

// Each target builds into its own folder so weapp, tt and h5 outputs never overwrite each other.
// Build-time settings read by the app. Each is defined even when unset, so the bundle never refers to a
// `process` object that browsers and mini-programs do not have.
const APP_ENV = ['TARO_APP_API_BASE', 'TARO_APP_BUILD_ENV', 'TARO_APP_CHANNEL', 'TARO_APP_TRACKER_URL']
const APP_ENV_DEFAULTS: Record<string, string> = {
  // The debug console shows on builds that are neither production nor prepare (spec section 4).
  TARO_APP_BUILD_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development',
}
const appEnvConstants = Object.fromEntries(
  APP_ENV.map((key) => [`process.env.${key}`, JSON.stringify(process.env[key] ?? APP_ENV_DEFAULTS[key] ?? '')]),
)

// The app imports the contract's values (enums, business codes, pure rules) from the service's folder; Taro
// compiles only src/ unless told, so that one folder is added to both script rules. It imports nothing else.
const contractValues = path.resolve(__dirname, '..', 'server', 'src', 'contract', 'values')

/**
 * Small value modules nearly every subpackage uses (enums, texts, the contract's values). Left to Taro's main
 * package optimisation, one copy of each goes into every subpackage that uses them; kept in the main package
 * they are paid for once (patches/@tarojs+webpack5-runner: the exclude list works only with the patch).
 */
const sharedValues = [path.resolve(__dirname, '..', 'src', 'constants'), contractValues].map((dir) => dir + path.sep)
/** Values only one subpackage uses: left to go with it (the ID-number check: the real-name page). */
const oneSubpackageValues = [path.join(contractValues, 'rules', 'id-card.ts')]
const keepInMain = (module: { resource?: string }) =>
  sharedValues.some((dir) => (module.resource ?? '').startsWith(dir)) && !oneSubpackageValues.includes(module.resource ?? '')

/**
 * NutUI's icon style sheet (its `.nut-icon` box, animations, icon-font classes and CSS variables) is left out of
 * every build: the icons draw with inline styles, and the one rule they need is in src/components/icon/index.scss,
 * part of the app's global style sheet. The package imports it from its index as a side effect, the index's only
 * one: with the style sheet gone the index is declared free of side effects, so an icon imported through it costs
 * that icon alone, in the chunks that use it (config/reexport-modules.ts says why that matters).
 */
const nutuiDist = path.join(path.dirname(require.resolve('@nutui/icons-react-taro/package.json')), 'dist')
type Chain = Parameters<NonNullable<IH5Config['webpackChain']>>[0]
function nutuiIconsAsUsed(chain: Chain): void {
  // webpack 5 reads `false` as an empty module; webpack-chain's types predate it.
  chain.resolve.alias.set(path.join(nutuiDist, 'style_icon.css'), false as unknown as string)
  chain.module
    .rule('nutui-icons-index')
    .test(path.join(nutuiDist, 'es', 'index.es.js'))
    .set('sideEffects', false)
}

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'youxi-gujia',
    date: '2026-11-22',
    designWidth: 375,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: ['@tarojs/plugin-platform-tt'],
    defineConstants: appEnvConstants,
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: false },
    alias: { '@': path.resolve(__dirname, '..', 'src') },
    mini: {
      postcss: {
        pxtransform: { enable: true, config: {} },
        // Prefixes only for the engines the hosts render with, not the package.json list (Internet Explorer's `-ms-`).
        autoprefixer: { enable: true, config: { overrideBrowserslist: miniProgramEngines } },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      optimizeMainPackage: { enable: true, exclude: [keepInMain] },
      compile: { include: [contractValues] },
      webpackChain(chain) {
        nutuiIconsAsUsed(chain)
        reexportsWithoutSideEffects(chain)
        configureMiniDelivery(chain)
      },
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'hash' },
      compile: { include: [contractValues] },
      // Named by content, so a file's name changes exactly when it does and the service can let browsers keep
      // it for a year (server/src/http/h5-static.ts).
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      // Images are files, named by content, never base64 inside a script: Taro inlines those under 2 KB, which put
      // the tab bar's five icons (7 KB gzip of base64, which barely compresses) into the entry script. Taro reads
      // `limit: true` as "inline nothing".
      imageUrlLoaderOption: { limit: true, name: 'static/images/[name].[contenthash:8][ext]' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      // Bundle sizes are tracked by `npm run size`; webpack's generic 244 KiB hint does not fit an H5 app shell.
      webpackChain(chain) {
        chain.performance.hints(false)
        nutuiIconsAsUsed(chain)
        reexportsWithoutSideEffects(chain)
        configureH5Delivery(chain)
      },
      devServer: {
        proxy: [{ context: ['/app/v1', '/dev', '/openapi.json', '/docs'], target: `http://127.0.0.1:${process.env.PORT || 8080}` }],
      },
    },
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
