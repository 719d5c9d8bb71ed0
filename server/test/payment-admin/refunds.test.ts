import { runPaymentCommand } from '../../src/modules/payment/command'
import { finance, setupMoney, type Money } from './setup'

/**
 * Issue 37 point 6: operators' refunds. Full refunds through the provider with a reason; above REFUND_APPROVAL_FEN a
 * request that a different finance operator approves or rejects; racing approvals refund once; every write and its
 * audit entry commit together. The unlock price here is ¥4.90, so an approval amount of 300 fen puts it above.
 */

const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
let m: Money

afterEach(async () => {
  await m.close()
})

describe('at or below the approval amount the refund runs at once', () => {
  beforeEach(async () => {
    m = await setupMoney({ now: NOW })
  })

  test('refunded through the sandbox with the reason; booked, audited, the report stays unlocked', async () => {
    const { userId, token } = await m.player('13800037001')
    const valId = await m.report(userId)
    const orderNo = await m.paid(valId, token)

    const done = await m.admin.refund(orderNo, '  用户误购  ', finance(1))
    expect(done).toMatchObject({ outcome: 'refunded', order: { id: orderNo, status: 'refunded', refund_reason: '用户误购' } })
    expect(m.sandbox().refunds()).toEqual([expect.objectContaining({ orderNo, amountFen: 490, reason: '用户误购' })])
    expect(await m.ledger(orderNo)).toEqual([
      { kind: 'payment', amount_fen: 490 },
      { kind: 'refund', amount_fen: 490 },
    ])
    const report = await m.t.db.selectFrom('report').select(['status', 'unlocked_by']).where('id', '=', valId).executeTakeFirstOrThrow()
    expect(report).toEqual({ status: 2, unlocked_by: `pay:${orderNo}` })
    const [entry] = await m.audit()
    expect(entry).toMatchObject({
      actor: '财务1',
      operator_id: 1,
      action: 'order.refund',
      object_type: 'order',
      object_id: orderNo,
      reason: '用户误购',
    })
    expect(JSON.parse(entry.before)).toMatchObject({ status: 'paid', refundState: null })
    expect(JSON.parse(entry.after)).toMatchObject({ status: 'refunded', refundNo: `R${orderNo.slice(1)}` })
    expect(await m.audit()).toHaveLength(1)

    await expect(m.admin.refund(orderNo, '再退一次', finance(1))).rejects.toThrow(/只有已支付的订单可以退款/)
    expect(m.sandbox().refunds()).toHaveLength(1)
  })

  test('a reason is required; an unknown or unpaid order is refused; nothing is written', async () => {
    const { userId, token } = await m.player('13800037002')
    const orderNo = await m.paid(await m.report(userId), token)
    await expect(m.admin.refund(orderNo, '   ', finance(1))).rejects.toMatchObject({ code: 40000, message: '请填写退款原因' })
    await expect(m.admin.refund('P404', '用户误购', finance(1))).rejects.toMatchObject({ code: 40004, message: '订单不存在' })
    const unpaid = await m.open(await m.report(userId), token)
    await expect(m.admin.refund(unpaid, '用户误购', finance(1))).rejects.toThrow(/只有已支付的订单可以退款（当前状态 created）/)
    expect(m.sandbox().refunds()).toEqual([])
    expect(await m.audit()).toEqual([])
    expect(await m.order(orderNo)).toMatchObject({ status: 'paid', refund_state: null })
  })

  test('20 parallel refunds of one order: one provider refund, one ledger row, one audit entry', async () => {
    const { userId, token } = await m.player('13800037003')
    const orderNo = await m.paid(await m.report(userId), token)
    // Counted at the call: the sandbox answers a repeated refund number with the same refund, so its log alone
    // would not show a second call.
    const asked = jest.spyOn(m.sandbox(), 'refund')
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => m.admin.refund(orderNo, '用户误购', finance(i + 1))))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(asked).toHaveBeenCalledTimes(1)
    expect(m.sandbox().refunds()).toHaveLength(1)
    expect((await m.ledger(orderNo)).filter((l) => l.kind === 'refund')).toHaveLength(1)
    expect(await m.audit('order.refund')).toHaveLength(1)
  })

  test('a provider that refuses leaves the order paid and refundable, with no audit entry', async () => {
    const { userId, token } = await m.player('13800037004')
    const orderNo = await m.paid(await m.report(userId), token)
    jest.spyOn(m.sandbox(), 'refund').mockRejectedValueOnce(new Error('sandbox down'))
    await expect(m.admin.refund(orderNo, '用户误购', finance(1))).rejects.toThrow('sandbox down')
    expect(await m.order(orderNo)).toEqual({ status: 'paid', refund_state: null, refund_no: null })
    expect(await m.audit()).toEqual([])
    expect(await m.admin.refund(orderNo, '用户误购', finance(1))).toMatchObject({ outcome: 'refunded' })
  })
})

