/** A payment/paymentConfig answer as the service gives it for a fresh report (discount running, no coupon). */
export function payConfig(valId: string, scene: number, extra: Record<string, unknown> = {}) {
  const now = Date.now()
  return {
    scene,
    valId,
    report: {
      kind: scene,
      title: ['', '估价报告', '意向推荐报告', '我亏了吗报告'][scene],
      gameId: 10013,
      gameName: '王者荣耀',
      level: 'SR',
      createdAt: now,
    },
    listPriceFen: 990,
    discountPriceFen: 490,
    priceFen: 490,
    discountEndsAt: now + 7_200_000,
    serverTime: now,
    stage: 1,
    payTypes: [1, 2],
    couponCount: 0,
    priceNote: '2小时内解锁 ¥4.90，之后 ¥9.90',
    retentionText: '2小时内解锁 ¥4.90，之后 ¥9.90',
    payBlockedReason: null,
    realNameRequired: false,
    openOrder: null,
    campaign: null,
    ...extra,
  }
}
