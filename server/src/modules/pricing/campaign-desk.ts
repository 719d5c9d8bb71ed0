import type { Clock } from '../../clock'
import { ORDER_SCENE_NAMES } from '../../contract/console/orders-values'
import { chinaClock } from '../../contract/values/china-time'
import { PayScene } from '../../contract/values/pay'
import type { Db } from '../../db/connect'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import { badParameter, notFound } from '../../errors'
import type { AuditActor, AuditTrail } from '../audit-port'
import type { PayPrices } from '../config/pay-prices'
import { CampaignRepository, type CampaignRow } from './campaign-repository'

/** What the desk's audit rows name: a campaign by its id. */
export const CAMPAIGN_OBJECT = 'price_campaign'
export const CampaignAction = { CREATE: 'campaign.create', END: 'campaign.end' } as const

export const CAMPAIGN_NAME_MIN = 2
export const CAMPAIGN_NAME_MAX = 20
/** A sale that never ends is a fake 原价: a campaign lasts at most this long. */
export const CAMPAIGN_MAX_DAYS = 31
/** A start this far in the past is taken as "now" (the form was filled in a minute ago); further back is refused. */
const START_SLACK_MS = 10 * 60_000
const LIST_LIMIT = 200

export type CampaignStatus = 'upcoming' | 'running' | 'ended'
export const CAMPAIGN_STATUS_NAMES: Record<CampaignStatus, string> = { upcoming: '未开始', running: '进行中', ended: '已结束' }

export interface DeskCampaign {
  id: number
  name: string
  startsAt: number
  endsAt: number
  status: CampaignStatus
  statusText: string
  prices: { scene: number; sceneName: string; priceFen: number; listFen: number }[]
  createdBy: string
  createdAt: number
  endedBy: string | null
  endedAt: number | null
}

export interface CampaignInput {
  name: string
  /** UTC ms; absent: now. */
  startsAt?: number
  endsAt: number
  prices: { scene: number; priceFen: number }[]
}

