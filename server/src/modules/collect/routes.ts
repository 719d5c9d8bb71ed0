import { CollectListBody, CollectListData, CollectToggleBody, CollectToggleData, GoodsSimilarBody, GoodsSimilarData } from '../../contract'
import { caller, loginRequired } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

export function collectRoutes(app: App, { auth, market }: Services): void {
  const guard = loginRequired(auth)
  app.post(
    '/collect/toggle',
    {
      schema: { ...describe('收藏', '收藏/取消收藏商品', { auth: true }), body: CollectToggleBody, response: success(CollectToggleData) },
      preHandler: guard,
    },
    async (request) => ok(await market.collect.toggle(caller(request).userId, request.body)),
  )
  app.post(
    '/collect/list',
    {
      schema: { ...describe('收藏', '我的收藏', { auth: true }), body: CollectListBody, response: success(CollectListData) },
      preHandler: guard,
    },
    async (request) => ok(await market.collect.list(caller(request).userId, request.body.page ?? 1, request.body.pageSize ?? 20)),
  )
  app.post(
    '/goods/similar',
    {
      schema: {
        ...describe('收藏', '相似在售商品', {
          auth: true,
          description: '{type, valId} 或 {type, listingId}：同游戏在售商品按相似度排序。',
        }),
        body: GoodsSimilarBody,
        response: success(GoodsSimilarData),
      },
      preHandler: guard,
    },
    async (request) => ok(await market.collect.similar(caller(request).userId, request.body)),
  )
}
