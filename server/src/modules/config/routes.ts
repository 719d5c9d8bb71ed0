import { EmptyBody, GlobalConfigData } from '../../contract'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

export function configRoutes(app: App, { config }: Services): void {
  app.post(
    '/config/global',
    {
      schema: {
        ...describe('配置', '全局配置', { description: '启动时拉取；confValue 一律为字符串' }),
        body: EmptyBody,
        response: success(GlobalConfigData),
      },
    },
    async () => ok({ globalConfig: await config.globalConfig() }),
  )
}
