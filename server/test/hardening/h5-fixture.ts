import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'

/** A stand-in for the built H5 app, so the static file routes exist in a test: index.html and one asset. */
export function makeH5Dir(): { dir: string; indexSize: number; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'youxi-h5-'))
  const index = '<!doctype html><html><head><title>游戏估价</title></head><body><div id="app"></div></body></html>\n'
  fs.writeFileSync(path.join(dir, 'index.html'), index)
  fs.mkdirSync(path.join(dir, 'js'))
  fs.writeFileSync(path.join(dir, 'js', 'app.js'), 'console.log("app")\n')
  return { dir, indexSize: Buffer.byteLength(index), remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

export interface LogLine {
  level: number
  msg?: string
  err?: { type?: string; message?: string; stack?: string }
  [key: string]: unknown
}

/** The service's real log, parsed line by line (pass `stream` as createTestApp's logStream). */
export function captureLog(): { stream: Writable; lines: LogLine[]; errors(): LogLine[] } {
  const lines: LogLine[] = []
  let pending = ''
  const stream = new Writable({
    write(chunk, _encoding, done) {
      pending += String(chunk)
      let newline = pending.indexOf('\n')
      while (newline >= 0) {
        const line = pending.slice(0, newline)
        pending = pending.slice(newline + 1)
        if (line.trim()) lines.push(JSON.parse(line) as LogLine)
        newline = pending.indexOf('\n')
      }
      done()
    },
  })
  // pino's error level is 50, fatal 60.
  return { stream, lines, errors: () => lines.filter((line) => line.level >= 50) }
}

/** One error-level line in a form short enough for an assertion message. */
export function describeLogLine(line: LogLine): string {
  return `${line.msg ?? ''} ${line.err?.type ?? ''}: ${line.err?.message ?? ''} (${String(line.req ? JSON.stringify(line.req) : (line.reqId ?? ''))})`
}
