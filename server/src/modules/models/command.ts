import { integer, parseOptions, stringOptions } from '../../lib/command-args'
import { CommandError } from '../../lib/command-error'
import { BizError } from '../../errors'
import type { JobQueue } from '../../jobs/job-queue'
import { getGame } from '../../valuation/catalogue'
import type { AuditActor } from '../audit-port'
import type { ModelDesk } from './desk'
import { driftLine } from './drift'
import type { VersionSummary } from './versions'

export const MODELS_USAGE = `valuation model commands:
  models:retrain [GAME_ID ...]         retrain from the stored market (all games when none given), each game as a
                                       challenger promoted only when not worse than its champion on the same recent
                                       deals. On PostgreSQL the job is queued and one service replica runs it; the
                                       others load promoted models within MODEL_REFRESH_SECONDS. On SQLite it runs here.
  models:versions GAME_ID              the game's model versions with their backtest figures, newest first
  models:promote VERSION_ID [--reason TEXT]
                                       make a version the champion; a version worse than the champion needs a reason
  models:rollback GAME_ID --reason TEXT
                                       restore the previous champion (every replica within MODEL_REFRESH_SECONDS)
  models:drift [GAME_ID] [--check]     each game's latest drift check (the service checks every hour): the last 30
                                       days' deals against the served model's estimates, bias, MdAPE and the price
                                       index's step, flagged or not, and the retrain a flag queued. --check checks now
                                       (a flagged game gets a retrain, one at a time per game, as the hourly job does)`

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '-' : `${(x * 100).toFixed(1)}%`)
const day = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', ' ')

function versionLine(v: VersionSummary): string {
  const c = v.backtest?.challenger
  const figures = c
    ? `MdAPE ${pct(c.mdape)} coverage ${pct(c.coverage)} order ${c.confidenceOrderOk ? 'ok' : 'broken'} (n ${c.n})`
    : 'no figures'
  const promoted = v.promotedAt ? ` promoted ${day(v.promotedAt)} by ${v.promotedBy}: ${v.promoteReason ?? ''}` : ''
  return `#${v.id} ${v.status.padEnd(10)} trained ${day(v.trainedAt)} deals ${v.deals} ${v.refusedReason ? `refused: ${v.refusedReason}` : figures}${promoted}`
}

function gameId(raw: string | undefined): number {
  if (!raw) throw new CommandError(`give a GAME_ID\n\n${MODELS_USAGE}`)
  const id = integer('GAME_ID', raw, 1, 1_000_000)
  if (!getGame(id)) throw new CommandError(`no game ${id}`)
  return id
}

/** The desk's refusals (a missing reason, no previous version) as the command's message. */
async function refused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof BizError) throw new CommandError(err.message)
    throw err
  }
}

/** `npm run ops -- models:*`: the console's 模型 page commands, through the same desk. */
export async function runModelsCommand(
  args: string[],
  services: { jobs: JobQueue; modelDesk: ModelDesk },
  actor: AuditActor,
): Promise<string> {
  const [command, ...rest] = args
  const { modelDesk: desk, jobs } = services
  switch (command) {
    case 'models:retrain': {
      const ids = rest.map(gameId)
      await jobs.start({ work: false })
      try {
        const steps = await desk.startRetrain(actor, ids)
        const what = ids.length ? `games ${ids.join(', ')}` : 'every game'
        if (jobs.durable) return `retrain of ${what} queued for the service (run ${steps[0]?.runId})`
        // In-process queue: the job runs in this process; wait for it.
        await jobs.idle()
        const done = await desk.run(steps[0]?.runId ?? '')
        return done.map((s) => `${getGame(s.gameId)?.name ?? s.gameId} (${s.gameId}): ${s.state} ${s.note ?? ''}`).join('\n')
      } finally {
        await jobs.stop()
      }
    }
    case 'models:versions':
      return (await refused(() => desk.history(gameId(rest[0])))).map(versionLine).join('\n') || 'no versions'
    case 'models:promote': {
      const { values, positionals } = parseOptions(command, rest, stringOptions('reason'), MODELS_USAGE)
      if (!positionals[0]) throw new CommandError(`give a VERSION_ID\n\n${MODELS_USAGE}`)
      const id = integer('VERSION_ID', positionals[0], 1, Number.MAX_SAFE_INTEGER)
      return `champion now ${versionLine(await refused(() => desk.promote(actor, id, values.reason)))}`
    }
    case 'models:rollback': {
      const { values, positionals } = parseOptions(command, rest, stringOptions('reason'), MODELS_USAGE)
      const id = gameId(positionals[0])
      return `rolled back; champion now ${versionLine(await refused(() => desk.rollback(actor, id, values.reason)))}`
    }
    case 'models:drift': {
      const check = rest.includes('--check')
      const { positionals } = parseOptions(
        command,
        rest.filter((a) => a !== '--check'),
        {},
        MODELS_USAGE,
      )
      if (positionals.length > 1) throw new CommandError(`give at most one GAME_ID\n\n${MODELS_USAGE}`)
      const ids = positionals.map(gameId)
      if (!check) return (await desk.drift.latest(ids[0])).map(driftLine).join('\n') || 'no drift checks yet'
      // A flag's retrain is queued for the service's replicas (PostgreSQL), or runs here before the command ends (the
      // in-process queue of SQLite, as models:retrain).
      await jobs.start({ work: false })
      try {
        return (await desk.drift.check(ids, actor)).map(driftLine).join('\n') || 'no game has a trained model'
      } finally {
        await jobs.stop()
      }
    }
    default:
      throw new CommandError(`unknown command "${command}"\n\n${MODELS_USAGE}`)
  }
}
