import { endpointRouter } from '../../http/endpoint-route'
import { caller } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { CollectService } from './service'

export async function collectRoutes(app: App, { auth, collect }: RouteKit & { collect: CollectService }): Promise<void> {
  const route = endpointRouter(app, auth, '收藏')
  route('collectToggle', { summary: '收藏/取消收藏商品' }, async (request) =>
    ok(await collect.toggle(caller(request).userId, request.body)),
  )
  route('collectList', { summary: '我的收藏' }, async (request) =>
    ok(await collect.list(caller(request).userId, request.body.page ?? 1, request.body.pageSize ?? 20)),
  )
  route(
    'goodsSimilar',
    { summary: '相似在售商品', description: '{type, valId} 或 {type, listingId}：同游戏在售商品按相似度排序。' },
    async (request) => ok(await collect.similar(caller(request).userId, request.body)),
  )
}
