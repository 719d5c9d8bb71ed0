// CPU seconds of the processes a journey run uses, by kind, read from /proc (Linux only; elsewhere nothing). Chromium's
// renderers are not children the runner waits for, so neither `process.cpuUsage` nor the shell's `times` sees them.
// A renderer that exits before the reading (a closed context) takes its time with it: readings are taken before a
// journey's contexts close.
import { readFileSync, readdirSync } from 'node:fs'

const TICKS = 100

/** Which kind of process a command line is, or null for one the journeys do not start. */
function kindOf(cmdline) {
  if (cmdline.includes('chromium')) return `chromium ${cmdline.match(/--type=([a-z-]+)/)?.[1] ?? 'browser'}`
  if (cmdline.includes('server/src/main.ts')) return 'service'
  if (cmdline.includes('server/src/cli/')) return 'cli'
  return null
}

/** { kind: CPU seconds so far } of the live processes, the runner itself included. */
export function cpuByProcess() {
  const out = {}
  let pids
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d))
  } catch {
    return out
  }
  for (const pid of pids) {
    try {
      const kind = kindOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
      if (!kind) continue
      // Fields after the command name: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      out[kind] = (out[kind] ?? 0) + (Number(fields[11]) + Number(fields[12])) / TICKS
    } catch {
      // The process ended between the listing and the reading.
    }
  }
  const own = process.cpuUsage()
  out.runner = (own.user + own.system) / 1e6
  return out
}

/** What each kind used since `before` (a `cpuByProcess()` reading), as "kind 1.2, …" with the total first. */
export function cpuSince(before) {
  const now = cpuByProcess()
  const used = Object.entries(now)
    .map(([kind, s]) => [kind, s - (before[kind] ?? 0)])
    .filter(([, s]) => s >= 0.05)
    .sort((a, b) => b[1] - a[1])
  const total = used.reduce((sum, [, s]) => sum + s, 0)
  return `${total.toFixed(1)} CPU-s: ${used.map(([kind, s]) => `${kind} ${s.toFixed(1)}`).join(', ')}`
}
