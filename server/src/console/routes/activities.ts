import type { ConsoleActivity, ConsolePrize, ConsoleTask } from '../../contract/console'
import { ACTIVITY_DESK_STATE_NAMES, ACTIVITY_DISABLED, TASK_EVENT_NAMES } from '../../contract/console/activities-values'
import { ActivityState, ODDS_SCALE } from '../../contract/values/draw'
import { isMainlandMobile } from '../../contract/values/rules/phone'
import { DEFAULT_LOVE_RATES, type MissionEvent } from '../../contract/values/rewards'
import { badParameter, notFound } from '../../errors'
import { ok } from '../../http/envelope'
import { ConfigInputError } from '../../modules/config/service'
import { exactPercent } from '../../modules/draw/activity-rules'
import type { ActivityRow, PrizeRow } from '../../modules/draw/repository'
import { activityStateAt, oddsText, parseRules } from '../../modules/draw/service'
import type { MissionRow } from '../../modules/rewards/repository'
import { taskSnapshot } from '../../modules/rewards/desk'
import type { ActivityStyle } from '../../contract/values/draw'
import type { PrizeType } from '../../contract/values/pay'
import { playerTags } from '../player-tags'
import { actorOf, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

function taskView(m: MissionRow): ConsoleTask {
  return { id: m.id, ...taskSnapshot(m), eventName: TASK_EVENT_NAMES[m.event as MissionEvent] ?? m.event, updatedAt: Number(m.updated_at) }
}

function prizeView(p: PrizeRow): ConsolePrize {
  return {
    id: p.id,
    activityId: p.activity_id,
    type: p.type,
    name: p.name,
    image: p.image,
    amountFen: p.amount_fen,
    couponCount: p.coupon_count,
    odds: p.odds,
    oddsExact: exactPercent(p.odds),
    oddsText: oddsText(p.odds),
    stock: p.stock,
    total: p.total,
    won: p.total - p.stock,
    sort: p.sort,
    enabled: p.enabled === 1,
  }
}

/** An activity with its odds as players see them: a prize that ran out counts towards 未中奖, as on the draw page. */
function activityView(a: ActivityRow, prizes: readonly PrizeRow[], now: number): ConsoleActivity {
  const enabled = prizes.filter((p) => p.enabled === 1)
  const oddsSum = enabled.reduce((sum, p) => sum + p.odds, 0)
  const winnable = enabled.filter((p) => p.stock > 0).reduce((sum, p) => sum + p.odds, 0)
  const state = a.enabled === 1 ? activityStateAt(a, now) : ACTIVITY_DISABLED
  return {
    id: a.id,
    title: a.title,
    subtitle: a.subtitle,
    style: a.style as ActivityStyle,
    startAt: Number(a.start_at),
    endAt: Number(a.end_at),
    perUserLimit: a.per_user_limit,
    perDayLimit: a.per_day_limit,
    rules: parseRules(a.rules),
    enabled: a.enabled === 1,
    state,
    stateText: ACTIVITY_DESK_STATE_NAMES[state],
    prizeCount: prizes.length,
    enabledPrizeCount: enabled.length,
    oddsSum,
    oddsSumText: exactPercent(oddsSum),
    noPrizeOddsText: oddsText(Math.max(0, ODDS_SCALE - winnable)),
    oddsLocked: state === ActivityState.RUNNING,
  }
}

/** The config module's refusals (config:set's rules) as the console answers them. */
async function configured<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (err) {
    if (err instanceof ConfigInputError) throw badParameter(err.message)
    throw err
  }
}

/**
 * 任务与爱心值 and 抽奖活动 (admin, operations). Every write is the command the CLI runs (task:set, love:adjust,
 * config:set love.rates, activity:set, prize:add, prize:set) with its checks, its Chinese messages and its audit row;
 * each answers the list or the activity as it now stands.
 */
