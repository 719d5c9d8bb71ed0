import { finance, setupMoney, type Money } from './setup'

/**
 * Issue 37 point 6: the reconciliation view as data, and its one-click fixes: unlock (or refund) a paid order whose
 * report stayed locked, refund the extra payment of a report paid twice, retry a refund the provider failed. Each
 * fix is audited and safe to run again.
 */

const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
let m: Money

beforeEach(async () => {
  m = await setupMoney({ now: NOW })
})
afterEach(async () => {
  await m.close()
})

const notify = (n: { headers: Record<string, string | undefined>; rawBody: string }) =>
  m.t.app.inject({ method: 'POST', url: '/pay-notify/sandbox', headers: n.headers as Record<string, string>, payload: n.rawBody })
const reportRow = (id: string) =>
  m.t.db.selectFrom('report').select(['status', 'unlocked_by']).where('id', '=', id).executeTakeFirstOrThrow()

describe('a paid order whose report stayed locked', () => {
  test('listed with unlock and refund; unlock once, audited, then it leaves the view', async () => {
    const { userId, token } = await m.player('13800037201')
    const valId = await m.report(userId)
    const orderNo = await m.paid(valId, token)
    // As if the unlock had been lost: the order is paid, the report locked.
    await m.t.db.updateTable('report').set({ status: 1, unlocked_by: null, unlocked_at: null }).where('id', '=', valId).execute()

    expect((await m.admin.reconciliation()).paidWithoutUnlock).toEqual([
      {
        orderId: orderNo,
        userId,
        reportId: valId,
        amountFen: 490,
        provider: 'sandbox',
        reportStatus: 1,
        unlockedBy: null,
        resolutions: ['unlock', 'refund'],
      },
    ])
    const clicks = await Promise.all(Array.from({ length: 10 }, () => m.admin.resolveUnlock(orderNo, finance(1))))
    expect(clicks.filter(Boolean)).toHaveLength(1)
    expect(await reportRow(valId)).toEqual({ status: 2, unlocked_by: `pay:${orderNo}` })
    expect(await m.admin.resolveUnlock(orderNo, finance(1))).toBe(false)
    expect(await m.audit()).toEqual([
      expect.objectContaining({ action: 'order.unlock', object_type: 'report', object_id: valId, actor: '财务1' }),
    ])
    expect((await m.admin.reconciliation()).paidWithoutUnlock).toEqual([])
  })

  test('a report unlocked another way offers only the refund; the unlock is refused', async () => {
    const { userId, token } = await m.player('13800037202')
    const valId = await m.report(userId)
    const orderNo = await m.paid(valId, token)
    await m.t.db.updateTable('report').set({ unlocked_by: 'coupon:1' }).where('id', '=', valId).execute()
    expect((await m.admin.reconciliation()).paidWithoutUnlock).toEqual([
      expect.objectContaining({ orderId: orderNo, reportStatus: 2, unlockedBy: 'coupon:1', resolutions: ['refund'] }),
    ])
    await expect(m.admin.resolveUnlock(orderNo, finance(1))).rejects.toThrow('报告已被其他方式解锁或不可解锁，请改为退款')
    expect(await m.audit()).toEqual([])
    expect(await m.admin.refund(orderNo, '对账：重复解锁', finance(1))).toMatchObject({ outcome: 'refunded' })
    expect((await m.admin.reconciliation()).refunds).toEqual([
      expect.objectContaining({ orderId: orderNo, reason: '对账：重复解锁', automatic: false, resolutions: [] }),
    ])
  })
})

