import { caller } from '../../http/auth-guard'
import { clientMeta } from '../../http/client-meta'
import { endpointRouter } from '../../http/endpoint-route'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { PaymentService } from './service'
import type { FastifyRequest } from 'fastify'
import type { PayClient } from './pay-channels'

/** Terminal header, the OS the client says it runs on, and the user agent: what decides the ways to pay. */
function payClient(request: FastifyRequest, os: PayClient['os']): PayClient & { ip: string } {
  const meta = clientMeta(request)
  return { terminal: meta.terminal, ip: meta.ip, userAgent: request.headers['user-agent'] ?? '', ...(os ? { os } : {}) }
}

export async function paymentRoutes(app: App, { auth, payment }: RouteKit & { payment: PaymentService }): Promise<void> {
  const route = endpointRouter(app, auth, '支付与解锁券')

  route(
    'paymentConfig',
    {
      summary: '解锁价格与支付方式',
      description:
        '价格由服务端计算：报告生成后 2 小时内为限时优惠价。iOS 小程序与未成年用户不提供支付（payTypes 为空，见 payBlockedReason）；未实名用户 realNameRequired 为 true，付费前需先实名（payTrans 返回 40100）。',
    },
    async (request) => {
      const { scene, valId, os } = request.body
      return ok(await payment.config(caller(request).userId, scene, valId, payClient(request, os)))
    },
  )

  route(
    'payTrans',
    {
      summary: '创建或复用支付订单',
      description:
        '付费前需完成实名认证（未实名返回 40100，未成年返回 40104，均不创建订单）。同一报告同时只有一个未支付订单；30 分钟未支付自动关闭。返回客户端发起支付所需的参数。',
    },
    async (request) => {
      const { os, ...input } = request.body
      return ok(await payment.payTrans(caller(request).userId, input, payClient(request, os)))
    },
  )

  route('payStatus', { summary: '订单状态（轮询）' }, async (request) =>
    ok(await payment.status(caller(request).userId, request.body.orderNo)),
  )

  route(
    'useCouponInfo',
    { summary: '使用解锁券解锁报告', description: '优先使用最早过期的券；券、订单（支付方式 3）与解锁在同一事务中完成。' },
    async (request) => ok(await payment.useCoupon(caller(request).userId, request.body.scene, request.body.valId), '解锁成功'),
  )

  route('couponList', { summary: '券使用记录' }, async (request) => {
    const { tab, page = 1, pageSize = 20 } = request.body
    return ok(await payment.couponList(caller(request).userId, tab, page, pageSize))
  })
}
