// The component project's Jest transform: SWC with the options the other projects use (../swc-transform.js), in
// place of the babel transformer of @tarojs/test-utils-react, which cost most of the project's CPU on a cold cache
// (docs/decisions.md, "Component and console tests: cheaper per file"). What that transformer did beyond compiling:
//  - babel-preset-taro: nothing these sources need (no decorators; definePageConfig only in *.config.ts, which it
//    leaves alone; class properties and preset-env are for older engines than Node 20);
//  - it prefixes the module @tarojs/taro is mapped to with Taro's api-loader, which hangs the React page hooks
//    (useLoad, useDidShow, …) on the Taro object, as the H5 build does: done here the same way;
//  - it rewrote `process.env.TARO_ENV` in src/ to `process.env.TARO_ENV_JEST || process.env.TARO_ENV`: nothing sets
//    TARO_ENV_JEST, so the setup file's TARO_ENV ('h5') is what the sources read either way.
// Packages under node_modules are ES modules or CommonJS; `isModule: 'unknown'` compiles only the former to CommonJS,
// as babel's `sourceType: 'unambiguous'` did.
const crypto = require('crypto')
const { createTransformer } = require('@swc/jest')
const apiLoader = require('@tarojs/plugin-framework-react/dist/api-loader.js')
const swc = require('../swc-transform.js')

const TARO_H5 = 'test-utils-react/dist/jest/runtime/taro-h5.js'
// Part of the cache key: a change to what this file does to a source must not reuse an old result.
const VERSION = 'taro-api-loader-1'

const compilerFor = (syntax) => {
  const [, options] = swc(syntax)
  return createTransformer({
    ...options,
    isModule: 'unknown',
    jsc: { ...options.jsc, parser: syntax === 'typescript' ? options.jsc.parser : { syntax, jsx: true } },
  })
}
const typescript = compilerFor('typescript')
const ecmascript = compilerFor('ecmascript')

const compilerOf = (filename) => (/\.tsx?$/.test(filename) ? typescript : ecmascript)
const prepare = (src, filename) => (filename.includes(TARO_H5) ? apiLoader(src) : src)

module.exports = {
  process: (src, filename, options) => compilerOf(filename).process(prepare(src, filename), filename, options),
  getCacheKey: (src, filename, options) =>
    crypto
      .createHash('sha1')
      .update(compilerOf(filename).getCacheKey(src, filename, options))
      .update(VERSION)
      .digest('hex'),
}
