import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const repoRoot = path.resolve(__dirname, '../../..')

/** One service process (`node --import tsx server/src/main.ts`, as `npm run server` runs it), its log and URL. */
export interface Replica {
  name: string
  base: string
  /** The JSON log lines it wrote to stdout so far. */
  logs: Array<Record<string, unknown>>
  child: ChildProcess
  post<T = any>(route: string, body: unknown, token?: string): Promise<{ code: number; msg: string; data: T }>
  kill(): Promise<void>
}

/** Starts a replica and resolves once it listens (it prints its URL after migrating, training and starting jobs). */
export function startReplica(name: string, env: NodeJS.ProcessEnv): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: Array<Record<string, unknown>> = []
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  return new Promise((resolve, reject) => {
    let buffered = ''
    child.once('exit', (code) => reject(new Error(`replica ${name} exited with ${code}: ${stderr.slice(-2000)}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      let nl: number
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl)
        buffered = buffered.slice(nl + 1)
        if (line.startsWith('{')) {
          try {
            logs.push(JSON.parse(line) as Record<string, unknown>)
          } catch {
            // a line cut by SIGKILL
          }
          continue
        }
        const url = /已启动: (http:\/\/\S+?)\/?$/.exec(line)?.[1]
        if (url) resolve(replica(name, url, logs, child))
      }
    })
  })
}

function replica(name: string, base: string, logs: Replica['logs'], child: ChildProcess): Replica {
  return {
    name,
    base,
    logs,
    child,
    post: async (route, body, token) => {
      const res = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: JSON.stringify(body),
      })
      return (await res.json()) as { code: number; msg: string; data: any }
    },
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      }),
  }
}
