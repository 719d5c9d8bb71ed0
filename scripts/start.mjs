// npm start: builds the H5 app when it is missing or older than its sources, then runs the service, which
// serves the app at / and the API at /app/v1 on one port (SQLite var/app.db unless DATABASE_URL is set).
//
// The service runs with the environment's NODE_ENV (development when unset), so a fresh machine gets the
// local sandbox providers (SMS codes appear in the log). Production sets NODE_ENV=production and the real
// provider settings; see docs/api.md.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const builtIndex = path.join(root, 'dist', 'h5', 'index.html')
const sourceDirs = ['src', 'config'].map((d) => path.join(root, d))

/** Newest modification time of any file under the given folders. */
function newestMtime(dirs) {
  let newest = 0
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else newest = Math.max(newest, fs.statSync(full).mtimeMs)
    }
  }
  dirs.forEach(walk)
  return newest
}

function h5IsStale() {
  if (!fs.existsSync(builtIndex)) return true
  return fs.statSync(builtIndex).mtimeMs < newestMtime(sourceDirs)
}

if (h5IsStale()) {
  console.log('构建 H5 前端（taro build --type h5）…')
  const build = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (build.status !== 0) {
    console.error('H5 构建失败，服务未启动。')
    process.exit(build.status ?? 1)
  }
}

const service = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => service.kill(signal))
service.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
