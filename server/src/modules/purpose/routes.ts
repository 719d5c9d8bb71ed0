import { PurposeRecordsBody, PurposeRecordsData, PurposeSearchBody, PurposeSearchData } from '../../contract'
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
          description: 'searchType 1 {link}，2 {gameId, answers}，3 {valId}；加上 minFen、maxFen。返回价格区间内在售商品，按匹配度排序，并保存意向记录。',
        }),
        body: PurposeSearchBody,
        response: success(PurposeSearchData),
      },
      preHandler: guard,
    },
    async (request) => ok(await market.purpose.search(caller(request).userId, request.body)),
  )
  app.post(
    '/purpose/records',
    { schema: { ...describe('意向找号', '我的意向记录', { auth: true }), body: PurposeRecordsBody, response: success(PurposeRecordsData) }, preHandler: guard },
    async (request) => ok(await market.purpose.list(caller(request).userId, request.body.page ?? 1, request.body.pageSize ?? 20)),
  )
}
