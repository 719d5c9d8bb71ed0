import { CheckEvaluateBody, CheckEvaluateData, CheckRecordsBody, CheckRecordsData, CheckReportBody, CheckReportData } from '../../contract'
import { caller, loginRequired } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

/** check/* ("我亏了吗"). */
export function checkRoutes(app: App, { auth, market }: Services): void {
  const guard = loginRequired(auth)
  app.post(
    '/check/evaluate',
    {
      schema: {
        ...describe('我亏了吗', '买号盈亏测算', {
          auth: true,
          description:
            '{gameId, answers} 或 {valId}，加上 paidFen、paidAt：按当前行情估值与支付价格比较，保存记录并生成未解锁的盈亏报告（类型 3），只返回摘要。',
        }),
        body: CheckEvaluateBody,
        response: success(CheckEvaluateData),
      },
      preHandler: guard,
    },
    async (request) => ok(await market.check.evaluate(caller(request).userId, request.body)),
  )
  app.post(
    '/check/report',
    {
      schema: {
        ...describe('我亏了吗', '盈亏报告', {
          auth: true,
          description: '未解锁（1）只返回摘要；解锁（2）后返回全部数字。只能读自己的盈亏报告。',
        }),
        body: CheckReportBody,
        response: success(CheckReportData),
      },
      preHandler: guard,
    },
    async (request) => ok(await market.check.report(caller(request).userId, request.body.reportId)),
  )
  app.post(
    '/check/records',
    {
      schema: { ...describe('我亏了吗', '我的盈亏记录', { auth: true }), body: CheckRecordsBody, response: success(CheckRecordsData) },
      preHandler: guard,
    },
    async (request) => ok(await market.check.list(caller(request).userId, request.body.page ?? 1, request.body.pageSize ?? 20)),
  )
}
