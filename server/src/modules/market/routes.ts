import { MarketAnalysisBody, MarketAnalysisData } from '../../contract'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

export function marketRoutes(app: App, { market }: Services): void {
  app.post(
    '/market/analysis',
    {
      schema: {
        ...describe('行情', '市场分析', { description: '价格指数、月成交量与中位价、热门属性、在售高价商品、行情标语。无需登录。' }),
        body: MarketAnalysisBody,
        response: success(MarketAnalysisData),
      },
    },
    async (request) => ok(await market.analysis.analyse(request.body.gameId, request.body.period ?? '6m')),
  )
}
