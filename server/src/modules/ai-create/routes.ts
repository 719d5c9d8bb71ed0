import { endpointRouter } from '../../http/endpoint-route'
import { onCallerQuota } from '../../http/daily-quota'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { AiCreateService } from './service'
import type { QuotaService } from '../quotas/service'

/** ai/create (AI创作): counted against the caller's daily quota, given back when the copy cannot be made. */
export async function aiCreateRoutes(
  app: App,
  { auth, aiCreate, quotas }: RouteKit & { aiCreate: AiCreateService; quotas: QuotaService },
): Promise<void> {
  const route = endpointRouter(app, auth, 'AI创作')
  route(
    'aiCreate',
    {
      summary: '生成账号出售文案',
      description:
        '{valId} 或 {gameId, answers}，加上 tone（简洁/详细/活泼）：标题、卖点、正文；只有已解锁的报告给出建议价格区间。每人每天有次数上限。',
    },
    async (request) => ok(await onCallerQuota(quotas, 'aiCreations', request, (userId) => aiCreate.create(userId, request.body))),
  )
}
