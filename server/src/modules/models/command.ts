import { integer } from '../../lib/command-args'
import { CommandError } from '../../lib/command-error'
import { JobName, type JobQueue } from '../../jobs/job-queue'
import { getGame } from '../../valuation/catalogue'

export const MODELS_USAGE = `valuation model commands:
  models:retrain [GAME_ID ...]         retrain from the stored market (all games when none given). On PostgreSQL the
                                       job is queued and one service replica runs it; the others load the new models
                                       within MODEL_REFRESH_SECONDS. On SQLite it runs here.`

/** `npm run ops -- models:retrain [GAME_ID ...]`. */
export async function runModelsCommand(args: string[], services: { jobs: JobQueue }): Promise<string> {
  const [command, ...rest] = args
  if (command !== 'models:retrain') throw new CommandError(`unknown command "${command}"\n\n${MODELS_USAGE}`)
  const gameIds = rest.map((raw) => {
    const id = integer('GAME_ID', raw, 1, 1_000_000)
    if (!getGame(id)) throw new CommandError(`no game ${id}`)
    return id
  })
  const { jobs } = services
  await jobs.start({ work: false })
  try {
    await jobs.send(JobName.RETRAIN, { gameIds })
    if (jobs.durable) return `retrain of ${gameIds.length ? `games ${gameIds.join(', ')}` : 'every game'} queued for the service`
    // In-process queue: the job runs in this process; wait for it.
    await jobs.idle()
    return `retrained ${gameIds.length ? `games ${gameIds.join(', ')}` : 'every game'}`
  } finally {
    await jobs.stop()
  }
}
