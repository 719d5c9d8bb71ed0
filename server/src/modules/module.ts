import type { App, RouteKit } from '../http/types'

/**
 * A module's routes, registered by app.ts in their own encapsulated Fastify context under the API prefix. They
 * get the app's kit at registration rather than at creation, because the auth module that answers for the kit
 * is itself built from other modules (invitations).
 */
export type ModuleRoutes = (app: App, http: RouteKit) => Promise<void>

/**
 * What a module's `create…(deps)` returns: its service, and the routes that serve it when it has any. Deps are
 * the narrow set the module uses; services.ts calls the create functions in order, and each CLI calls only the
 * ones its command needs (commands take the built service, see cli/).
 */
export interface ServiceModule<S> {
  service: S
  routes?: ModuleRoutes
}

/** A structured log line, as the service's logger takes it; modules get the levels they write at. */
export type ModuleLog = (obj: object, msg: string) => void
