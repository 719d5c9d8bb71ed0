import {
  GoodsDetailBody,
  GoodsDetailData,
  PropertyConfirm,
  PropertyConfirmBody,
  SharedReportBody,
  SharedReportData,
  ShareLinkBody,
  ShareLinkData,
} from '../../contract'
import { caller, loginRequired } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

const TAG = '估价'

/** val/propertyConfirm, val/shareLink, val/sharedReport (no login) and goods/detail. */
export function reportRoutes(app: App, { auth, report }: Services): void {
  const guard = loginRequired(auth)

  app.post(
    '/val/propertyConfirm',
    {
      schema: {
        ...describe(TAG, '确认报告属性', { auth: true, description: 'status 1 属性无误；2 属性有误并填写 feedback。仅报告所有者。' }),
        body: PropertyConfirmBody,
        response: success(PropertyConfirm),
      },
      preHandler: guard,
    },
    async (request) => ok(await report.confirmProperties(caller(request).userId, request.body)),
  )

  app.post(
    '/val/shareLink',
    {
      schema: {
        ...describe(TAG, '生成报告分享链接', {
          auth: true,
          description: '仅报告所有者。返回签名令牌（30 天有效），持有者可通过 val/sharedReport 查看。',
        }),
        body: ShareLinkBody,
        response: success(ShareLinkData),
      },
      preHandler: guard,
    },
    async (request) => ok(await report.shareLink(caller(request).userId, request.body.valId)),
  )

  app.post(
    '/val/sharedReport',
    {
      schema: {
        ...describe(TAG, '查看分享的报告', {
          description: '无需登录。未解锁的报告只返回概要；所有者解锁后才返回估价、区间、构成、相似成交和走势。',
        }),
        body: SharedReportBody,
        response: success(SharedReportData),
      },
    },
    async (request) => ok(await report.sharedReport(request.body.shareToken)),
  )

  app.post(
    '/goods/detail',
    {
      schema: {
        ...describe('收藏', '商品详情', { auth: true, description: '挂牌或成交记录的详情：全部属性、按属性的模型估值、是否已收藏。' }),
        body: GoodsDetailBody,
        response: success(GoodsDetailData),
      },
      preHandler: guard,
    },
    async (request) => ok(await report.goodsDetail(caller(request).userId, request.body.listingId)),
  )
}
