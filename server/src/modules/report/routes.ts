import { endpointRouter } from '../../http/endpoint-route'
import { caller, optionalCaller } from '../../http/auth-guard'
import { shareDevice } from '../../http/client-meta'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { ReportShareService } from './service'

/** val/propertyConfirm, val/shareLink, val/sharedReport (no login) and goods/detail. */
export async function reportRoutes(app: App, { auth, report }: RouteKit & { report: ReportShareService }): Promise<void> {
  const route = endpointRouter(app, auth, '估价')
  const favourites = endpointRouter(app, auth, '收藏')

  route(
    'propertyConfirm',
    { summary: '确认报告属性', description: 'status 1 属性无误；2 属性有误并填写 feedback。仅报告所有者。' },
    async (request) => ok(await report.confirmProperties(caller(request).userId, request.body)),
  )

  route(
    'shareLink',
    { summary: '生成报告分享链接', description: '仅报告所有者。返回签名令牌（30 天有效），持有者可通过 val/sharedReport 查看。' },
    async (request) => ok(await report.shareLink(caller(request).userId, request.body.valId, shareDevice(request, request.body))),
  )

  route(
    'sharedReport',
    {
      summary: '查看分享的报告',
      description:
        '无需登录。未解锁的报告只返回概要；所有者解锁后才返回估价、区间、构成、相似成交和走势。所有者以外的人打开时计入所有者的「分享一份报告」任务。',
    },
    async (request) => {
      const viewer = { userId: (await optionalCaller(auth, request))?.userId ?? null, ...shareDevice(request, request.body) }
      return ok(await report.sharedReport(request.body.shareToken, viewer))
    },
  )

  favourites(
    'goodsDetail',
    { summary: '商品详情', description: '挂牌或成交记录的详情：全部属性、按属性的模型估值、是否已收藏。' },
    async (request) => ok(await report.goodsDetail(caller(request).userId, request.body.listingId)),
  )
}
