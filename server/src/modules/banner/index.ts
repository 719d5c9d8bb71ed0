import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import type { ServiceModule } from '../module'
import { BannerRepository } from './repository'
import { bannerRoutes } from './routes'
import { BannerService } from './service'

export function createBanner(deps: { db: Db; clock: Clock }): ServiceModule<BannerService> {
  const service = new BannerService(new BannerRepository(deps.db), deps.clock)
  return { service, routes: (app, http) => bannerRoutes(app, { ...http, banner: service }) }
}
