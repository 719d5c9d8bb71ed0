import { ok } from '../../http/envelope'
import { numberOf as number, pagingOf } from '../list-query'
import type { consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** 审计日志（管理员）：按操作员、对象和时间筛选。 */
export function auditRoutes(route: ReturnType<typeof consoleRouter>, { audit }: ConsoleDeps): void {
  route('auditList', '审计日志', async (request) => {
    const q = request.query
    const { page, pageSize } = pagingOf(q)
    const { list, total } = await audit.list(
      { operatorId: number(q.operatorId), objectType: q.objectType, objectId: q.objectId, from: number(q.from), to: number(q.to) },
      page,
      pageSize,
    )
    return ok({ list, total, page, pageSize })
  })
}
