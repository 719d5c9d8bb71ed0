import type { PrizeRecordDetail, PrizeRecordRow } from '../../contract/console'
import { PrizeState } from '../../contract/values/draw'
import { ok } from '../../http/envelope'
import { PRIZE_RECORD_OBJECT, type DeskRecord } from '../../modules/draw/prize-desk'
import { playerTags } from '../player-tags'
import { payoutAttempts } from '../prize-views'
import { numberOf, pageOf } from '../query'
import { actorOf, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** What a retry did, in the envelope's message; the state in the answer is what the page acts on. */
function retryMessage(record: DeskRecord, retried: boolean): string {
  const paid = record.state === PrizeState.PAID_OUT
  if (!retried) return paid ? '该红包已发放，无需重新发放' : '该红包正在发放中，请稍后刷新'
  return paid ? '红包已发放' : `重新发放失败：${record.payoutError ?? '发放渠道未返回原因'}`
}

/** Every audit row of a won prize: a record is retried a handful of times at most. */
const TRAIL_MAX = 100

/**
 * 奖品发放 (admin, operations): won prizes by activity, type, state, time and player; one prize with its delivery
 * address (the recipient masked, the address in full: it is what operations ships to) or its red packet's payout
 * attempts; shipping (the player's logistics page shows carrier and number at once) and paying a failed red packet
 * again. Both writes are the draw module's PrizeDesk commands, which the CLI runs too, and answer the prize as it
 * now stands.
 */
export function prizeRoutes(route: ReturnType<typeof consoleRouter>, deps: ConsoleDeps): void {
  const { prizeDesk: desk } = deps

  async function rows(records: DeskRecord[]): Promise<PrizeRecordRow[]> {
    const tag = await playerTags(
      deps,
      records.map((r) => r.userId),
    )
    return records.map(({ userId, address: _address, payout: _payout, canShip: _ship, canRetry: _retry, ...rest }) => ({
      ...rest,
      player: tag(userId),
    }))
  }

  async function detail(record: DeskRecord): Promise<PrizeRecordDetail> {
    const [[row], trail] = await Promise.all([
      rows([record]),
      deps.audit.list({ objectType: PRIZE_RECORD_OBJECT, objectId: String(record.id) }, 1, TRAIL_MAX),
    ])
    const { address, payout, canShip, canRetry } = record
    return { ...row, address, payout, canShip, canRetry, attempts: payoutAttempts(record, trail.list) }
  }

  route('prizeList', '中奖记录：按活动、奖品类型、状态、中奖时间和用户筛选，新的在前', async (request) => {
    const q = request.query
    const { page, pageSize } = pageOf(q)
    const userId = q.uid === undefined ? undefined : await deps.playerRefs.idOfUid(q.uid)
    // An unknown uid has no prizes: an empty page, not everyone's.
    if (q.uid !== undefined && userId === undefined) return ok({ list: [], total: 0, page, pageSize })
    const { list, total } = await desk.list(
      {
        activityId: q.activityId,
        prizeType: numberOf(q.prizeType),
        state: numberOf(q.state),
        userId,
        from: numberOf(q.from),
        to: numberOf(q.to),
      },
      page,
      pageSize,
    )
    return ok({ list: await rows(list), total, page, pageSize })
  })

  route('prizeActivities', '活动列表（筛选用）', async () => ok({ list: await desk.activities() }))

  route('prizeDetail', '一条中奖记录：收货地址（收货人与手机号脱敏）或红包发放记录', async (request) =>
    ok(await detail(await desk.detail(Number(request.query.recordId)))),
  )

  route('prizeShip', '发货：选择快递公司并填写单号，用户的物流页随即显示', async (request) => {
    const { recordId, carrier, trackingNo } = request.body
    return ok(await detail(await desk.ship(actorOf(request), recordId, { carrier, trackingNo })), '已发货')
  })

  route('prizeRetryPayout', '重新发放发放失败的红包（重复调用只发放一次）', async (request) => {
    const { record, retried } = await desk.retryPayout(actorOf(request), request.body.recordId)
    return ok(await detail(record), retryMessage(record, retried))
  })
}