describe('above the approval amount a second finance operator decides', () => {
  beforeEach(async () => {
    m = await setupMoney({ now: NOW, refundApprovalFen: 300 })
  })

  async function requested(phone: string) {
    const { userId, token } = await m.player(phone)
    const orderNo = await m.paid(await m.report(userId), token)
    const filed = await m.admin.refund(orderNo, '用户投诉报告不准', finance(1, '申请人'))
    if (filed.outcome !== 'requested') throw new Error('expected a request')
    return { orderNo, request: filed.request }
  }

  test('the refund is a request; its requester cannot approve it; another finance operator does', async () => {
    const { orderNo, request } = await requested('13800037011')
    expect(request).toMatchObject({ order_id: orderNo, amount_fen: 490, status: 'requested', requested_by: '申请人', requested_by_id: 1 })
    expect(await m.order(orderNo)).toMatchObject({ status: 'paid', refund_state: null })
    expect(m.sandbox().refunds()).toEqual([])
    await expect(m.admin.refund(orderNo, '再申请一次', finance(2))).rejects.toThrow('该订单已有待审批的退款申请')

    await expect(m.admin.approveRefund(request.id, '同意', finance(1, '申请人'))).rejects.toThrow('不能审批自己提交的退款申请')
    await expect(m.admin.approveRefund(request.id, '同意', { operatorId: null, name: 'cli:root', ip: null })).rejects.toThrow(
      /控制台的财务人员/,
    )
    await expect(m.admin.approveRefund(request.id, '', finance(2))).rejects.toThrow('请填写审批意见')
    expect(await m.audit()).toHaveLength(1)

    const order = await m.admin.approveRefund(request.id, '核实属实', finance(2, '审批人'))
    expect(order).toMatchObject({ id: orderNo, status: 'refunded', refund_reason: '用户投诉报告不准' })
    expect(m.sandbox().refunds()).toEqual([expect.objectContaining({ orderNo, reason: '用户投诉报告不准' })])
    const detail = await m.admin.detail(orderNo)
    expect(detail.refundRequests).toEqual([
      expect.objectContaining({ status: 'approved', decided_by: '审批人', decided_by_id: 2, decision_reason: '核实属实' }),
    ])
    expect((await m.audit()).map((a) => [a.action, a.actor, a.reason])).toEqual([
      ['refund.request', '申请人', '用户投诉报告不准'],
      ['refund.approve', '审批人', '核实属实'],
      ['order.refund', '审批人', '用户投诉报告不准'],
    ])
    await expect(m.admin.approveRefund(request.id, '同意', finance(3))).rejects.toThrow('该退款申请已处理')
  })

  test('20 parallel approvals of one request: one provider refund, one ledger row, one approval recorded', async () => {
    const { orderNo, request } = await requested('13800037012')
    const asked = jest.spyOn(m.sandbox(), 'refund')
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => m.admin.approveRefund(request.id, '同意', finance(i + 2))),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/该退款申请已处理|退款正在进行或已完成/)
    expect(asked).toHaveBeenCalledTimes(1)
    expect(m.sandbox().refunds()).toHaveLength(1)
    expect(await m.ledger(orderNo)).toEqual([
      { kind: 'payment', amount_fen: 490 },
      { kind: 'refund', amount_fen: 490 },
    ])
    expect(await m.audit('refund.approve')).toHaveLength(1)
    expect(await m.audit('order.refund')).toHaveLength(1)
    expect(await m.order(orderNo)).toMatchObject({ status: 'refunded' })
  })

  test('a rejected request refunds nothing and can be followed by a new one', async () => {
    const { orderNo, request } = await requested('13800037013')
    await expect(m.admin.rejectRefund(request.id, ' ', finance(2))).rejects.toThrow('请填写驳回原因')
    expect(await m.admin.rejectRefund(request.id, '报告无误', finance(2))).toMatchObject({
      status: 'rejected',
      decision_reason: '报告无误',
    })
    await expect(m.admin.approveRefund(request.id, '同意', finance(3))).rejects.toThrow('该退款申请已处理')
    await expect(m.admin.rejectRefund(request.id, '再驳回', finance(3))).rejects.toThrow('该退款申请已处理')
    expect(m.sandbox().refunds()).toEqual([])
    expect(await m.order(orderNo)).toMatchObject({ status: 'paid', refund_state: null })
    expect((await m.audit()).map((a) => a.action)).toEqual(['refund.request', 'refund.reject'])
    expect(await m.admin.refund(orderNo, '用户再次投诉', finance(1))).toMatchObject({ outcome: 'requested' })
    expect((await m.admin.refundRequests('requested', { page: 1, pageSize: 10 })).total).toBe(1)
    expect((await m.admin.refundRequests(undefined, { page: 1, pageSize: 10 })).total).toBe(2)
  })

  test('an approval whose audit entry fails writes nothing: the request stays open and the order unclaimed', async () => {
    const { orderNo, request } = await requested('13800037014')
    m.trail.failOn.add('refund.approve')
    await expect(m.admin.approveRefund(request.id, '同意', finance(2))).rejects.toThrow('audit refused refund.approve')
    expect(await m.audit('refund.approve')).toEqual([])
    expect((await m.admin.detail(orderNo)).refundRequests).toEqual([expect.objectContaining({ status: 'requested', decided_by: null })])
    expect(await m.order(orderNo)).toEqual({ status: 'paid', refund_state: null, refund_no: null })
    expect(m.sandbox().refunds()).toEqual([])

    m.trail.failOn.clear()
    expect(await m.admin.approveRefund(request.id, '同意', finance(2))).toMatchObject({ status: 'refunded' })
    expect(await m.audit('refund.approve')).toHaveLength(1)
  })

  test('an approved refund the provider refuses closes the request as failed and releases the order', async () => {
    const { orderNo, request } = await requested('13800037015')
    jest.spyOn(m.sandbox(), 'refund').mockRejectedValueOnce(new Error('sandbox down'))
    await expect(m.admin.approveRefund(request.id, '同意', finance(2))).rejects.toThrow('sandbox down')
    expect((await m.admin.detail(orderNo)).refundRequests).toEqual([expect.objectContaining({ status: 'failed', failure: 'sandbox down' })])
    expect(await m.order(orderNo)).toEqual({ status: 'paid', refund_state: null, refund_no: null })
    expect((await m.audit()).map((a) => a.action)).toEqual(['refund.request', 'refund.approve', 'refund.fail'])
    const again = await m.admin.refund(orderNo, '重新申请', finance(1))
    if (again.outcome !== 'requested') throw new Error('expected a request')
    expect(await m.admin.approveRefund(again.request.id, '同意', finance(2))).toMatchObject({ status: 'refunded' })
    expect(m.sandbox().refunds()).toHaveLength(1)
  })

  test('the CLI refunds above the amount only with --force and a reason, recorded as its shell user', async () => {
    const { userId, token } = await m.player('13800037016')
    const orderNo = await m.paid(await m.report(userId), token)
    const cli = (args: string[]) =>
      runPaymentCommand(args, {
        payment: m.t.app.services.payment,
        orders: m.admin,
        actor: { operatorId: null, name: 'cli:ops', ip: null },
        coupons: m.t.app.services.couponDesk,
      })
    await expect(cli(['order:refund', orderNo, '--force'])).rejects.toThrow(/ORDER_ID and REASON are required/)
    await expect(cli(['order:refund', orderNo, '用户误购'])).rejects.toThrow(/超过 ¥3\.00，需要第二位财务审批.*--force/)
    expect(await m.admin.refundRequests(undefined, { page: 1, pageSize: 10 })).toEqual({ rows: [], total: 0 })
    expect(await cli(['order:refund', orderNo, '--force', '用户误购'])).toBe(
      `refunded ${orderNo}: ¥4.90 via sandbox, refund no R${orderNo.slice(1)}; the report stays unlocked`,
    )
    const [entry] = await m.audit()
    expect(entry).toMatchObject({ actor: 'cli:ops', operator_id: null, action: 'order.refund', reason: '用户误购' })
    expect(JSON.parse(entry.after)).toMatchObject({ status: 'refunded', forced: true })
  })
})
