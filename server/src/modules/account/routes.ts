import { AccountInfoBody, AccountInfoData, AccountInfoSaveBody, PublishBody, PublishData } from '../../contract'
import { caller, loginRequired } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

const TAG = '账号发布'

export function accountRoutes(app: App, { auth, account }: Services): void {
  const preHandler = loginRequired(auth)
  app.post(
    '/val/accountInfo',
    {
      schema: {
        ...describe(TAG, '报告的账号信息、完善状态与发布状态', { auth: true }),
        body: AccountInfoBody,
        response: success(AccountInfoData),
      },
      preHandler,
    },
    async (request) => ok(await account.info(caller(request).userId, request.body.valId)),
  )
  app.post(
    '/val/accountInfo/save',
    {
      schema: {
        ...describe(TAG, '完善账号信息', { auth: true, description: '区服、联系方式、简介、确认无误的属性；报告生成后可填写。' }),
        body: AccountInfoSaveBody,
        response: success(AccountInfoData),
      },
      preHandler,
    },
    async (request) => ok(await account.save(caller(request).userId, request.body)),
  )
  app.post(
    '/val/publish',
    {
      schema: {
        ...describe(TAG, '发布账号（挂牌）', {
          auth: true,
          description: '需已解锁报告、已实名（否则 40100）、已完善信息；不可发布时 50000 并说明原因。再次调用即改价。',
        }),
        body: PublishBody,
        response: success(PublishData),
      },
      preHandler,
    },
    async (request) => ok(await account.publish(caller(request).userId, request.body.valId, request.body.priceFen)),
  )
  app.post(
    '/val/unpublish',
    { schema: { ...describe(TAG, '下架账号', { auth: true }), body: AccountInfoBody, response: success(PublishData) }, preHandler },
    async (request) => ok(await account.unpublish(caller(request).userId, request.body.valId)),
  )
}
