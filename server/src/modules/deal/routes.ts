import { endpointRouter } from '../../http/endpoint-route'
import { onCallerQuota } from '../../http/daily-quota'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { DealService } from './service'
import type { QuotaService } from '../quotas/service'

/** deal/evaluate (要价是否划算). */
export async function dealRoutes(app: App, { auth, deal, quotas }: RouteKit & { deal: DealService; quotas: QuotaService }): Promise<void> {
  const route = endpointRouter(app, auth, '成交评估')
  route(
    'dealEvaluate',
    {
      summary: '要价是否划算',
      description: '{gameId, answers}、{link} 或 {valId}，加上 askFen：先只按属性估值，再比较要价。',
    },
    async (request) => ok(await onCallerQuota(quotas, 'dealEvaluations', request, (userId) => deal.evaluate(userId, request.body))),
  )
}
