// npm run dev: the service under `tsx watch` (restarts on server changes) and `taro build --type h5 --watch`,
// which for H5 is Taro's webpack dev server on :10086 with hot reload; its proxy (config/index.ts) sends
// /app/v1, /dev and /docs to the service on PORT (8080 by default).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' }

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn('npx', ['taro', 'build', '--type', 'h5', '--watch'], { cwd: root, stdio: 'inherit', env }),
]

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = code
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
// If either half dies, stop the other: a half-running dev setup is confusing.
for (const child of children) child.on('exit', (code) => stop(code ?? 1))
