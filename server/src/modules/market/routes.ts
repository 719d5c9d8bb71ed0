import { endpointRouter } from '../../http/endpoint-route'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { MarketAnalysisService } from './analysis'
import type { MarketBriefService } from './brief'

export async function marketRoutes(
  app: App,
  { auth, analysis, brief }: RouteKit & { analysis: MarketAnalysisService; brief: MarketBriefService },
): Promise<void> {
  const route = endpointRouter(app, auth, '行情')
  route(
    'marketAnalysis',
    { summary: '市场分析', description: '价格指数、月成交量与中位价、热门属性、在售高价商品、行情标语。无需登录。' },
    async (request) => ok(await analysis.analyse(request.body.gameId, request.body.period ?? '6m')),
  )
  route(
    'marketBrief',
    {
      summary: '首页行情摘要',
      description: '最近 6 个月的成交价指数与涨跌，本月加价最多的属性（估价模型测算，金额为区间）。无需登录。',
    },
    async (request) => ok(await brief.brief(request.body.gameId)),
  )
}
