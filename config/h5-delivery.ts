import path from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { IH5Config } from '@tarojs/taro/types/compile'
import type { Compilation, Compiler } from 'webpack'
import { readConfig, resolveMainFilePath } from '@tarojs/helper'
import { splitTaroComponents } from './h5-components'

/**
 * How the H5 build is cut into files (docs/decisions.md, "H5 delivery"). Measured by `npm run size` (budgets) and
 * `npm run bench:h5` (a throttled phone).
 */

type Chain = Parameters<NonNullable<IH5Config['webpackChain']>>[0]

const HOME_PAGE = 'pages/index/index'
/** Pages whose files index.html asks for at once: the entry page (the guide) and home, where it leads. */
const FIRST_SCREEN_PAGES = ['pages/guide/index', HOME_PAGE]

type TabBarItem = { pagePath: string; iconPath?: string; selectedIconPath?: string }

/**
 * The tab bar icons home shows, as files: its own tab's selected icon and the other tabs' plain ones, from the app
 * config as Taro reads it.
 */
function homeTabIcons(sourceDir: string): string[] {
  const appConfig = readConfig(resolveMainFilePath(path.join(sourceDir, 'app.config'))) as { tabBar?: { list?: TabBarItem[] } }
  const icons = (appConfig.tabBar?.list ?? []).map((tab) => (tab.pagePath === HOME_PAGE ? tab.selectedIconPath : tab.iconPath))
  return [...new Set(icons.filter((icon): icon is string => !!icon))].map((icon) => path.join(sourceDir, icon))
}

const NODE_MODULES = /[\\/]node_modules[\\/]/
const TARO_PACKAGE = /[\\/]node_modules[\\/]@tarojs[\\/]/
/**
 * Smallest shared chunk, in bytes of module source before minifying. At 20 KB, code compiled for today's browsers
 * (babel.config.js) fell under it so often that copies in page chunks added 41 KB gzip across the build; 10 KB
 * saved 16 KB more but cut the first screen into nine files, which arrive later over HTTP/1.1's six connections.
 */
const SHARED_MIN_SIZE = 15_000

/**
 * Taro splits only the entry (`chunks: 'initial'`), so every page chunk carried its own copy of everything it
 * shares with other pages that the entry does not have: Taro's component library, mobx-react, our
 * components and stores (each page chunk was about 300 KB). Page chunks now share such modules through common
 * chunks.
 */
function splitSharedModules(chain: Chain): void {
  chain.optimization.splitChunks({
    chunks: 'all',
    hidePathInfo: true,
    cacheGroups: {
      default: false,
      defaultVendors: false,
      // The entry as Taro cuts it: its framework packages in one file, the rest in app.js.
      taro: {
        chunks: 'initial',
        test: (module: { context?: string }) => TARO_PACKAGE.test(`${module.context ?? ''}/`),
        priority: 100,
        minSize: 0,
      },
      // Between pages: a module used by two or more page chunks is fetched once, packages and our own code
      // in separate files (packages change less often, so they stay cached across deploys).
      vendors: { chunks: 'async', test: NODE_MODULES, minChunks: 2, priority: 10, reuseExistingChunk: true, minSize: SHARED_MIN_SIZE },
      common: { chunks: 'async', minChunks: 2, priority: 1, reuseExistingChunk: true, minSize: SHARED_MIN_SIZE },
    },
  })
}

/**
 * Code the browser never runs, left out of the bundle:
 * - Taro's request API imports a fetch polyfill and a JSONP client. Every browser that runs this app has fetch:
 *   Taro's components need custom elements (Chrome 54, Safari 10.1), and fetch came no later (Chrome 42, Safari
 *   10.1). The app never asks for JSONP.
 * - It also imports an AbortController polyfill: the browsers H5 is compiled for (babel.config.js, Chrome 85,
 *   Safari 14) have had AbortController since Chrome 66 and Safari 12.1.
 * - Taro's Swiper imports the whole Swiper bundle (every module, about 43 KB gzip); the app's one carousel
 *   (home banners) uses autoplay and dots only (config/h5-swiper.mjs).
 */
