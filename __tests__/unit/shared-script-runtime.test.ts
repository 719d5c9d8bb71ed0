import { spawnSync } from 'child_process'
import { cpSync, mkdtempSync, rmSync } from 'fs'
import { tmpdir } from 'os'
import { join, resolve } from 'path'

const root = resolve(__dirname, '../..')

/**
 * The test runtime keeps each module's transform and compiled script for the life of a worker
 * (`__tests__/shared-script-runtime.js`). Three test files in one worker must still each get a fresh instance of a
 * module (its state starts over) with the transformed code, and a file changed on disk between two test files must be
 * loaded as it is now.
 */
test('modules kept per worker: instantiated once per test file, reloaded when the file changes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shared-runtime-'))
  try {
    cpSync(join(__dirname, 'fixtures', 'shared-runtime'), dir, { recursive: true })
    const config = {
      rootDir: dir,
      runtime: join(root, '__tests__', 'shared-script-runtime.js'),
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.spec.js'],
      testSequencer: join(__dirname, 'fixtures', 'shared-runtime', 'in-path-order.js'),
      transform: { 'counter\\.js$': join(dir, 'mark-transform.js') },
    }
    const run = spawnSync(
      process.execPath,
      [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--config', JSON.stringify(config), '--runInBand', '--ci'],
      { cwd: dir, encoding: 'utf8' },
    )
    expect({ status: run.status, output: run.stderr }).toEqual({ status: 0, output: expect.stringContaining('3 passed, 3 total') })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
