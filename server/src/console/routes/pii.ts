import { ConsoleRule } from '../../contract/console'
import { badParameter, notFound } from '../../errors'
import { ok } from '../../http/envelope'
import { actorOf, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** 查看完整个人信息：每次都要原因，并记入审计日志（值本身不记）。 */
export function piiRoutes(route: ReturnType<typeof consoleRouter>, { audit, phoneByUid }: ConsoleDeps): void {
  route('piiUnmask', '查看完整手机号（需填写原因）', async (request) => {
    const { objectType, objectId, field } = request.body
    const reason = request.body.reason.trim()
    if (reason.length < ConsoleRule.REASON_MIN) throw badParameter(`请填写查看原因（至少 ${ConsoleRule.REASON_MIN} 个字）`)
    const value = await phoneByUid(objectId)
    if (value === undefined) throw notFound('用户不存在')
    await audit.record(actorOf(request), { action: 'pii.unmask', objectType, objectId, after: { field }, reason })
    return ok({ value })
  })
}
