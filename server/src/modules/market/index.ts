import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { ListingFetchProvider } from '../../providers/listing-fetch'
import type { GameRepository } from '../games/repository'
import type { ModuleLog, ServiceModule } from '../module'
import type { ModelRegistry } from '../models/registry'
import type { ReportRepository } from '../reports/repository'
import { MarketAnalysisService } from './analysis'
import { MarketBriefService } from './brief'
import { MarketContext } from './context'
import { LinkReader } from './link-reader'
import { marketRoutes } from './routes'

export interface MarketDeps {
  db: Db
  games: GameRepository
  models: ModelRegistry
  reports: ReportRepository
  clock: Clock
  listingBaseUrl: string
  listingFetch: ListingFetchProvider | null
  error: ModuleLog
}

/**
 * What the market features share (listings, models, owned reports), the one reader of listing links, and the
 * market analysis and home's market brief the routes serve.
 */
export function createMarket(deps: MarketDeps): ServiceModule<MarketContext> & {
  links: LinkReader
  analysis: MarketAnalysisService
  brief: MarketBriefService
} {
  const { db, clock } = deps
  // One reader of listing links for every feature that takes one (link valuation, deal evaluation, purpose search).
  const links = new LinkReader({ db, listingBase: deps.listingBaseUrl, listingFetch: deps.listingFetch, log: deps.error })
  const service = new MarketContext(db, deps.games, deps.models, deps.reports, clock, deps.listingBaseUrl, links)
  const analysis = new MarketAnalysisService(service)
  const brief = new MarketBriefService(service)
  return { service, links, analysis, brief, routes: (app, http) => marketRoutes(app, { ...http, analysis, brief }) }
}
