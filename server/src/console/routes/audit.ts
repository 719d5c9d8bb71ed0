import { ok } from '../../http/envelope'
import { numberOf, pageOf } from '../query'
import type { consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** 审计日志（管理员）：按操作员、对象和时间筛选。 */
export function auditRoutes(route: ReturnType<typeof consoleRouter>, { audit }: ConsoleDeps): void {
  route('auditList', '审计日志', async (request) => {
    const q = request.query
    const { page, pageSize } = pageOf(q)
    const { list, total } = await audit.list(
      { operatorId: numberOf(q.operatorId), objectType: q.objectType, objectId: q.objectId, from: numberOf(q.from), to: numberOf(q.to) },
      page,
      pageSize,
    )
    return ok({ list, total, page, pageSize })
  })
}
