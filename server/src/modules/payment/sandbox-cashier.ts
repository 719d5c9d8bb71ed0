import type { FastifyInstance } from 'fastify'
import { PAY_NOTIFY_PATH } from '../../config'
import { SANDBOX_CASHIER_PATH, SandboxPayProvider } from '../../providers/pay/sandbox'
import type { Providers } from '../../providers'
import { describeOrder, sceneKind, type PaymentService } from './service'

/** A return path must stay on this site: one leading '/', never '//' or '/\' (which browsers read as another host). */
const SAFE_RETURN = /^\/(?![/\\])[^\s]*$/

/**
 * What the return address tells the pay page of the payer's choice (`payResult`), so it can show the result at
 * once; the page still asks payment/status, and never unlocks on this word alone.
 */
const RETURN_RESULT: Record<string, string> = { pay: 'paid', fail: 'fail', cancel: 'cancel' }

/** `back` with `payResult` added to its query (the one after the hash, where the app reads it). */
const withResult = (back: string, outcome: string) =>
  RETURN_RESULT[outcome] ? `${back}${back.includes('?') ? '&' : '?'}payResult=${RETURN_RESULT[outcome]}` : back

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>沙箱收银台</title><style>
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f6f8;color:#1f2329}
.card{margin:24px 16px;padding:24px 20px;background:#fff;border-radius:12px;text-align:center}
.tag{display:inline-block;padding:2px 8px;border-radius:4px;background:#fff3e0;color:#e65100;font-size:12px}
.amount{font-size:36px;font-weight:600;margin:16px 0 4px}.desc{color:#646a73;font-size:14px;margin-bottom:24px}
button{display:block;width:100%;height:44px;margin-top:12px;border:0;border-radius:22px;font-size:16px}
.pay{background:#1677ff;color:#fff}.fail{background:#fff;color:#f54a45;border:1px solid #f54a45}.cancel{background:#f2f3f5;color:#1f2329}
.note{color:#8f959e;font-size:12px;margin-top:16px;line-height:1.6}</style></head><body>${body}</body></html>`
}

/**
 * The sandbox provider's cashier, served by this service outside production: the user pays, fails or cancels,
 * paying or failing delivers a notify signed like WeChat Pay's to the real notify route, and cancelling closes
 * the order as cancelled (the provider's own cashier knows the payer cancelled). The way back carries the choice.
 */
export async function sandboxCashierRoutes(
  app: FastifyInstance,
  { payment }: { payment: PaymentService },
  providers: Providers,
): Promise<void> {
  const sandbox = providers.pay.get('sandbox')
  if (!(sandbox instanceof SandboxPayProvider)) return
  // Refund confirmations reach the notify route through HTTP, as a provider's do.
  sandbox.deliverNotifiesTo(async (notify) => {
    const res = await app.inject({
      method: 'POST',
      url: `/${PAY_NOTIFY_PATH}/sandbox`,
      headers: notify.headers as Record<string, string>,
      payload: notify.rawBody,
    })
    return res.statusCode < 300
  })

  app.get<{ Querystring: { orderNo?: string; return?: string } }>(
    SANDBOX_CASHIER_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      const orderNo = String(request.query.orderNo ?? '')
      const back = SAFE_RETURN.test(request.query.return ?? '') ? (request.query.return as string) : '/'
      const order = /^[A-Za-z0-9]{1,32}$/.test(orderNo) ? await payment.cashierOrder(orderNo) : undefined
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      if (!order) {
        return page(`<div class="card"><span class="tag">沙箱环境</span><div class="amount">订单不可支付</div>
<div class="desc">订单不存在、已支付或已关闭</div><form method="get" action="${escapeHtml(back)}"><button class="cancel">返回</button></form></div>`)
      }
      const action = (outcome: string) => `${SANDBOX_CASHIER_PATH}/${order.id}/${outcome}`
      const hidden = `<input type="hidden" name="return" value="${escapeHtml(back)}">`
      return page(`<div class="card"><span class="tag">沙箱环境 · 不会真实扣款</span>
<div class="amount" data-testid="cashier-amount">¥${(order.amount_fen / 100).toFixed(2)}</div>
<div class="desc">${escapeHtml(describeOrder(sceneKind(order.scene)))}<br>订单号 ${escapeHtml(order.id)}</div>
<form method="post" action="${action('pay')}">${hidden}<button class="pay" data-testid="cashier-pay">确认支付</button></form>
<form method="post" action="${action('fail')}">${hidden}<button class="fail" data-testid="cashier-fail">模拟支付失败</button></form>
<form method="post" action="${action('cancel')}">${hidden}<button class="cancel" data-testid="cashier-cancel">取消支付</button></form>
<div class="note">开发与测试用的收银台：确认支付后，服务会收到与微信支付相同格式、经签名加密的支付通知。</div></div>`)
    },
  )

  app.post<{ Params: { orderNo: string; outcome: string }; Body: unknown }>(
    `${SANDBOX_CASHIER_PATH}/:orderNo/:outcome`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { orderNo, outcome } = request.params
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '')
      const back = SAFE_RETURN.test(form.get('return') ?? '') ? (form.get('return') as string) : '/'
      const order = await payment.cashierOrder(orderNo)
      if (order && (outcome === 'pay' || outcome === 'fail')) {
        const notify = sandbox.notifyFor({ orderNo: order.id, amountFen: order.amount_fen }, outcome)
        // Through HTTP and the notify route, exactly the way a provider's notify arrives.
        const res = await app.inject({
          method: 'POST',
          url: `/${PAY_NOTIFY_PATH}/sandbox`,
          headers: notify.headers as Record<string, string>,
          payload: notify.rawBody,
        })
        if (res.statusCode >= 300) request.log.error({ status: res.statusCode, body: res.body }, 'sandbox notify was not accepted')
      }
      if (order && outcome === 'cancel') await payment.cancelAtCashier(order.id)
      return reply.redirect(order ? withResult(back, outcome) : back, 303)
    },
  )
}
