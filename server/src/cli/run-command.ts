import { systemClock, type Clock } from '../clock'
import { loadConfig, type AppConfig } from '../config'
import { createDb, type Db } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { AuditService, type AuditActor } from '../modules/audit/service'
import { commandActor, commandEntry, type AuditTarget } from './command-audit'

/** What a command builds its modules from: the service's database, clock and configuration. */
export interface CommandContext {
  db: Db
  clock: Clock
  config: AppConfig
  /** Who runs the command (cli:NAME), for the audit rows its module records itself. */
  actor: AuditActor
}

/** Tools write no service log: what a command has to say, it returns and the frame prints. */
export const quiet = (): void => {}

/**
 * The frame of an operator CLI: the command line's arguments run against the same database as the service
 * (DATABASE_URL or var/app.db, migrated first) and what the command returns is printed. Each command builds only
 * the modules it uses, through their create functions. A `mistake` (input the command refuses, saying what to fix)
 * prints its message alone, anything else in full; both exit 1. The database is closed either way, or the process
 * would not end. A command that wrote (`audit` names what it changed; null for reads) leaves an audit row with
 * what it was asked and what it answered, under cli:OPS_OPERATOR or the system user.
 */
export async function runCommand(command: {
  mistake: new (...args: never[]) => Error
  run: (args: string[], context: CommandContext) => Promise<string>
  audit: (args: string[]) => AuditTarget | null
}): Promise<void> {
  const config = loadConfig()
  const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  const args = process.argv.slice(2)
  const actor = commandActor(config.opsOperator)
  try {
    await migrateToLatest(db)
    const output = await command.run(args, { db, clock: systemClock, config, actor })
    const target = command.audit(args)
    if (target) await new AuditService(db, systemClock).record(actor, commandEntry(target, args, output))
    console.log(output)
  } catch (err) {
    console.error(err instanceof command.mistake ? err.message : err)
    process.exitCode = 1
  } finally {
    await db.destroy()
  }
}
