import { ok } from '../../http/envelope'
import { actorOf, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** 操作员管理（管理员）。 */
export function operatorRoutes(route: ReturnType<typeof consoleRouter>, { operators }: ConsoleDeps): void {
  route('operatorList', '操作员列表', async () => ok({ list: await operators.list() }))

  route('operatorCreate', '新建操作员（返回一次性密码）', async (request) =>
    ok(await operators.create(actorOf(request), request.body.name, request.body.role)),
  )

  route('operatorUpdate', '修改角色或停用/启用（停用后其会话立即失效）', async (request) => {
    const { id, role, disabled } = request.body
    return ok({ operator: await operators.update(actorOf(request), id, { role, disabled }) })
  })

  route('operatorResetPassword', '重置密码（返回一次性密码）', async (request) =>
    ok({ password: await operators.resetPassword(actorOf(request), request.body.id) }),
  )

  route('operatorResetTotp', '重置动态验证码', async (request) => {
    await operators.resetTotp(actorOf(request), request.body.id)
    return ok(null)
  })
}
