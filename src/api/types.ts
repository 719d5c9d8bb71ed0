/**
 * Response types of the service, taken from its TypeBox contract (`server/src/contract`) so the app and the
 * service cannot drift. Type-only imports: nothing from the service is bundled into the app.
 */
import type { LoginData, PxLoginData, PxTokenData } from '../../server/src/contract/auth'
import type { UserInfoData } from '../../server/src/contract/user'
import type { ConfigEntry as ContractConfigEntry } from '../../server/src/contract/config'
import type { Slogan } from '../../server/src/contract/home'

/** PxLogin receives only the two tokens, so the rest of the login response is optional on the client. */
export type LoginResult = Pick<LoginData, 'token' | 'refresh_token'> & Partial<LoginData>
export type UserInfoResult = UserInfoData
export type PxTokenResult = PxTokenData
/** The quick-login exchange is checked on the client: a missing token or refresh is a failed launch. */
export type QuickLoginResult = Partial<PxLoginData>
export type ConfigEntry = ContractConfigEntry
export type HomeSlogan = Slogan
