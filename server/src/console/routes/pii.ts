import { notFound } from '../../errors'
import { ok } from '../../http/envelope'
import { actorOf, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** 查看完整个人信息：每次都要原因，并记入审计日志（值本身不记）。 */
export function piiRoutes(route: ReturnType<typeof consoleRouter>, { audit, phoneByUid }: ConsoleDeps): void {
  route('piiUnmask', '查看完整手机号（需填写原因）', async (request) => {
    const { objectType, objectId, field, reason } = request.body
    const value = await phoneByUid(objectId)
    if (value === undefined) throw notFound('用户不存在')
    await audit.record(actorOf(request), { action: 'pii.unmask', objectType, objectId, after: { field }, reason: reason.trim() })
    return ok({ value })
  })
}