function dropUnusedCode(chain: Chain): void {
  // webpack 5 reads `false` as an empty module; webpack-chain's types predate it.
  const emptyModule = false as unknown as string
  chain.resolve.alias
    .set('whatwg-fetch$', emptyModule)
    .set('jsonp-retry$', emptyModule)
    .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', emptyModule)
    .set('swiper/bundle$', path.resolve(__dirname, 'h5-swiper.mjs'))
}

/** Taro's components style sheet; its one octet-stream data URL is the weui icon font (TrueType). */
const TARO_COMPONENTS_CSS = /[\\/]@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/

/**
 * Style sheets as files, not inside scripts:
 * - Taro injects its components' style sheet (with the weui icon font) from the entry script with style-loader;
 *   here it goes into app.css with the app's own styles, first, so the app's rules still win as they did when
 *   Taro put it at the top of the head. Watch builds inject every style sheet anyway.
 * - That style sheet carries the weui icon font as a data URL (6 KB of base64 that barely compresses); it becomes
 *   a font file, which the browser fetches only when something draws a weui icon.
 */
function styleSheetsAsFiles(chain: Chain): void {
  if (chain.get('mode') === 'production') {
    chain.module.rules.delete('taroStyle')
    chain.module.rule('customStyle').exclude.clear()
  }
  chain.module
    .rule('weui-font-file')
    .set('scheme', 'data')
    .set('mimetype', 'application/octet-stream')
    .set('issuer', TARO_COMPONENTS_CSS)
    .set('type', 'asset/resource')
    .set('generator', { filename: 'static/fonts/weui.[contenthash:8].ttf' })
}

type TerserArgs = [{ terserOptions?: { output?: Record<string, unknown> } & Record<string, unknown> } & Record<string, unknown>]

/**
 * Taro's H5 minifier settings keep every function's name and quote every object key, for ES3 engines. Nothing in
 * the app reads a function's name, and the browsers H5 is compiled for (babel.config.js) take ES2020 syntax, so
 * names are shortened, keys left bare (also keys written quoted, as in the page configs Taro writes into the
 * entry) and the shorter modern forms allowed. A second compress pass finds what the first one's changes opened
 * up (about 4 KB gzip of the entry, with the unquoted keys).
 */
function minifyForTargetBrowsers(chain: Chain): void {
  // Taro adds its minimizer to production builds only.
  if (chain.get('mode') !== 'production') return
  chain.optimization.minimizer('terserPlugin').tap((args) => {
    const [options] = args as TerserArgs
    return [
      {
        ...options,
        terserOptions: {
          ...options.terserOptions,
          ecma: 2020,
          keep_fnames: false,
          compress: { ...(options.terserOptions?.compress as object | undefined), passes: 2 },
          output: { ...options.terserOptions?.output, quote_keys: false, keep_quoted_props: false },
        },
      },
    ]
  })
}

type HtmlTag = { tagName: string; voidTag: boolean; attributes: Record<string, string | boolean> }
interface HtmlPluginStatics {
  getHooks(compilation: Compilation): {
    alterAssetTagGroups: { tap(name: string, fn: (data: { headTags: HtmlTag[] }) => { headTags: HtmlTag[] }): void }
  }
}

/**
 * Asks for the first screen's page chunks in index.html, next to the entry: without it the browser learns about
 * them only once the entry has downloaded and run, one more round trip on a slow network (about 0.6 s on
 * "Slow 4G"). Preloads are not entry scripts: nothing in them runs before the router asks for the page.
 * Home's tab bar icons are asked for too (at the low priority of images): fetched only when the bar is drawn,
 * they held three of HTTP/1.1's six connections just when home asks the service for its data (0.2 s later).
 */
