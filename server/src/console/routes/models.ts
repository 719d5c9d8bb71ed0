import type { GameModelsView, ModelDriftData, ModelVersionView, RetrainStepView } from '../../contract/console'
import { DRIFT_CHECK_EVERY_MS, type DriftState } from '../../modules/models/drift'
import { DRIFT_MIN_DEALS, DRIFT_WINDOW_MS } from '../../valuation/drift'
import { ok } from '../../http/envelope'
import type { GameModels, RetrainStep } from '../../modules/models/desk'
import type { MarketFileReport } from '../../market/import'
import type { VersionSummary } from '../../modules/models/versions'
import { getGame } from '../../valuation/catalogue'
import { PROMOTION_TOLERANCE } from '../../valuation/challenger'
import { actorOf, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** A market file's text in JSON: quotes are escaped, so the body may be about twice the 5 MB of text. */
const MARKET_BODY_LIMIT = 11_000_000

/** The desk's records as the console shows them (the schemas check they agree). */
const version = (v: VersionSummary): ModelVersionView => v
const step = (s: RetrainStep): RetrainStepView => s

/** A file's report with each game's name, as the page lists them. */
function named<R extends MarketFileReport>(
  report: R,
): R & { summary: { games: (MarketFileReport['summary']['games'][number] & { name: string })[] } } {
  const games = report.summary.games.map((g) => ({ ...g, name: getGame(g.gameId)?.name ?? String(g.gameId) }))
  return { ...report, summary: { ...report.summary, games } }
}

/** Drift checks with each game's name and the check's settings. */
const driftData = (list: DriftState[]): ModelDriftData => ({
  list: list.map((s) => ({ ...s, name: getGame(s.gameId)?.name ?? String(s.gameId) })),
  windowDays: DRIFT_WINDOW_MS / 86_400_000,
  minDeals: DRIFT_MIN_DEALS,
  everyMinutes: DRIFT_CHECK_EVERY_MS / 60_000,
})

function gameView(g: GameModels): GameModelsView {
  const game = getGame(g.gameId)
  return { ...g, name: game?.name ?? String(g.gameId), enabled: game?.enabled ?? false, champion: g.champion && version(g.champion) }
}

/**
 * 市场数据与模型 (admin, analyst; promotion and rollback admin only): a market file checked (the dry run:
 * line-numbered rejects and per-game counts, nothing written) and imported, retrain runs with per-game progress,
 * each game's champion and challengers with their figures on the same recent window, promotion (an override with
 * a reason when worse) and rollback. Every command is the models module's desk, which `npm run ops -- models:*`
 * runs too.
 */
export function modelRoutes(route: ReturnType<typeof consoleRouter>, { modelDesk: desk }: ConsoleDeps): void {
  route(
    'modelMarketCheck',
    '检查市场数据文件（JSONL 或 CSV）：行数、可导入数、被拒绝的行（行号与原因）、各游戏计数；不写入',
    async (request) => {
      const { fileName, text, format } = request.body
      return ok(named(desk.checkMarketFile(fileName, text, format)))
    },
    { bodyLimit: MARKET_BODY_LIMIT },
  )

  route(
    'modelMarketImport',
    '导入市场数据文件中可导入的行（被拒绝的行不导入），记入审计日志',
    async (request) => {
      const { fileName, text, format } = request.body
      const data = named(await desk.importMarketFile(actorOf(request), fileName, text, format))
      return ok(data, `已导入 ${data.accepted} 行`)
    },
    { bodyLimit: MARKET_BODY_LIMIT },
  )

  route('modelOverview', '各游戏的现用模型、候选版本与最近一次训练', async () =>
    ok({ list: (await desk.overview()).map(gameView), tolerance: PROMOTION_TOLERANCE }),
  )

  route('modelHistory', '一个游戏的全部模型版本及回测指标，新的在前', async (request) =>
    ok({ list: (await desk.history(Number(request.query.gameId))).map(version) }),
  )

  route(
    'modelRetrain',
    '重新训练（后台任务）：每个游戏训练出候选版本，与现用版本在同一近期窗口回测，不差于现用版本时自动启用',
    async (request) => ok({ list: (await desk.startRetrain(actorOf(request), request.body.gameIds)).map(step) }, '已开始训练'),
  )

  route('modelRun', '一次训练的各游戏进度', async (request) => ok({ list: (await desk.run(request.query.runId)).map(step) }))

  route('modelPromote', '启用一个版本（比现用版本差时须填写原因）', async (request) => {
    const { versionId, reason } = request.body
    return ok(version(await desk.promote(actorOf(request), versionId, reason)), '已启用')
  })

  route('modelRollback', '回滚到上一个现用版本（须填写原因）', async (request) => {
    const { gameId, reason } = request.body
    return ok(version(await desk.rollback(actorOf(request), gameId, reason)), '已回滚')
  })

  route(
    'modelDrift',
    '各游戏最近一次漂移检查：近 30 天成交与现用模型估价的偏差、MdAPE、价格指数变动，是否漂移，重新训练',
    async (request) => {
      const { gameId } = request.query
      return ok(driftData(await desk.drift.latest(gameId === undefined ? undefined : Number(gameId))))
    },
  )

  route('modelDriftCheck', '立即检查漂移（与每小时的自动检查相同：漂移的游戏排队重新训练，每个游戏同时只训练一次）', async (request) =>
    ok(driftData(await desk.drift.check(request.body.gameIds, actorOf(request))), '检查完成'),
  )
}
