import type { FastifyPluginAsync } from 'fastify'
import type { App } from '../http/types'
import type { Services } from '../services'
import { accountRoutes } from './account/routes'
import { aiCreateRoutes } from './ai-create/routes'
import { authRoutes } from './auth/routes'
import { bannerRoutes } from './banner/routes'
import { checkRoutes } from './check/routes'
import { collectRoutes } from './collect/routes'
import { compareRoutes } from './compare/routes'
import { configRoutes } from './config/routes'
import { dealRoutes } from './deal/routes'
import { drawRoutes } from './draw/routes'
import { feedbackRoutes } from './feedback/routes'
import { helpRoutes } from './help/routes'
import { informationRoutes } from './information/routes'
import { homeRoutes } from './home/routes'
import { invitationRoutes } from './invitation/routes'
import { marketRoutes } from './market/routes'
import { paymentRoutes } from './payment/routes'
import { purposeRoutes } from './purpose/routes'
import { questionsRoutes } from './questions/routes'
import { reportRoutes } from './report/routes'
import { rewardsRoutes } from './rewards/routes'
import { trackerRoutes } from './tracker/routes'
import { userRoutes } from './user/routes'
import { valuationAuthRoutes } from './valuation-auth/routes'
import { valuationRoutes } from './valuation/routes'

/** A service module's routes as a Fastify plugin: registered in its own encapsulated context with the services. */
export type ModulePlugin = (app: App, services: Services) => Promise<void>

/** Every module that serves API endpoints, in registration order (app.ts registers them under API_PREFIX). */
export const apiModules: readonly ModulePlugin[] = [
  authRoutes,
  userRoutes,
  homeRoutes,
  configRoutes,
  invitationRoutes,
  valuationRoutes,
  questionsRoutes,
  valuationAuthRoutes,
  marketRoutes,
  checkRoutes,
  dealRoutes,
  purposeRoutes,
  collectRoutes,
  reportRoutes,
  compareRoutes,
  accountRoutes,
  feedbackRoutes,
  paymentRoutes,
  helpRoutes,
  drawRoutes,
  rewardsRoutes,
  bannerRoutes,
  aiCreateRoutes,
  trackerRoutes,
  informationRoutes,
]

/** Fastify's register takes a plain FastifyInstance; our plugins are typed for the TypeBox-typed instance. */
export const asPlugin = (m: ModulePlugin) => m as unknown as FastifyPluginAsync<Services>
