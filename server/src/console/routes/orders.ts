import { OrderRule, type ReconciliationData, type RevenueData } from '../../contract/console'
import { chinaDaySpan } from '../../lib/china-day-span'
import { badParameter } from '../../errors'
import { ok } from '../../http/envelope'
import type { OrderFilter, OrdersAdmin } from '../../modules/payment/admin'
import { orderView, playerIn, playersOf, refundAbility, requestView } from '../order-views'
import { numberOf, pageOf } from '../query'
import { actorOf, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

function totalsOf(rows: RevenueData['rows']): RevenueData['totals'] {
  const totals = { paidCount: 0, paidFen: 0, refundedFen: 0, netFen: 0 }
  for (const r of rows) {
    totals.paidCount += r.paidCount
    totals.paidFen += r.paidFen
    totals.refundedFen += r.refundedFen
    totals.netFen += r.netFen
  }
  return totals
}

/** The reconciliation view with players named as the console names them. */
async function reconciliationView(ordersAdmin: OrdersAdmin, deps: ConsoleDeps): Promise<ReconciliationData> {
  const view = await ordersAdmin.reconciliation()
  const players = await playersOf(deps, [
    ...view.paidWithoutUnlock.map((r) => r.userId),
    ...view.paymentsAwaitingRefund.map((r) => r.userId),
    ...view.doublePayments.map((r) => r.userId),
    ...view.refunds.map((r) => r.userId),
    ...view.unlocksWithoutPayment.map((r) => r.userId),
  ])
  const named = <R extends { userId: number }>({ userId, ...rest }: R) => ({ ...rest, player: playerIn(players, userId) })
  return {
    paidWithoutUnlock: view.paidWithoutUnlock.map(({ orderId, ...r }) => ({ orderNo: orderId, ...named(r) })),
    paymentsAwaitingRefund: view.paymentsAwaitingRefund.map(({ orderId, ...r }) => ({ orderNo: orderId, ...named(r) })),
    doublePayments: view.doublePayments.map(({ payments, extraOrderIds, ...r }) => ({
      ...named(r),
      payments: payments.map(({ orderId, ...p }) => ({ orderNo: orderId, ...p })),
      extraOrderNos: extraOrderIds,
    })),
    refunds: view.refunds.map(({ orderId, ...r }) => ({ orderNo: orderId, ...named(r) })),
    unlocksWithoutPayment: view.unlocksWithoutPayment.map(named),
    approvalFen: ordersAdmin.refundApprovalFen,
  }
}

/**
 * 订单与资金: the order list and detail (admin, finance, support), refunds with approval above the amount, the
 * reconciliation view and its one-click fixes, the daily revenue table (admin, finance). Every write goes through
 * `services.ordersAdmin`, which records its audit row in the write's transaction.
 */
export function orderRoutes(route: ReturnType<typeof consoleRouter>, deps: ConsoleDeps): void {
  const { ordersAdmin } = deps

  route('orderList', '订单列表（按状态、渠道、场景、下单时间、金额筛选）', async (request) => {
    const q = request.query
    const { page, pageSize } = pageOf(q)
    const [from, to, minFen, maxFen] = [numberOf(q.from), numberOf(q.to), numberOf(q.minFen), numberOf(q.maxFen)]
    if (from !== undefined && to !== undefined && to <= from) throw badParameter('结束时间须晚于开始时间')
    if (minFen !== undefined && maxFen !== undefined && maxFen < minFen) throw badParameter('金额上限不能低于下限')
    const filter: OrderFilter = {
      orderId: q.orderNo?.trim() || undefined,
      reportId: q.reportId?.trim() || undefined,
      status: q.status,
      provider: q.provider,
      scene: numberOf(q.scene),
      createdFrom: from,
      createdTo: to,
      minAmountFen: minFen,
      maxAmountFen: maxFen,
    }
    if (q.uid) {
      const userId = await deps.playerRefs.idOfUid(q.uid.trim())
      if (userId === undefined) return ok({ list: [], total: 0, page, pageSize })
      filter.userId = userId
    }
    const { rows, total } = await ordersAdmin.list(filter, { page, pageSize })
    const players = await playersOf(
      deps,
      rows.map((r) => r.userId),
    )
    const list = rows.map(({ orderId, userId, ...r }) => ({ ...r, orderNo: orderId, player: playerIn(players, userId) }))
    return ok({ list, total, page, pageSize })
  })

  route('orderDetail', '订单详情：收款与退款流水、支付平台通知、退款申请、报告解锁状态', async (request) => {
    const detail = await ordersAdmin.detail(request.query.orderNo.trim())
    const players = await playersOf(deps, [detail.userId])
    return ok({
      order: orderView(detail.order, playerIn(players, detail.userId)),
      ledger: detail.ledger,
      notifies: detail.notifies,
      refundRequests: detail.refundRequests.map(requestView),
      report: detail.report,
      refund: refundAbility(detail, ordersAdmin.refundApprovalFen),
    })
  })

  route('orderRefund', '全额退款（需填写原因；超过审批线则提交申请，由另一位财务审批）', async (request) => {
    const { orderNo, reason } = request.body
    const result = await ordersAdmin.refund(orderNo, reason, actorOf(request))
    const detail = await ordersAdmin.detail(orderNo)
    const order = orderView(detail.order, playerIn(await playersOf(deps, [detail.userId]), detail.userId))
    return ok(
      result.outcome === 'refunded'
        ? { outcome: 'refunded' as const, order, request: null }
        : { outcome: 'requested' as const, order, request: requestView(result.request) },
    )
  })

  route('refundRequestList', '退款申请（默认全部，可按状态筛选）', async (request) => {
    const { page, pageSize } = pageOf(request.query)
    const { rows, total } = await ordersAdmin.refundRequests(request.query.status, { page, pageSize })
    return ok({ list: rows.map(requestView), total, page, pageSize, approvalFen: ordersAdmin.refundApprovalFen })
  })

  route('refundApprove', '批准退款申请并退款（申请人本人不能批准）', async (request) => {
    const { id, reason } = request.body
    const refunded = await ordersAdmin.approveRefund(id, reason, actorOf(request))
    const detail = await ordersAdmin.detail(refunded.id)
    const decided = detail.refundRequests.find((r) => r.id === id)
    if (!decided) throw new Error(`refund request ${id} missing from order ${refunded.id}`)
    const players = await playersOf(deps, [detail.userId])
    return ok({ order: orderView(detail.order, playerIn(players, detail.userId)), request: requestView(decided) })
  })

  route('refundReject', '驳回退款申请（需填写原因；申请人也可以此撤回）', async (request) => {
    const { id, reason } = request.body
    return ok({ request: requestView(await ordersAdmin.rejectRefund(id, reason, actorOf(request))) })
  })

  route('reconciliation', '对账：已付未解锁、待退还的收款、重复支付、全部退款、无来源的解锁', async () =>
    ok(await reconciliationView(ordersAdmin, deps)),
  )

  route('reconciliationResolve', '对账一键处理：解锁报告、退还重复支付、重试退款（可重复点击）', async (request) => {
    const { action, orderNo, reportId } = request.body
    const actor = actorOf(request)
    if (reportId !== undefined) {
      if (action !== 'refund_extra') throw badParameter('按报告处理只能退还重复支付，其他处理请提供订单号')
      if (orderNo !== undefined) throw badParameter('订单号和报告编号只能给一个')
      return ok({ changed: await ordersAdmin.refundExtraPayments(reportId, actor) })
    }
    if (orderNo === undefined) throw badParameter('请提供订单号')
    const done =
      action === 'unlock'
        ? await ordersAdmin.resolveUnlock(orderNo, actor)
        : action === 'retry'
          ? await ordersAdmin.retryRefund(orderNo, actor)
          : await ordersAdmin.refundExtraPayment(orderNo, actor)
    return ok({ changed: done ? [orderNo] : [] })
  })

  route('revenueDaily', '日收入：按北京时间日期、场景、渠道汇总收款与退款', async (request) => {
    const rows = await ordersAdmin.dailyRevenue(chinaDaySpan(request.query.from, request.query.to, OrderRule.REVENUE_MAX_DAYS))
    return ok({ rows, totals: totalsOf(rows) })
  })
}
