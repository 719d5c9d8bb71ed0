import type { Providers } from '../../providers'
import { LocalTextGenerator } from '../../providers/text-generation'
import type { GameRepository } from '../games/repository'
import type { ModuleLog, ServiceModule } from '../module'
import type { QuotaService } from '../quotas/service'
import type { ReportRepository } from '../reports/repository'
import { aiCreateRoutes } from './routes'
import { AiCreateService } from './service'

export interface AiCreateDeps {
  reports: ReportRepository
  games: GameRepository
  generator: Providers['textGeneration']
  info: ModuleLog
  quotas: QuotaService
}

export function createAiCreate(deps: AiCreateDeps): ServiceModule<AiCreateService> {
  const service = new AiCreateService({
    reports: deps.reports,
    games: deps.games,
    // Providers built without one (production tests pass only what they need) fall back to the local generator.
    generator: deps.generator ?? new LocalTextGenerator(),
    log: deps.info,
  })
  const { quotas } = deps
  return { service, routes: (app, http) => aiCreateRoutes(app, { ...http, aiCreate: service, quotas }) }
}
