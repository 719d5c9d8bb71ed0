import { systemClock, type Clock } from '../clock'
import { loadConfig, type AppConfig } from '../config'
import { createDb, type Db } from '../db/connect'
import { migrateToLatest } from '../db/migrate'

/** What a command builds its modules from: the service's database, clock and configuration. */
export interface CommandContext {
  db: Db
  clock: Clock
  config: AppConfig
}

/** Tools write no service log: what a command has to say, it returns and the frame prints. */
export const quiet = (): void => {}

/**
 * The frame of an operator CLI: the command line's arguments run against the same database as the service
 * (DATABASE_URL or var/app.db, migrated first) and what the command returns is printed. Each command builds only
 * the modules it uses, through their create functions. A `mistake` (input the command refuses, saying what to fix)
 * prints its message alone, anything else in full; both exit 1. The database is closed either way, or the process
 * would not end.
 */
export async function runCommand(command: {
  mistake: new (...args: never[]) => Error
  run: (args: string[], context: CommandContext) => Promise<string>
}): Promise<void> {
  const config = loadConfig()
  const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  try {
    await migrateToLatest(db)
    console.log(await command.run(process.argv.slice(2), { db, clock: systemClock, config }))
  } catch (err) {
    console.error(err instanceof command.mistake ? err.message : err)
    process.exitCode = 1
  } finally {
    await db.destroy()
  }
}
