import { endpointRouter } from '../../http/endpoint-route'
import { caller } from '../../http/auth-guard'
import { onCallerQuota } from '../../http/daily-quota'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { DidILoseService } from './service'
import type { QuotaService } from '../quotas/service'
import type { ReportScreenshots } from '../reports/screenshots'

/** check/* ("我亏了吗"). */
export async function didILoseRoutes(
  app: App,
  { auth, check, quotas, screenshots }: RouteKit & { check: DidILoseService; quotas: QuotaService; screenshots: ReportScreenshots },
): Promise<void> {
  const route = endpointRouter(app, auth, '我亏了吗')
  route(
    'checkEvaluate',
    {
      summary: '买号盈亏测算',
      description:
        '{gameId, answers} 或 {valId}，加上 paidFen、paidAt：按当前行情估值与支付价格比较，保存记录并生成盈亏报告（类型 3）：通常未解锁、只返回摘要；账号的估价报告已由本人解锁时，按该报告的估值生成已解锁的报告，免费返回全部数字。',
    },
    async (request) => ok(await onCallerQuota(quotas, 'checks', request, (userId) => check.evaluate(userId, request.body))),
  )
  route(
    'checkReport',
    {
      summary: '盈亏报告',
      description:
        '未解锁（1）只返回摘要；解锁（2）后返回全部数字。只能读自己的盈亏报告。images 为本人上传的订单截图（签名链接，没有时不返回）。',
    },
    async (request) => {
      const { userId } = caller(request)
      const { reportId } = request.body
      const report = await check.report(userId, reportId)
      return ok({ ...report, ...(await screenshots.shown(userId, reportId)) })
    },
  )
  route('checkRecords', { summary: '我的盈亏记录' }, async (request) =>
    ok(await check.list(caller(request).userId, request.body.page ?? 1, request.body.pageSize ?? 20)),
  )
}
