/**
 * Response types of the service, taken from its TypeBox contract (`server/src/contract`) so the app and the
 * service cannot drift. Type-only imports: nothing from the service is bundled into the app.
 */
import type { LoginData } from '../../server/src/contract/auth'
import type { ConfigEntry as ContractConfigEntry } from '../../server/src/contract/config'

/** PxLogin receives only the two tokens, so the rest of the login response is optional on the client. */
export type LoginResult = Pick<LoginData, 'token' | 'refresh_token'> & Partial<LoginData>
export type ConfigEntry = ContractConfigEntry
