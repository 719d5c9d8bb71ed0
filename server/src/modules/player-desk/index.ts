import type { ServiceModule } from '../module'
import { PlayerDesk, type PlayerDeskDeps } from './desk'

export type { PageRequest } from './desk'
export type { PlayerDesk }

/** The console's player lookup and page; no routes of its own (the console serves them). */
export function createPlayerDesk(deps: PlayerDeskDeps): ServiceModule<PlayerDesk> {
  return { service: new PlayerDesk(deps) }
}