const sceneName = (scene: number) => ORDER_SCENE_NAMES[scene as PayScene] ?? `场景 ${scene}`
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`
const pad = (n: number) => String(n).padStart(2, '0')
function beijing(ms: number): string {
  const c = chinaClock(ms)
  return `${c.month}月${c.day}日 ${pad(c.hour)}:${pad(c.minute)}`
}

function statusAt(row: Pick<CampaignRow, 'starts_at' | 'ends_at' | 'ended_at'>, now: number): CampaignStatus {
  if (now >= row.ends_at || row.ended_at !== null) return 'ended'
  return now < row.starts_at ? 'upcoming' : 'running'
}

function view(row: CampaignRow, now: number): DeskCampaign {
  const status = statusAt(row, now)
  return {
    id: row.id,
    name: row.name,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status,
    // Ended before it started: it never ran.
    statusText: row.ended_at !== null && row.ends_at <= row.starts_at ? '已取消' : CAMPAIGN_STATUS_NAMES[status],
    prices: row.prices.map((p) => ({ scene: p.scene, sceneName: sceneName(p.scene), priceFen: p.price_fen, listFen: p.list_fen })),
    createdBy: row.created_by,
    createdAt: row.created_at,
    endedBy: row.ended_by,
    endedAt: row.ended_at,
  }
}

/** An audit row's picture of a campaign. */
const audited = (c: DeskCampaign) => ({
  name: c.name,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
  prices: c.prices.map(({ scene, priceFen, listFen }) => ({ scene, priceFen, listFen })),
})

/**
 * Dated price campaigns, as the console and the CLI run them: create (checked against the list prices charged
 * now, and against every other campaign on the same scenes), end early, list; and the running campaign's price per
 * scene, which payments charge when it is the lowest (./unlock-price.ts).
 */
export class CampaignDesk {
  private readonly uow: UnitOfWork<{ campaigns: typeof CampaignRepository }>

  constructor(
    private readonly deps: {
      db: Db
      clock: Clock
      /** The list prices charged now (the config module's settings): a campaign price must be below them. */
      prices: () => Promise<PayPrices>
      audit?: AuditTrail
    },
  ) {
    this.uow = unitOfWork(deps.db, { campaigns: CampaignRepository })
  }

  async list(): Promise<DeskCampaign[]> {
    const now = this.deps.clock.now()
    return (await this.uow.repos.campaigns.list(LIST_LIMIT)).map((r) => view(r, now))
  }

  /** The campaign price running now for a scene, if any. */
  async runningPrice(
    scene: number,
    now: number,
  ): Promise<{ campaignId: number; name: string; priceFen: number; listFen: number; endsAt: number } | undefined> {
    const row = (await this.uow.repos.campaigns.runningAt(now)).find((r) => r.scene === scene)
    return row && { campaignId: row.id, name: row.name, priceFen: row.price_fen, listFen: row.list_fen, endsAt: row.ends_at }
  }

  /**
   * Creates a campaign. Refused (40000, with what to fix): a name out of length, a span not ahead or too long, an
   * unknown or repeated scene, a price not below that scene's list price, or a span meeting another campaign's on
   * one of its scenes, also when creates race (the scenes' locks make them queue).
   */
  async create(actor: AuditActor, input: CampaignInput): Promise<DeskCampaign> {
    const now = this.deps.clock.now()
    const name = input.name.trim()
    if ([...name].length < CAMPAIGN_NAME_MIN || [...name].length > CAMPAIGN_NAME_MAX) {
      throw badParameter(`活动名称须为 ${CAMPAIGN_NAME_MIN} 到 ${CAMPAIGN_NAME_MAX} 个字`)
    }
    const startsAt = Math.max(input.startsAt ?? now, now)
    if (input.startsAt !== undefined && input.startsAt < now - START_SLACK_MS) throw badParameter('开始时间已过，请选择现在或以后的时间')
    if (input.endsAt <= startsAt) throw badParameter('结束时间须晚于开始时间')
    if (input.endsAt - startsAt > CAMPAIGN_MAX_DAYS * 86_400_000) throw badParameter(`活动最长 ${CAMPAIGN_MAX_DAYS} 天`)
    if (!input.prices.length) throw badParameter('请至少为一个场景设置活动价')
    const scenes = input.prices.map((p) => p.scene)
    if (new Set(scenes).size !== scenes.length) throw badParameter('同一场景只能设置一个活动价')
    const lists = await this.deps.prices()
    const prices = input.prices.map(({ scene, priceFen }) => {
      const list = lists[scene as PayScene]
      if (!list) throw badParameter(`未知的支付场景 ${scene}`)
      if (!Number.isInteger(priceFen) || priceFen < 1 || priceFen >= list.list) {
        throw badParameter(`${sceneName(scene)}的活动价须为 ¥0.01 到 ${yuan(list.list - 1)}，低于现在的标价 ${yuan(list.list)}`)
      }
      return { scene, price_fen: priceFen, list_fen: list.list }
    })
    const created = await this.uow.transaction(async ({ campaigns }, trx) => {
      await campaigns.lockScenes(scenes)
      const clash = await campaigns.overlapping(scenes, startsAt, input.endsAt)
      if (clash) {
        throw badParameter(
          `与活动「${clash.name}」（${beijing(clash.startsAt)} 至 ${beijing(clash.endsAt)}）在${sceneName(clash.scene)}上时间重叠`,
        )
      }
      const id = await campaigns.insert({
        name,
        starts_at: startsAt,
        ends_at: input.endsAt,
        created_by: actor.name.slice(0, 64),
        created_at: now,
        prices,
      })
      const campaign = view((await campaigns.find(id))!, now)
      await this.recorder().record(
        actor,
        { action: CampaignAction.CREATE, objectType: CAMPAIGN_OBJECT, objectId: id, before: null, after: audited(campaign) },
        trx,
      )
      return campaign
    })
    return created
  }

  /** Ends a running campaign now, or cancels an upcoming one; an ended campaign cannot be changed. */
  async end(actor: AuditActor, id: number): Promise<DeskCampaign> {
    const now = this.deps.clock.now()
    return this.uow.transaction(async ({ campaigns }, trx) => {
      const before = await campaigns.find(id)
      if (!before) throw notFound('活动不存在')
      if (!(await campaigns.end(id, now, actor.name.slice(0, 64)))) throw badParameter('活动已结束，不能修改')
      const after = view((await campaigns.find(id))!, now)
      const entry = {
        action: CampaignAction.END,
        objectType: CAMPAIGN_OBJECT,
        objectId: id,
        before: audited(view(before, now)),
        after: audited(after),
      }
      await this.recorder().record(actor, entry, trx)
      return after
    })
  }

  private recorder(): AuditTrail {
    if (!this.deps.audit) throw new Error('campaign edits need the audit trail (createPricing deps.audit)')
    return this.deps.audit
  }
}
