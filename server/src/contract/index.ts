/**
 * The API contract shared by the service (validation, serialization, OpenAPI) and the app (types only:
 * `import type { LoginData } from '<root>/server/src/contract'`). Files here import nothing but
 * @sinclair/typebox and each other, so the app never pulls service code in.
 */
export * from './envelope'
export * from './common'
export * from './auth'
export * from './user'
export * from './home'
export * from './config'
export * from './invitation'
export * from './dev'
export * from './valuation'
export * from './valuation-auth'
export * from './questions'
export * from './market'
export * from './check'
export * from './purpose'
export * from './collect'
export * from './compare'
export * from './account'
export * from './feedback'
export * from './report'
export * from './payment'
export * from './help'
export * from './values'
export * from './endpoints'
