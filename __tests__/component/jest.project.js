// The `component` jest project: pages rendered in jsdom through Taro's H5 runtime. The preset comes from
// @tarojs/test-utils-react; each override below fixes a failure seen without it (../shared/notes/taro-toolchain.md).
const path = require('path')
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const esmPackages = [
  '@tarojs',
  '@stencil',
  'swiper',
  'dom7',
  'ssr-window',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'lodash-es',
].join('|')
const root = path.resolve(__dirname, '../..')

const config = defineJestConfig({
  displayName: 'component',
  rootDir: root,
  testMatch: ['<rootDir>/__tests__/component/**/*.test.ts?(x)'],
  setupFiles: [path.join(__dirname, 'setup.js')],
  setupFilesAfterEnv: [path.join(__dirname, '../jest.timeout.js')],
  // Transpile only the ESM packages; transpiling everything would compile jest itself.
  // Anchored so copies nested under @tarojs/*/…/node_modules/ are transpiled too.
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmPackages})/).*/node_modules/`],
  // SWC instead of the preset's babel transformer, doing the one rewrite of it the tests need (swc-transform.js).
  transform: { '^.+\\.(js|jsx|ts|tsx|mjs|cjs)$': path.join(__dirname, 'swc-transform.js') },
  // Resolve Taro's per-platform files the way the H5 build does.
  moduleFileExtensions: ['h5.tsx', 'h5.ts', 'tsx', 'ts', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css|scss|sass|less)$': '<rootDir>/__tests__/mocks/file.js',
    '\\.(png|jpg|jpeg|gif|svg)$': '<rootDir>/__tests__/mocks/file.js',
  },
})
// Global-only options are not allowed on a project entry.
delete config.bail
delete config.verbose
delete config.collectCoverageFrom
module.exports = config
