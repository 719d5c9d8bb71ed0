import type { Clock } from '../../clock'
import type { Db } from '../../db/connect'
import { SignedImageLinks } from '../../lib/signed-links'
import type { ServiceModule } from '../module'
import { ReportImageRepository } from './repository'
import { REPORT_IMAGE_PATH, reportImageRoutes } from './routes'
import { ReportImageService } from './service'

/** 报告截图: `secret` signs the image links. */
export function createReportImages(deps: { db: Db; clock: Clock; secret: string }): ServiceModule<ReportImageService> {
  const links = new SignedImageLinks(deps.secret, REPORT_IMAGE_PATH, 'report-image')
  const service = new ReportImageService(new ReportImageRepository(deps.db), deps.clock, links)
  return { service, routes: (app, http) => reportImageRoutes(app, { ...http, images: service }) }
}
