import type { Db } from '../../db/connect'
import type { MarketContext } from '../market/context'
import type { ServiceModule } from '../module'
import { CollectRepository } from './repository'
import { collectRoutes } from './routes'
import { CollectService } from './service'

/** Favourites and similar listings; `favourites` is the table purpose search reads too. */
export function createCollect(deps: { db: Db; market: MarketContext }): ServiceModule<CollectService> & { favourites: CollectRepository } {
  const favourites = new CollectRepository(deps.db)
  const service = new CollectService(deps.market, favourites)
  return { service, favourites, routes: (app, http) => collectRoutes(app, { ...http, collect: service }) }
}
