import type { IMiniAppConfig } from '@tarojs/taro/types/compile'

/**
 * How the mini-program builds are compiled and minified (docs/decisions.md, "WeChat main package ≤ 600 KB").
 * Measured by `npm run size`; `test/mp-runtime/syntax.test.ts` holds every built script to ES2015.
 */

type Chain = Parameters<NonNullable<IMiniAppConfig['webpackChain']>>[0]

type TerserArgs = [{ terserOptions?: { output?: Record<string, unknown> } & Record<string, unknown> } & Record<string, unknown>]

/**
 * Taro minifies mini-program scripts for ES5 engines with most of the compressor's passes turned off, and writes
 * every non-ASCII character as a `\uXXXX` escape. The scripts are compiled for ES2015 (babel.config.js), so the
 * minifier may use ES2015's shorter forms (arrow functions) and its default passes, as any webpack production build
 * does; Chinese text is left as UTF-8 (3 bytes a character rather than 6), which both hosts read, as they do the
 * source files of native mini-programs.
 */
function minifyForEs2015(chain: Chain): void {
  // Taro adds its minimizer to production builds only.
  if (chain.get('mode') !== 'production') return
  chain.optimization.minimizer('terserPlugin').tap((args) => {
    const [options] = args as TerserArgs
    return [
      {
        ...options,
        terserOptions: {
          ...options.terserOptions,
          compress: { ecma: 2015 },
          output: { ...options.terserOptions?.output, ecma: 2015, ascii_only: false },
        },
      },
    ]
  })
}

/** Everything above, on Taro's mini-program webpack chain. */
export function configureMiniDelivery(chain: Chain): void {
  // webpack's own runtime and module wrappers in ES2015 too (arrow functions, `const`); Taro's default is ES5.
  chain.set('target', ['web', 'es2015'])
  minifyForEs2015(chain)
}
