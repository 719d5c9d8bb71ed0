import { HelpRule } from '../../contract/values'
import { endpointRouter } from '../../http/endpoint-route'
import { caller, optionalCaller } from '../../http/auth-guard'
import { clientMeta } from '../../http/client-meta'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { HelpService } from './service'

/** val/valReportShare (a friend helps), val/helpShare (the owner's help code), val/helpDetail (no login). */
export async function helpRoutes(app: App, { auth, help }: RouteKit & { help: HelpService }): Promise<void> {
  const route = endpointRouter(app, auth, '好友助力')

  route(
    'valReportShare',
    {
      summary: '为好友的报告助力',
      description:
        `valId 为助力码。每位好友对同一报告只能助力一次，${HelpRule.OWNER_INTERVAL_DAYS} 天内只能为同一人助力一次（40035），` +
        `每天最多助力 ${HelpRule.PER_HELPER_PER_DAY} 份报告（40036）；同一网络每天 ${HelpRule.PER_IP_PER_DAY} 次、同一设备（请求头 Va-Visitor-Id）` +
        `每天 ${HelpRule.PER_DEVICE_PER_DAY} 次（42900）；不能为自己的报告助力；报告解锁或助力结束后不再接受助力。达到所需人数时报告解锁。`,
    },
    async (request) => {
      const data = await help.help(caller(request).userId, request.body.valId, clientMeta(request))
      return ok(data, '恭喜助力成功！')
    },
  )

  route(
    'helpShare',
    {
      summary: '报告的助力码与进度',
      description: '仅报告所有者。首次调用生成 15 位数字助力码（7 天内有效）；返回小程序码场景值、H5 链接、助力码图片和助力进度。',
    },
    async (request) => ok(await help.share(caller(request).userId, request.body.valId, clientMeta(request).terminal)),
  )

  route(
    'helpDetail',
    { summary: '助力页信息', description: '无需登录：报告概要（不含估价）和助力进度；带登录令牌时返回是否已助力。' },
    async (request) => ok(await help.detail(request.body.code, (await optionalCaller(auth, request))?.userId ?? null)),
  )
}
