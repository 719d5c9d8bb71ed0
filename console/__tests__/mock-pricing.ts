/**
 * The mock console API's 价格与规则 endpoints (mock-api.ts hands their calls here): the settings and campaigns in
 * memory with the rules the page depends on (roles from the contract's table, a discount above the list price
 * refused with the service's message, a campaign price below the list price, overlapping campaigns refused).
 */
import type { ConsoleCampaign, PricingRulesData } from '../../server/src/contract/console'
import { ConsoleEndpoint, PRICE_ROLES, RULE_ROLES, roleMayCall, type ConsoleRole } from '../../server/src/contract/console/values'
import type { Call, Reply } from './mock-support-desk'

export const PRICING_NOW = Date.UTC(2026, 11, 1, 4, 0, 0)
const SCENES = [
  { scene: 1, sceneName: '估价报告解锁' },
  { scene: 2, sceneName: '意向推荐解锁' },
  { scene: 3, sceneName: '盈亏查询解锁' },
]
const meta = (editRoles: readonly string[]) => ({
  updatedAt: null as number | null,
  updatedBy: null as string | null,
  loadedAt: PRICING_NOW,
  storedNote: '未设置，使用默认值' as string | null,
  inEffect: true,
  editRoles: [...editRoles],
})

export class MockPricing {
  rules: PricingRulesData = {
    serverTime: PRICING_NOW,
    ttlMs: 60_000,
    propagation: '保存后本实例立即生效，其他实例约 60 秒内生效',
    prices: {
      ...meta(PRICE_ROLES),
      configKey: 'payment.prices',
      stored: null,
      effective: SCENES.map((s, i) => ({ ...s, listFen: i === 0 ? 990 : 690, discountFen: i === 0 ? 490 : 390 })),
      minFen: 1,
      maxFen: 99_900,
    },
    helpRequired: { ...meta(RULE_ROLES), configKey: 'help.required', stored: null, effective: 3, defaultValue: 3, min: 1, max: 20 },
    quotas: {
      ...meta(RULE_ROLES),
      configKey: 'quotas.daily',
      stored: null,
      effective: [
        { kind: 'valuations', name: '估价报告', value: 50, defaultValue: 50, max: 200 },
        { kind: 'checks', name: '我亏了吗测算', value: 100, defaultValue: 100, max: 500 },
        { kind: 'dealEvaluations', name: '交易评估', value: 100, defaultValue: 100, max: 500 },
        { kind: 'aiCreations', name: 'AI创作', value: 20, defaultValue: 20, max: 100 },
      ],
    },
    couponCap: { effective: 20, source: '环境变量 SUPPORT_COUPON_DAILY_CAP（修改后重新部署生效）' },
  }
  campaigns: ConsoleCampaign[] = []

  handle(call: Call, me: { name: string; role: ConsoleRole }): Reply | null {
    const name = (Object.keys(ConsoleEndpoint) as (keyof typeof ConsoleEndpoint)[]).find(
      (n) => ConsoleEndpoint[n].path === call.path && ConsoleEndpoint[n].method === call.method,
    )
    if (!name || !(name.startsWith('pricing') || name.startsWith('campaign'))) return null
    const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data: JSON.parse(JSON.stringify(data)) as unknown })
    const fail = (code: number, msg: string): Reply => ({ code, msg, data: null })
    if (!roleMayCall(ConsoleEndpoint[name].roles, me.role)) return fail(40003, '无权操作')
    const body = (call.body ?? {}) as {
      prices?: { scene: number; listFen: number; discountFen: number; priceFen: number }[]
      value?: number
      name?: string
      startsAt?: number
      endsAt?: number
      id?: number
    } & Record<string, unknown>
    const stamp = (m: { updatedAt: number | null; updatedBy: string | null; storedNote: string | null }) =>
      Object.assign(m, { updatedAt: PRICING_NOW, updatedBy: me.name, storedNote: null })

    switch (name) {
      case 'pricingRules':
        return ok(this.rules)
      case 'pricingPricesUpdate': {
        for (const p of body.prices ?? []) {
          if (p.discountFen > p.listFen) return fail(40000, `解锁价格（payment.prices）：场景 ${p.scene}：2 小时内价格不能高于标价`)
        }
        const rows = this.rules.prices.effective.map((r) => {
          const p = (body.prices ?? []).find((x) => x.scene === r.scene)
          return p ? { ...r, listFen: p.listFen, discountFen: p.discountFen } : r
        })
        this.rules.prices.effective = rows
        this.rules.prices.stored = rows
        stamp(this.rules.prices)
        return ok(this.rules)
      }
      case 'pricingHelpUpdate':
        this.rules.helpRequired.effective = body.value ?? 0
        this.rules.helpRequired.stored = body.value ?? 0
        stamp(this.rules.helpRequired)
        return ok(this.rules)
      case 'pricingQuotasUpdate':
        this.rules.quotas.effective = this.rules.quotas.effective.map((q) => ({
          ...q,
          value: (body[q.kind] as number | undefined) ?? q.value,
        }))
        this.rules.quotas.stored = this.rules.quotas.effective
        stamp(this.rules.quotas)
        return ok(this.rules)
      case 'campaignList':
        return ok({ list: this.campaigns })
      case 'campaignCreate': {
        const startsAt = body.startsAt ?? PRICING_NOW
        const endsAt = body.endsAt ?? 0
        const prices = (body.prices ?? []).map((p) => {
          const list = this.rules.prices.effective.find((r) => r.scene === p.scene)!
          return { scene: p.scene, sceneName: list.sceneName, priceFen: p.priceFen, listFen: list.listFen }
        })
        const tooHigh = prices.find((p) => p.priceFen >= p.listFen)
        if (tooHigh)
          return fail(
            40000,
            `${tooHigh.sceneName}的活动价须为 ¥0.01 到 ¥${((tooHigh.listFen - 1) / 100).toFixed(2)}，低于现在的标价 ¥${(tooHigh.listFen / 100).toFixed(2)}`,
          )
        const clash = this.campaigns.find(
          (c) => c.startsAt < endsAt && c.endsAt > startsAt && c.prices.some((p) => prices.some((q) => q.scene === p.scene)),
        )
        if (clash) return fail(40000, `与活动「${clash.name}」在${clash.prices[0]!.sceneName}上时间重叠`)
        const status = startsAt > PRICING_NOW ? 'upcoming' : 'running'
        const campaign: ConsoleCampaign = {
          id: this.campaigns.length + 1,
          name: body.name ?? '',
          startsAt,
          endsAt,
          status,
          statusText: status === 'upcoming' ? '未开始' : '进行中',
          prices,
          createdBy: me.name,
          createdAt: PRICING_NOW,
          endedBy: null,
          endedAt: null,
        }
        this.campaigns.unshift(campaign)
        return ok(campaign)
      }
      case 'campaignEnd': {
        const c = this.campaigns.find((x) => x.id === body.id)
        if (!c) return fail(40004, '活动不存在')
        if (c.status === 'ended') return fail(40000, '活动已结束，不能修改')
        Object.assign(c, { status: 'ended', statusText: '已结束', endsAt: PRICING_NOW, endedBy: me.name, endedAt: PRICING_NOW })
        return ok(c)
      }
      default:
        return null
    }
  }
}
