import { CompareBody, CompareData } from '../../contract'
import { caller, loginRequired } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

export function compareRoutes(app: App, { auth, market }: Services): void {
  app.post(
    '/val/compare',
    {
      schema: {
        ...describe('估价', '账号 PK 对比', { auth: true, description: '两份自己的、已解锁的同游戏报告：逐项属性差异及其对价差的贡献。' }),
        body: CompareBody,
        response: success(CompareData),
      },
      preHandler: loginRequired(auth),
    },
    async (request) => ok(await market.compare.compare(caller(request).userId, request.body)),
  )
}