export function activityRoutes(route: ReturnType<typeof consoleRouter>, deps: ConsoleDeps): void {
  const { rewardsDesk: rewards, activityDesk: draw, contentConfig: config } = deps
  const taskList = async () => ({ list: (await rewards.tasks()).map(taskView) })
  const detail = async (id: string) => {
    const { activity, prizes } = await draw.activity(id)
    return { activity: activityView(activity, prizes, draw.now()), prizes: prizes.map(prizeView) }
  }
  const rates = async () => ({ ...(await config.loveRates()), defaults: { ...DEFAULT_LOVE_RATES } })

  route('taskList', '任务：全部任务（含停用），按排序', async () => ok(await taskList()))

  route('taskCreate', '新建任务（与 task:set 同样校验）', async (request) => {
    const { id, ...input } = request.body
    await rewards.createTask(actorOf(request), id, input)
    return ok(await taskList(), '任务已创建')
  })

  route('taskUpdate', '修改任务、启用或停用（与 task:set 同样校验）', async (request) => {
    const { id, ...input } = request.body
    await rewards.updateTask(actorOf(request), id, input)
    return ok(await taskList(), '已保存')
  })

  route('taskReorder', '调整任务顺序（须列出全部任务）', async (request) => {
    await rewards.reorderTasks(actorOf(request), request.body.ids)
    return ok(await taskList(), '顺序已保存')
  })

  route('loveRates', '爱心值兑换比例：当前生效的值与默认值', async () => ok(await rates()))

  route('loveRatesUpdate', '修改爱心值兑换比例（与 config:set love.rates 同样校验），兑换立即按新比例', async (request) => {
    await configured(config.setLoveRates(actorOf(request), request.body))
    return ok(await rates(), '兑换比例已保存')
  })

  route('lovePlayer', '按手机号或 UID 找玩家，看当前爱心值', async (request) => {
    const q = request.body.q.trim()
    const userId = isMainlandMobile(q) ? await rewards.userIdByPhone(q) : await deps.playerRefs.idOfUid(q)
    if (userId === undefined) throw notFound('没有找到该玩家')
    const tag = await playerTags(deps, [userId])
    return ok({ player: tag(userId), ...(await rewards.standing(userId)) })
  })

  route('loveAdjust', '手动调整玩家爱心值（原因写入玩家爱心值明细与审计日志，不会低于 0）', async (request) => {
    const { uid, delta, reason } = request.body
    const userId = await deps.playerRefs.idOfUid(uid)
    if (userId === undefined) throw notFound('没有找到该玩家')
    const { before, after } = await rewards.adjustLove(actorOf(request), userId, delta, reason)
    const tag = await playerTags(deps, [userId])
    return ok({ player: tag(userId), before, after }, `已${delta > 0 ? '增加' : '扣减'} ${Math.abs(delta)} 爱心值`)
  })

  route('activityList', '抽奖活动：全部活动，含状态与概率合计', async () => {
    const now = draw.now()
    return ok({ list: (await draw.activities()).map(({ activity, prizes }) => activityView(activity, prizes, now)) })
  })

  route('activityDetail', '一个活动及其奖品（概率按玩家看到的显示）', async (request) => ok(await detail(request.query.id)))

  route('activityCreate', '新建活动（与 activity:set 同样校验）', async (request) => {
    const { id, ...patch } = request.body
    await draw.saveActivity(actorOf(request), id, { ...patch, style: patch.style as ActivityStyle | undefined }, 'create')
    return ok(await detail(id), '活动已创建')
  })

  route('activityUpdate', '修改活动（与 activity:set 同样校验）', async (request) => {
    const { id, ...patch } = request.body
    await draw.saveActivity(actorOf(request), id, { ...patch, style: patch.style as ActivityStyle | undefined }, 'update')
    return ok(await detail(id), '已保存')
  })

  route('activityPrizeCreate', '添加奖品（与 prize:add 同样校验；启用奖品概率合计不超过 100%）', async (request) => {
    const { activityId, amountFen = 0, couponCount = 0, image = '', ...rest } = request.body
    await draw.addPrize(actorOf(request), activityId, { ...rest, type: rest.type as PrizeType, amountFen, couponCount, image })
    return ok(await detail(activityId), '奖品已添加')
  })

  route('activityPrizeUpdate', '修改奖品（与 prize:set 同样校验；进行中改概率或启停须填写原因）', async (request) => {
    const { prizeId, ...patch } = request.body
    const prize = await draw.setPrize(actorOf(request), prizeId, patch)
    return ok(await detail(prize.activity_id), patch.overrideReason ? '已强制修改，原因已记入审计日志' : '已保存')
  })
}
