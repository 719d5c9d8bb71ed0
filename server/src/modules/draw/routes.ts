import { endpointRouter } from '../../http/endpoint-route'
import { caller, optionalCaller } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { DrawService } from './service'

/** draw/activity (no login), draw/draw, draw/records, draw/record, draw/address. */
export async function drawRoutes(app: App, { auth, draw }: RouteKit & { draw: DrawService }): Promise<void> {
  const route = endpointRouter(app, auth, '抽奖')

  route(
    'drawActivity',
    {
      summary: '抽奖活动',
      description:
        '无需登录。传 activityId 查该活动，否则按 style（默认 draw）找进行中的活动（没有时为即将开始的）；不存在或已下线 → 40004。' +
        '奖品按排序返回，含库存与公示概率（百万分之几）；带登录令牌时 me 为本人的次数。',
    },
    async (request) => ok(await draw.activity(request.body, (await optionalCaller(auth, request))?.userId ?? null)),
  )

  route(
    'drawDo',
    {
      summary: '抽奖',
      description:
        '服务端用密码学随机数按公示概率抽取。未开始 40051、已结束 40052、未成年 40105、没有次数 40053、达到每人上限 40054、' +
        '达到每天上限 40055（北京时间）。奖品库存不足时按未中奖处理。解锁券即时到账；红包抽中后发放；实物需填写收货地址。',
    },
    async (request) => ok(await draw.draw(caller(request).userId, request.body.activityId)),
  )

  route('drawRecords', { summary: '我的抽奖记录', description: '新的在前，分页；可按活动筛选。' }, async (request) => {
    const { page = 1, pageSize = 20, activityId } = request.body
    return ok(await draw.records(caller(request).userId, { page, pageSize, activityId }))
  })

  route('drawRecord', { summary: '一条抽奖记录', description: '仅本人的记录；他人的或不存在 → 40004。' }, async (request) =>
    ok(await draw.record(caller(request).userId, request.body.recordId)),
  )

  route(
    'drawAddress',
    {
      summary: '填写或修改收货地址',
      description:
        '仅本人的实物奖品（否则 40057）。首次提交后为待发货，发货前可修改；已发货 → 40056。各字段校验失败为 40000，消息指明字段。',
    },
    async (request) => ok(await draw.submitAddress(caller(request).userId, request.body), '收货地址已保存'),
  )
}
