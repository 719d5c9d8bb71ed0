import fs from 'node:fs'
import path from 'node:path'
import type { IH5Config } from '@tarojs/taro/types/compile'
import type { Compiler } from 'webpack'

/**
 * Taro's React components for H5 come from one module (`@tarojs/components/lib/react/components.js`) that
 * creates every component the app uses, so every page loads every used component's code: the Swiper (with the
 * Swiper library) that only home shows, the Picker, RichText and WebView a few pages show. Here each component
 * becomes a module of its own, made from that file's own lines, behind an index that only re-exports; the package
 * declares no side effects for its scripts, so webpack links each page straight to the components it imports and
 * splits them like any other module.
 */

const componentsDir = path.dirname(require.resolve('@tarojs/components/package.json'))
const reactLibDir = path.join(componentsDir, 'lib', 'react')
/** Inside the package, so its package.json (no side effects for scripts) and relative imports apply. */
const splitDir = path.join(reactLibDir, 'split')

const COMPONENT = /^const (\w+) = \/\*@__PURE__\*\/ createReactComponent\(('[a-z-]+', undefined, manipulatePropsFunction, (\w+))\);$/gm

/** One module per component, and the index that re-exports them, as file path → source. */
function componentModules(): Record<string, string> {
  const library = fs.readFileSync(path.join(reactLibDir, 'components.js'), 'utf8')
  const modules: Record<string, string> = {}
  const exports: string[] = []
  for (const [, name, args, define] of library.matchAll(COMPONENT)) {
    modules[path.join(splitDir, `${name}.js`)] = [
      `import { manipulatePropsFunction } from '../helper.js'`,
      `import { createReactComponent } from '../react-component-lib/createComponent.js'`,
      `import { ${define} } from '@tarojs/components/dist/components'`,
      `export default /*@__PURE__*/ createReactComponent(${args})`,
      '',
    ].join('\n')
    exports.push(`export { default as ${name} } from './${name}.js'`)
  }
  // Taro 4.2.1 has 99 such components plus Block (a Fragment); far fewer means the file's layout changed.
  if (exports.length < 90 || !/^const Block = Fragment;$/m.test(library)) {
    throw new Error(`config/h5-components.ts: ${path.join(reactLibDir, 'components.js')} no longer has the expected layout`)
  }
  exports.push(`export { Fragment as Block } from 'react'`)
  modules[path.join(splitDir, 'index.js')] = `${exports.join('\n')}\n`
  return modules
}

interface VirtualModulesPluginClass {
  new (modules: Record<string, string>): { apply(compiler: Compiler): void }
}

type Chain = Parameters<NonNullable<IH5Config['webpackChain']>>[0]

/** Points `@tarojs/components` at the split index (Taro's H5 plugin aliased it to the one-module library). */
export function splitTaroComponents(chain: Chain): void {
  // The plugin Taro's own H5 build uses for generated modules.
  const runner = path.dirname(require.resolve('@tarojs/webpack5-runner/package.json'))
  const VirtualModulesPlugin: VirtualModulesPluginClass = require(require.resolve('webpack-virtual-modules', { paths: [runner] }))
  chain.plugin('split-taro-components').use(VirtualModulesPlugin, [componentModules()])
  chain.resolve.alias.set('@tarojs/components$', path.join(splitDir, 'index.js'))
}
