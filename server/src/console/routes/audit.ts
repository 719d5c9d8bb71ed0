import { ok } from '../../http/envelope'
import type { consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

const number = (text: string | undefined): number | undefined => (text === undefined ? undefined : Number(text))

/** 审计日志（管理员）：按操作员、对象和时间筛选。 */
export function auditRoutes(route: ReturnType<typeof consoleRouter>, { audit }: ConsoleDeps): void {
  route('auditList', '审计日志', async (request) => {
    const q = request.query
    const page = Number(q.page ?? '1')
    const pageSize = Number(q.pageSize ?? '20')
    const { list, total } = await audit.list(
      { operatorId: number(q.operatorId), objectType: q.objectType, objectId: q.objectId, from: number(q.from), to: number(q.to) },
      page,
      pageSize,
    )
    return ok({ list, total, page, pageSize })
  })
}
