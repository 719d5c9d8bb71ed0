import type { ServiceModule } from '../module'
import { bannerRoutes } from './routes'
import { BannerService, type BannerDeps } from './service'

export function createBanner(deps: BannerDeps): ServiceModule<BannerService> {
  const service = new BannerService(deps)
  return { service, routes: (app, http) => bannerRoutes(app, { ...http, banner: service }) }
}
