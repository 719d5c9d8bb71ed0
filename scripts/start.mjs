// npm start: builds the H5 app and the operators' console when either is missing or older than its sources, then
// runs the service, which serves the app at /, the console at /console/ and the APIs at /app/v1 and /console/api on
// one port (SQLite var/app.db unless DATABASE_URL is set).
//
// The service runs with the environment's NODE_ENV (development when unset), so a fresh machine gets the
// local sandbox providers (SMS codes appear in the log). Production sets NODE_ENV=production and the real
// provider settings; see docs/api.md.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Newest modification time of any file under the given folders and files. */
function newestMtime(paths) {
  let newest = 0
  const walk = (p) => {
    if (!fs.existsSync(p)) return
    const stat = fs.statSync(p)
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs)
      return
    }
    for (const entry of fs.readdirSync(p)) walk(path.join(p, entry))
  }
  paths.forEach(walk)
  return newest
}

const builds = [
  {
    label: 'H5 前端（taro build --type h5）',
    failed: 'H5 构建失败，服务未启动。',
    index: path.join(root, 'dist', 'h5', 'index.html'),
    sources: ['src', 'config'],
    command: ['taro', 'build', '--type', 'h5'],
  },
  {
    label: '管理后台（vite build）',
    failed: '管理后台构建失败，服务未启动。',
    index: path.join(root, 'dist', 'console', 'index.html'),
    sources: ['console/src', 'console/index.html', 'console/vite.config.mts'],
    command: ['vite', 'build', '--config', 'console/vite.config.mts'],
  },
]

const isStale = ({ index, sources }) =>
  !fs.existsSync(index) || fs.statSync(index).mtimeMs < newestMtime(sources.map((s) => path.join(root, s)))

for (const build of builds) {
  if (!isStale(build)) continue
  console.log(`构建${build.label}…`)
  const result = spawnSync('npx', build.command, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (result.status !== 0) {
    console.error(build.failed)
    process.exit(result.status ?? 1)
  }
}

const service = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => service.kill(signal))
service.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
