// The `console` jest project: the operators' console (console/) rendered in jsdom as plain React, its API
// answered by an in-test mock of fetch (console/__tests__/mock-api.ts).
const path = require('path')
const swc = require('../__tests__/swc-transform.js')

const root = path.resolve(__dirname, '..')

module.exports = {
  displayName: 'console',
  rootDir: root,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/console/__tests__/**/*.test.ts?(x)'],
  setupFiles: [path.join(__dirname, '__tests__', 'setup.ts')],
  setupFilesAfterEnv: [path.join(root, '__tests__', 'jest.timeout.js'), path.join(__dirname, '__tests__', 'after-env.ts')],
  // SWC, as the other projects (jest.config.js).
  transform: { '^.+\\.tsx?$': swc('typescript') },
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/__tests__/mocks/file.js',
    '^@ant-design/icons$': path.join(__dirname, '__tests__', 'lazy-icons.ts'),
  },
}
