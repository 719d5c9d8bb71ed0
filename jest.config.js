// Three projects (see ../shared/notes/taro-toolchain.md):
//  unit      – plain app modules in node, @tarojs/taro mapped to a hand-written mock;
//  component – pages rendered in jsdom through Taro's H5 runtime;
//  console   – the operators' console (console/), plain React in jsdom against a mocked console API;
//  server    – the API service and the valuation engine, against SQLite (and PostgreSQL when
//              TEST_DATABASE_URL is set).
const { availableParallelism } = require('node:os')
const swc = require('./__tests__/swc-transform.js')
const typescript = swc('typescript')
/** Every project's runtime: modules compiled once per worker, not once per test file (see the file). */
const runtime = require.resolve('./__tests__/shared-script-runtime.js')

/** Packages under node_modules the server tests compile (see the server project). */
const ESM_ONLY = '(@scure/base|@noble/hashes|cookie|@fastify/cookie)'

module.exports = {
  // Jest's default is one worker fewer than the cores, which on CI's two cores means every file runs in band. The
  // test files already keep to their own databases and ports, so every core runs files (measured: npm test 474 s
  // instead of 854-942 s on this machine), and half as many again: a file waits for its database, timers and child
  // processes about a sixth of its time, which a third worker on two cores fills (npm test 289-310 s → 260-276 s for
  // the same CPU seconds, 2026-12-02).
  // A number, not '150%': Jest reads a percentage above 100 as a count of workers.
  maxWorkers: Math.ceil(availableParallelism() * 1.5),
  testSequencer: '<rootDir>/__tests__/slow-first-sequencer.js',
  projects: [
    {
      displayName: 'unit',
      runtime,
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/__tests__/jest.timeout.js'],
      testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts?(x)'],
      transform: { '^.+\\.[tj]sx?$': typescript },
      moduleNameMapper: {
        '^@tarojs/taro$': '<rootDir>/__tests__/mocks/taro.ts',
        '^@tarojs/runtime$': '<rootDir>/__tests__/mocks/taro-runtime.ts',
        '^@/(.*)$': '<rootDir>/src/$1',
        '\\.(css|scss|png|jpg|svg)$': '<rootDir>/__tests__/mocks/file.js',
      },
    },
    { ...require('./__tests__/component/jest.project.js'), runtime },
    { ...require('./console/jest.project.js'), runtime },
    {
      displayName: 'server',
      runtime,
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/__tests__/jest.timeout.js'],
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
      // Node loads these ES modules itself (require(esm), or @fastify/cookie's import('cookie')); Jest's CommonJS
      // runtime cannot: otplib's base32 and HMAC plugins and the cookie parser are compiled to CommonJS like the
      // sources, @fastify/cookie's dynamic import with them.
      transform: { '^.+\\.tsx?$': typescript, [`/node_modules/${ESM_ONLY}/.+\\.js$`]: swc('ecmascript') },
      transformIgnorePatterns: [`/node_modules/(?!${ESM_ONLY}/)`],
    },
  ],
}
