import type { FastifyRequest } from 'fastify'
import { caller, optionalCaller } from '../../http/auth-guard'
import { clientMeta } from '../../http/client-meta'
import { endpointRouter } from '../../http/endpoint-route'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { RewardsService } from './service'

/** mission/list, mission/signIn, mission/claim, love/info, love/ledger, love/redeem. */
export async function rewardsRoutes(app: App, { auth, rewards }: RouteKit & { rewards: RewardsService }): Promise<void> {
  const missions = endpointRouter(app, auth, '任务中心')
  const love = endpointRouter(app, auth, '爱心值')
  const userIdOf = async (request: FastifyRequest) => (await optionalCaller(auth, request))?.userId ?? null
  // An iOS mini-program is held to the iOS variant whatever page it asks for.
  const isIos = (request: FastifyRequest, variant: string | undefined) =>
    variant === 'ios' || rewards.isIosClient({ terminal: clientMeta(request).terminal, userAgent: request.headers['user-agent'] ?? '' })

  missions(
    'missionList',
    {
      summary: '任务列表与签到状态',
      description:
        '无需登录：未登录时进度与余额为 0。进度由服务端按任务周期（北京时间自然日或一次性）统计真实事件。variant=ios 或 iOS 小程序不返回引向支付的任务（解锁报告）。',
    },
    async (request) => ok(await rewards.list(await userIdOf(request), isIos(request, request.body.variant))),
  )

  missions(
    'missionSignIn',
    { summary: '每日签到', description: '每个北京时间自然日记一次；重复签到 firstToday 为 false。返回连续签到天数。' },
    async (request) => ok(await rewards.signIn(caller(request).userId)),
  )

  missions(
    'missionClaim',
    {
      summary: '领取任务奖励',
      description:
        '每次领取一次完成的奖励，每周期最多 limit 次。未完成 40041；本周期已领完 40042；抽奖次数奖励在没有进行中的活动时 40044；任务不存在或已停用 40004。',
    },
    async (request) => ok(await rewards.claim(caller(request).userId, request.body.missionId), '领取成功'),
  )

  love(
    'loveInfo',
    {
      summary: '爱心值余额与兑换比例',
      description: '无需登录：未登录时余额为 0。activity 为兑换抽奖机会所进入的活动，没有进行中的活动时为 null。',
    },
    async (request) => ok(await rewards.loveInfo(await userIdOf(request))),
  )

  love('loveLedger', { summary: '爱心值明细', description: '自己的爱心值变动记录，最新的在前。' }, async (request) => {
    const { page = 1, pageSize = 20 } = request.body
    return ok(await rewards.ledger(caller(request).userId, page, pageSize))
  })

  love(
    'loveRedeem',
    {
      summary: '爱心值兑换',
      description:
        'coupon 兑换解锁券（30 天有效），chance 兑换当前活动的抽奖机会；每次 1–10 个，按配置的比例扣除爱心值。余额不足 40043；没有进行中的活动时兑换抽奖机会 40044（不扣爱心值）。',
    },
    async (request) => ok(await rewards.redeem(caller(request).userId, request.body.item, request.body.count ?? 1), '兑换成功'),
  )
}
