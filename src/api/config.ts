import { call } from './endpoint'

export const globalConfig = () => call('globalConfig', {}, { silent: true }).then((r) => r.data?.globalConfig ?? [])
