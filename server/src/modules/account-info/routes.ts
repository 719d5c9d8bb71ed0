import { endpointRouter } from '../../http/endpoint-route'
import { caller } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { AccountInfoService } from './service'

export async function accountInfoRoutes(app: App, { auth, account }: RouteKit & { account: AccountInfoService }): Promise<void> {
  const route = endpointRouter(app, auth, '账号发布')
  route('accountInfo', { summary: '报告的账号信息、完善状态与发布状态' }, async (request) =>
    ok(await account.info(caller(request).userId, request.body.valId)),
  )
  route(
    'accountInfoSave',
    { summary: '完善账号信息', description: '区服、联系方式、简介、确认无误的属性；报告生成后可填写。' },
    async (request) => ok(await account.save(caller(request).userId, request.body)),
  )
  route(
    'publish',
    {
      summary: '发布账号（挂牌）',
      description: '需已解锁报告、已实名（否则 40100）、已完善信息；不可发布时 50000 并说明原因。再次调用即改价。',
    },
    async (request) => ok(await account.publish(caller(request).userId, request.body.valId, request.body.priceFen)),
  )
  route('unpublish', { summary: '下架账号' }, async (request) => ok(await account.unpublish(caller(request).userId, request.body.valId)))
  route(
    'markSold',
    {
      summary: '标记已售出',
      description: '已发布的账号卖出后由发布者标记：挂牌变为成交（goodsStatus 0），成交价记为该估价报告的实际成交价；未在售时 50000。',
    },
    async (request) => ok(await account.markSold(caller(request).userId, request.body.valId, request.body.priceFen)),
  )
}
