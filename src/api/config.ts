import { post } from '../http'
import { ApiPath } from './paths'
import type { ConfigEntry } from './types'

export const globalConfig = () =>
  post<{ globalConfig?: ConfigEntry[] }>(ApiPath.GLOBAL_CONFIG, {}, { silent: true }).then((r) => r.data?.globalConfig ?? [])