describe('a report paid twice whose automatic refund failed', () => {
  test('the extra payment is listed and refunded once, without approval, audited', async () => {
    const { userId, token } = await m.player('13800037203')
    const valId = await m.report(userId)
    // The first order is closed here while the provider took its money; the second is paid and unlocks.
    const first = await m.open(valId, token)
    const stray = m.sandbox().notifyFor({ orderNo: first, amountFen: 490 }, 'pay')
    await m.t.db.updateTable('pay_order').set({ status: 'closed', close_reason: 'switched' }).where('id', '=', first).execute()
    const second = await m.open(valId, token)
    await m.t.app.inject({ method: 'POST', url: `/sandbox-pay/cashier/${second}/pay`, payload: 'return=/', headers: FORM })
    jest.spyOn(m.sandbox(), 'refund').mockRejectedValueOnce(new Error('sandbox down'))
    expect(await notify(stray)).toMatchObject({ statusCode: 400 })

    const view = await m.admin.reconciliation()
    expect(view.paymentsAwaitingRefund).toEqual([
      expect.objectContaining({ orderId: first, status: 'closed', resolutions: ['refund_extra'] }),
    ])
    expect(view.doublePayments).toEqual([
      {
        reportId: valId,
        userId,
        payments: [
          // In the order they were booked: the second order's payment reached us first.
          expect.objectContaining({ orderId: second, status: 'paid' }),
          expect.objectContaining({ orderId: first, status: 'closed', refundState: null }),
        ],
        extraOrderIds: [first],
        resolutions: ['refund_extra'],
      },
    ])
    await expect(m.admin.refundExtraPayment(second, finance(1))).rejects.toThrow(/不是重复支付/)

    const clicks = await Promise.all(Array.from({ length: 10 }, () => m.admin.refundExtraPayments(valId, finance(1))))
    expect(clicks.flat()).toEqual([first])
    expect(m.sandbox().refunds()).toEqual([expect.objectContaining({ orderNo: first, reason: '重复支付退款' })])
    expect(await m.order(first)).toMatchObject({ status: 'refunded' })
    expect(await m.order(second)).toMatchObject({ status: 'paid', refund_state: null })
    expect(await m.audit()).toEqual([expect.objectContaining({ action: 'order.refund', object_id: first })])
    const after = await m.admin.reconciliation()
    expect(after.paymentsAwaitingRefund).toEqual([])
    expect(after.doublePayments).toEqual([expect.objectContaining({ reportId: valId, extraOrderIds: [], resolutions: [] })])
    expect(await m.admin.refundExtraPayments(valId, finance(1))).toEqual([])
    expect(await m.admin.refundExtraPayment(first, finance(1))).toBe(false)
  })
})

describe('a refund the provider reported failed', () => {
  test('retried once under the same refund number, audited; a second click does nothing', async () => {
    const { userId, token } = await m.player('13800037204')
    const orderNo = await m.paid(await m.report(userId), token)
    await m.admin.refund(orderNo, '用户误购', finance(1))
    await m.sandbox().settled()
    // The provider's notify said the refund did not reach the payer.
    await m.t.db.updateTable('pay_order').set({ refund_state: 'failed' }).where('id', '=', orderNo).execute()
    expect((await m.admin.reconciliation()).refunds).toEqual([
      expect.objectContaining({ orderId: orderNo, state: 'failed', resolutions: ['retry'] }),
    ])

    const asked = jest.spyOn(m.sandbox(), 'refund')
    const clicks = await Promise.all(Array.from({ length: 10 }, () => m.admin.retryRefund(orderNo, finance(2))))
    expect(clicks.filter(Boolean)).toHaveLength(1)
    expect(asked).toHaveBeenCalledTimes(1)
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ refundNo: `R${orderNo.slice(1)}`, amountFen: 490 }))
    expect(await m.order(orderNo)).toMatchObject({ status: 'refunded', refund_state: 'processing' })
    expect(await m.ledger(orderNo)).toEqual([
      { kind: 'payment', amount_fen: 490 },
      { kind: 'refund', amount_fen: 490 },
    ])
    expect(await m.audit('order.refund_retry')).toEqual([expect.objectContaining({ actor: '财务2', object_id: orderNo })])
    expect(await m.admin.retryRefund(orderNo, finance(2))).toBe(false)
    expect((await m.admin.reconciliation()).refunds).toEqual([expect.objectContaining({ orderId: orderNo, resolutions: [] })])
  })

  test('a retry the provider refuses stays failed, with no audit entry', async () => {
    const { userId, token } = await m.player('13800037205')
    const orderNo = await m.paid(await m.report(userId), token)
    await m.admin.refund(orderNo, '用户误购', finance(1))
    await m.sandbox().settled()
    await m.t.db.updateTable('pay_order').set({ refund_state: 'failed' }).where('id', '=', orderNo).execute()
    jest.spyOn(m.sandbox(), 'refund').mockRejectedValueOnce(new Error('sandbox down'))
    await expect(m.admin.retryRefund(orderNo, finance(2))).rejects.toThrow('sandbox down')
    expect(await m.order(orderNo)).toMatchObject({ refund_state: 'failed' })
    expect(await m.audit('order.refund_retry')).toEqual([])
  })
})
