import { endpointRouter } from '../../http/endpoint-route'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { ConfigService } from './service'

export async function configRoutes(app: App, { auth, config }: RouteKit & { config: ConfigService }): Promise<void> {
  const route = endpointRouter(app, auth, '配置')
  route('globalConfig', { summary: '全局配置', description: '启动时拉取；confValue 一律为字符串' }, async () =>
    ok({ globalConfig: await config.globalConfig() }),
  )
}
