import { DealEvaluateBody, DealEvaluateData } from '../../contract'
import { caller, loginRequired } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

/** deal/evaluate (要价是否划算). */
export function dealRoutes(app: App, { auth, market }: Services): void {
  const guard = loginRequired(auth)
  app.post(
    '/deal/evaluate',
    {
      schema: {
        ...describe('成交评估', '要价是否划算', {
          auth: true,
          description: '{gameId, answers} 或 {link}，加上 askFen：先只按属性估值，再比较要价。',
        }),
        body: DealEvaluateBody,
        response: success(DealEvaluateData),
      },
      preHandler: guard,
    },
    async (request) => ok(await market.deal.evaluate(caller(request).userId, request.body)),
  )
}
