import { endpointRouter } from '../../http/endpoint-route'
import { caller } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { IntentionSearchService } from './service'

export async function intentionSearchRoutes(app: App, { auth, purpose }: RouteKit & { purpose: IntentionSearchService }): Promise<void> {
  const route = endpointRouter(app, auth, '意向找号')
  route(
    'purposeSearch',
    {
      summary: '按意向搜索在售账号',
      description:
        'searchType 1 {link}，2 {gameId, answers}，3 {valId}；加上 minFen、maxFen。按匹配度排序价格区间内的在售商品，保存意向记录和意向报告（kind 2，未解锁），只返回报告预览（数量、价位档、想要属性覆盖），不含任何商品。',
    },
    async (request) => ok(await purpose.search(caller(request).userId, request.body)),
  )
  route(
    'purposeReport',
    {
      summary: '意向报告',
      description: '自己的意向报告；未解锁只返回预览，已解锁再返回分页的匹配账号（当前要价、状态、是否收藏）。他人的或非意向报告 → 40004。',
    },
    async (request) => ok(await purpose.report(caller(request).userId, request.body)),
  )
  route('purposeRecords', { summary: '我的意向记录' }, async (request) =>
    ok(await purpose.list(caller(request).userId, request.body.page ?? 1, request.body.pageSize ?? 20)),
  )
}
