import { Type, type Static, type TSchema } from '@sinclair/typebox'

/** 价格与规则 (issue 38 point 3): the settings the service acts on, and dated price campaigns. */

const Ms = (description: string) => Type.Integer({ description: `${description}，UTC 毫秒` })
const orNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const Fen = (description: string) => Type.Integer({ description: `${description}（分）` })

/** What every setting says besides its value: where it stands, who last changed it, when this replica read it. */
const settingMeta = {
  updatedAt: orNull(Ms('最后修改时间')),
  updatedBy: orNull(Type.String({ description: '最后修改人（操作员名，命令行为 cli:NAME）' })),
  loadedAt: orNull(Ms('本实例读取当前生效值的时间；null 表示尚未读取，下次使用时读取')),
  storedNote: orNull(Type.String({ description: '未设置或保存的值无法读取时的说明（此时使用默认值）' })),
  inEffect: Type.Boolean({ description: '本实例生效值是否已是保存的值' }),
  editRoles: Type.Array(Type.String(), { description: '可修改的角色' }),
}

export const ScenePriceRow = Type.Object({
  scene: Type.Integer({ description: '支付场景：1 估价报告，2 意向推荐，3 我亏了吗' }),
  sceneName: Type.String(),
  listFen: Fen('标价'),
  discountFen: Fen('报告生成后 2 小时内的价格'),
})
export type ScenePriceRow = Static<typeof ScenePriceRow>

export const QuotaRow = Type.Object({
  kind: Type.String({ description: 'valuations / checks / dealEvaluations / aiCreations' }),
  name: Type.String(),
  value: Type.Integer({ description: '每人每天（北京时间）次数' }),
  defaultValue: Type.Integer(),
  max: Type.Integer({ description: '上限：防止误输入放开防刷限制' }),
})
export type QuotaRow = Static<typeof QuotaRow>

export const PricingRulesData = Type.Object({
  serverTime: Ms('服务端当前时间'),
  ttlMs: Type.Integer({ description: '各实例缓存这些设置的时长（毫秒）：保存后其他实例最迟这么久生效' }),
  propagation: Type.String({ description: '生效说明，由缓存时长算出' }),
  prices: Type.Object({
    ...settingMeta,
    configKey: Type.String(),
    stored: orNull(Type.Array(ScenePriceRow)),
    effective: Type.Array(ScenePriceRow),
    minFen: Type.Integer(),
    maxFen: Type.Integer(),
  }),
  helpRequired: Type.Object({
    ...settingMeta,
    configKey: Type.String(),
    stored: orNull(Type.Integer()),
    effective: Type.Integer(),
    defaultValue: Type.Integer(),
    min: Type.Integer(),
    max: Type.Integer(),
  }),
  quotas: Type.Object({
    ...settingMeta,
    configKey: Type.String(),
    stored: orNull(Type.Array(QuotaRow)),
    effective: Type.Array(QuotaRow),
  }),
  couponCap: Type.Object({
    effective: Type.Integer({ description: '客服每人每天（北京时间）可发放的解锁券张数' }),
    source: Type.String({ description: '来源：环境变量，修改后重新部署生效' }),
  }),
})
export type PricingRulesData = Static<typeof PricingRulesData>

export const PricingPricesBody = Type.Object({
  prices: Type.Array(Type.Object({ scene: Type.Integer(), listFen: Type.Integer(), discountFen: Type.Integer() }), {
    minItems: 1,
    maxItems: 10,
  }),
})
export const PricingHelpBody = Type.Object({ value: Type.Integer({ description: '解锁一份报告需要的好友助力人数' }) })
export const PricingQuotasBody = Type.Object({
  valuations: Type.Integer(),
  checks: Type.Integer(),
  dealEvaluations: Type.Integer(),
  aiCreations: Type.Integer(),
})

export const CAMPAIGN_STATUSES = ['upcoming', 'running', 'ended'] as const

export const ConsoleCampaign = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  startsAt: Ms('开始时间'),
  endsAt: Ms('结束时间（不含）；提前结束后为结束的时刻'),
  status: Type.Union(CAMPAIGN_STATUSES.map((s) => Type.Literal(s))),
  statusText: Type.String({ description: '未开始 / 进行中 / 已结束' }),
  prices: Type.Array(
    Type.Object({
      scene: Type.Integer(),
      sceneName: Type.String(),
      priceFen: Fen('活动价'),
      listFen: Fen('创建活动时的标价，即划线原价'),
    }),
  ),
  createdBy: Type.String(),
  createdAt: Ms('创建时间'),
  endedBy: orNull(Type.String({ description: '提前结束（或取消）的操作员' })),
  endedAt: orNull(Ms('提前结束的时间')),
})
export type ConsoleCampaign = Static<typeof ConsoleCampaign>

export const CampaignListData = Type.Object({ list: Type.Array(ConsoleCampaign) })
export const CampaignCreateBody = Type.Object({
  name: Type.String({ maxLength: 100, description: '活动名称，2 到 20 个字' }),
  startsAt: Type.Optional(Ms('开始时间；不填为立即开始')),
  endsAt: Ms('结束时间'),
  prices: Type.Array(Type.Object({ scene: Type.Integer(), priceFen: Fen('活动价') }), {
    maxItems: 10,
    description: '各场景的活动价，须低于现在的标价',
  }),
})
export const CampaignIdBody = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) })
