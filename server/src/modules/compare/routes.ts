import {
  CompareBody,
  CompareListBody,
  CompareListData,
  CompareReportBody,
  CompareReportData,
  CompareShareBody,
  CompareShareData,
  SharedCompareBody,
  SharedCompareData,
} from '../../contract'
import { caller, loginRequired } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

export function compareRoutes(app: App, { auth, market }: Services): void {
  app.post(
    '/val/compare',
    {
      schema: {
        ...describe('估价', '账号 PK 对比', {
          auth: true,
          description:
            '两份自己的、已解锁的同游戏报告：逐项属性差异及其对价差的贡献。结果存为 PK 报告（kind 4，生成即已解锁），同一对比再次请求返回同一份报告。',
        }),
        body: CompareBody,
        response: success(CompareReportData),
      },
      preHandler: loginRequired(auth),
    },
    async (request) => ok(await market.compare.compare(caller(request).userId, request.body)),
  )

  app.post(
    '/val/compareReport',
    {
      schema: {
        ...describe('估价', 'PK 报告', {
          auth: true,
          description: '自己的一份 PK 报告（首次对比时的结果，原报告删除后仍可查看）；他人的或非 PK 报告 → 40004。',
        }),
        body: CompareReportBody,
        response: success(CompareReportData),
      },
      preHandler: loginRequired(auth),
    },
    async (request) => ok(await market.compare.report(caller(request).userId, request.body.reportId)),
  )

  app.post(
    '/val/compareList',
    {
      schema: {
        ...describe('估价', 'PK 记录', { auth: true, description: '自己的 PK 报告，最新的在前。' }),
        body: CompareListBody,
        response: success(CompareListData),
      },
      preHandler: loginRequired(auth),
    },
    async (request) => ok(await market.compare.list(caller(request).userId, request.body.page ?? 1, request.body.pageSize ?? 20)),
  )

  app.post(
    '/val/compareShare',
    {
      schema: {
        ...describe('估价', '分享 PK 对比', { auth: true, description: '只能分享自己的、已解锁的同游戏报告；返回公开链接的凭证。' }),
        body: CompareShareBody,
        response: success(CompareShareData),
      },
      preHandler: loginRequired(auth),
    },
    async (request) => ok(await market.compare.share(caller(request).userId, request.body)),
  )
  app.post(
    '/val/sharedCompare',
    {
      schema: {
        ...describe('估价', '查看分享的 PK 对比', { description: '无需登录；凭证失效（报告删除或不再是已解锁报告）时 40004。' }),
        body: SharedCompareBody,
        response: success(SharedCompareData),
      },
    },
    async (request) => ok(await market.compare.shared(request.body.token)),
  )
}