class PreloadFirstScreen {
  apply(compiler: Compiler): void {
    // The html plugin Taro configured: its hooks are per module instance.
    const runner = path.dirname(require.resolve('@tarojs/webpack5-runner/package.json'))
    const HtmlWebpackPlugin: HtmlPluginStatics = require(require.resolve('html-webpack-plugin', { paths: [runner] }))
    compiler.hooks.compilation.tap('PreloadFirstScreen', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstScreen', (data) => {
        const publicPath = compilation.getAssetPath(compilation.outputOptions.publicPath ?? '/', {})
        const files = new Set<string>()
        for (const group of compilation.chunkGroups) {
          const isFirstScreen = group.origins.some((origin) => FIRST_SCREEN_PAGES.some((page) => origin.request?.endsWith(page)))
          if (!isFirstScreen) continue
          for (const chunk of group.chunks) for (const file of chunk.files) files.add(file)
        }
        const preload = (file: string, as: string): HtmlTag => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as, href: `${publicPath}${file}` },
        })
        const preloads = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .sort()
          .map((file) => preload(file, file.endsWith('.css') ? 'style' : 'script'))
        if (!preloads.length) {
          compilation.warnings.push(
            new compiler.webpack.WebpackError(`no page chunk found to preload for ${FIRST_SCREEN_PAGES.join(', ')}`),
          )
        }
        const icons = homeTabIcons(path.join(compiler.context, 'src'))
        const iconFiles = compilation
          .getAssets()
          .filter((asset) => typeof asset.info.sourceFilename === 'string')
          .filter((asset) => icons.includes(path.join(compiler.context, asset.info.sourceFilename as string)))
          .map((asset) => asset.name)
        if (iconFiles.length !== icons.length) {
          compilation.warnings.push(new compiler.webpack.WebpackError(`home's tab bar icons not all found: ${icons.join(', ')}`))
        }
        preloads.push(...iconFiles.sort().map((file) => preload(file, 'image')))
        // Browsers fetch deferred scripts at low priority and preloads at high, so without this the page chunks
        // went first and the entry, which has to run before anything else can, came last (0.9 s later on "Slow
        // 4G" in a build whose first screen had nine chunks, over HTTP/1.1's six connections).
        for (const tag of data.headTags) if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high'
        data.headTags.push(...preloads)
        return data
      })
    })
  }
}

/** Below this a compressed copy saves less than a packet; the service's on-the-fly threshold is the same. */
const PRECOMPRESS_MIN_BYTES = 1024

/**
 * Writes `<file>.br` (Brotli at its highest quality) and `<file>.gz` next to every script, style sheet and
 * index.html, which the service sends as they are (server/src/http/h5-static.ts). Compressing once at build time
 * costs a few seconds here and lets the files be about 16% smaller than Brotli at the quality a server can
 * afford per request, with no compression work per request.
 */
class PrecompressAssets {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('PrecompressAssets', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressAssets', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|html)$/.test(name)) continue
            const content = source.buffer()
            if (content.length < PRECOMPRESS_MIN_BYTES) continue
            const brotli = brotliCompressSync(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            })
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli))
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(content, { level: zlibConstants.Z_BEST_COMPRESSION })))
          }
        },
      )
    })
  }
}

/** Everything above, on Taro's H5 webpack chain. */
export function configureH5Delivery(chain: Chain): void {
  // webpack's own runtime and module wrappers in the same syntax (arrow functions); Taro's default is ES5.
  chain.set('target', ['web', 'es2020'])
  splitSharedModules(chain)
  splitTaroComponents(chain)
  dropUnusedCode(chain)
  minifyForTargetBrowsers(chain)
  styleSheetsAsFiles(chain)
  chain.plugin('preload-first-screen').use(PreloadFirstScreen)
  // Watch builds are served by Taro's dev server, which compresses on its own.
  if (chain.get('mode') === 'production') chain.plugin('precompress-assets').use(PrecompressAssets)
}
