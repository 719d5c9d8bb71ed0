import { PRICE_ROLES, RULE_ROLES, type PricingRulesData } from '../../contract/console'
import { badParameter } from '../../errors'
import { ok } from '../../http/envelope'
import { ConfigInputError } from '../../modules/config/service'
import { actorOf, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** config:set's refusals as the console answers them: its message, as 40000. */
async function asConsoleError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (err) {
    if (err instanceof ConfigInputError) throw badParameter(err.message)
    throw err
  }
}

/**
 * 价格与规则: unlock prices and the 2-hour price (admin, finance), friends' helps and daily quotas (admin,
 * operations), the support coupon cap (read-only: the environment), and dated price campaigns (admin, finance).
 * Settings are written through config:set's rules and audit rows; campaigns through the pricing module's desk, the
 * one the CLI's campaign commands run.
 */
export function pricingRoutes(route: ReturnType<typeof consoleRouter>, deps: ConsoleDeps): void {
  const { pricingRules, contentConfig: config, campaigns, audit } = deps

  const lastChange = async (key: string) => {
    const { list } = await audit.list({ objectType: 'config', objectId: key }, 1, 1)
    return list[0]?.actor ?? null
  }

  const overview = async (): Promise<PricingRulesData> => {
    const data = await pricingRules.read()
    const [prices, helps, quotas] = await Promise.all([
      lastChange(data.prices.configKey),
      lastChange(data.helpRequired.configKey),
      lastChange(data.quotas.configKey),
    ])
    return {
      ...data,
      prices: { ...data.prices, updatedBy: prices, editRoles: [...PRICE_ROLES] },
      helpRequired: { ...data.helpRequired, updatedBy: helps, editRoles: [...RULE_ROLES] },
      quotas: { ...data.quotas, updatedBy: quotas, editRoles: [...RULE_ROLES] },
      couponCap: { effective: deps.couponDailyCap, source: '环境变量 SUPPORT_COUPON_DAILY_CAP（修改后重新部署生效）' },
    }
  }

  route('pricingRules', '价格与规则：各项设置的保存值、本实例生效值、修改人与生效时间', async () => ok(await overview()))

  route('pricingPricesUpdate', '修改解锁标价与 2 小时内价格（与 config:set payment.prices 同样校验）', async (request) => {
    const prices = request.body.prices.map((p) => ({ scene: p.scene, list: p.listFen, discount: p.discountFen }))
    await asConsoleError(config.setPayPrices(actorOf(request), prices))
    return ok(await overview())
  })

  route('pricingHelpUpdate', '修改解锁所需好友助力人数（与 config:set help.required 同样校验）', async (request) => {
    await asConsoleError(config.setHelpRequired(actorOf(request), request.body.value))
    return ok(await overview())
  })

  route('pricingQuotasUpdate', '修改每人每日次数上限（与 config:set quotas.daily 同样校验）', async (request) => {
    await asConsoleError(config.setDailyQuotas(actorOf(request), request.body))
    return ok(await overview())
  })

  route('campaignList', '价格活动：全部活动，按开始时间倒序', async () => ok({ list: await campaigns.list() }))

  route('campaignCreate', '新建价格活动（活动价须低于现在的标价，同一场景时间不可重叠）', async (request) =>
    ok(await campaigns.create(actorOf(request), request.body)),
  )

  route('campaignEnd', '提前结束进行中的活动，或取消未开始的活动', async (request) =>
    ok(await campaigns.end(actorOf(request), request.body.id)),
  )
}
