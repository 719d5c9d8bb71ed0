import {
  PurposeRecordsBody,
  PurposeRecordsData,
  PurposeReportBody,
  PurposeReportData,
  PurposeSearchBody,
  PurposeSearchData,
} from '../../contract'
import { caller, loginRequired } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

export function purposeRoutes(app: App, { auth, market }: Services): void {
  const guard = loginRequired(auth)
  app.post(
    '/purpose/search',
    {
      schema: {
        ...describe('意向找号', '按意向搜索在售账号', {
          auth: true,
          description:
            'searchType 1 {link}，2 {gameId, answers}，3 {valId}；加上 minFen、maxFen。按匹配度排序价格区间内的在售商品，保存意向记录和意向报告（kind 2，未解锁），只返回报告预览（数量、价位档、想要属性覆盖），不含任何商品。',
        }),
        body: PurposeSearchBody,
        response: success(PurposeSearchData),
      },
      preHandler: guard,
    },
    async (request) => ok(await market.purpose.search(caller(request).userId, request.body)),
  )
  app.post(
    '/purpose/report',
    {
      schema: {
        ...describe('意向找号', '意向报告', {
          auth: true,
          description:
            '自己的意向报告；未解锁只返回预览，已解锁再返回分页的匹配账号（当前要价、状态、是否收藏）。他人的或非意向报告 → 40004。',
        }),
        body: PurposeReportBody,
        response: success(PurposeReportData),
      },
      preHandler: guard,
    },
    async (request) => ok(await market.purpose.report(caller(request).userId, request.body)),
  )
  app.post(
    '/purpose/records',
    {
      schema: { ...describe('意向找号', '我的意向记录', { auth: true }), body: PurposeRecordsBody, response: success(PurposeRecordsData) },
      preHandler: guard,
    },
    async (request) => ok(await market.purpose.list(caller(request).userId, request.body.page ?? 1, request.body.pageSize ?? 20)),
  )
}
