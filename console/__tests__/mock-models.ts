/**
 * The mock console API's 市场数据与模型 endpoints (mock-api.ts hands their calls here): a canned dry-run report for
 * the check, the import writing it, games with champions and challengers, retrain runs that finish after a few reads
 * of the progress, promotion (a reason when worse) and rollback, with the roles of the contract's table.
 */
import type { DriftStateView, GameModelsView, MarketFileReport, ModelVersionView, RetrainStepView } from '../../server/src/contract/console'
import { ConsoleEndpoint, roleMayCall, type ConsoleRole } from '../../server/src/contract/console/values'
import type { Call, Reply } from './mock-support-desk'

export const MODELS_NOW = Date.UTC(2026, 10, 30, 4, 0, 0)
const DAY = 24 * 3_600_000

const figures = (mdape: number, coverage: number, orderOk = true) => ({
  n: 120,
  mdape,
  within10: 0.4,
  within20: 0.7,
  coverage,
  byConfidence: { 高: { mdape: mdape * 0.8, n: 40 }, 中: { mdape, n: 50 }, 低: { mdape: mdape * 1.3, n: 30 } },
  confidenceOrderOk: orderOk,
})

export function version(id: number, fields: Partial<ModelVersionView> = {}): ModelVersionView {
  return {
    id,
    gameId: 10013,
    modelVersion: 'hedonic-ridge-knn-conformal/8',
    trainedAt: MODELS_NOW - DAY * (10 - id),
    deals: 1800,
    refusedReason: null,
    demo: false,
    status: 'champion',
    backtest: {
      window: { from: MODELS_NOW - 30 * DAY, to: MODELS_NOW - DAY, deals: 120, unseenByChampion: true },
      challenger: figures(0.12, 0.81),
      champion: figures(0.125, 0.8),
      verdict: { notWorse: true, reasons: [] },
    },
    promotedAt: MODELS_NOW - DAY * (10 - id),
    promotedBy: 'system:retrain',
    promoteReason: '自动启用：不差于现用版本',
    createdAt: MODELS_NOW - DAY * (10 - id),
    ...fields,
  }
}

/** A challenger worse than the champion of its retrain. */
export const worseChallenger = (id: number): ModelVersionView =>
  version(id, {
    status: 'challenger',
    promotedAt: null,
    promotedBy: null,
    promoteReason: null,
    backtest: {
      window: { from: MODELS_NOW - 30 * DAY, to: MODELS_NOW - DAY, deals: 120, unseenByChampion: true },
      challenger: figures(0.19, 0.7, false),
      champion: figures(0.12, 0.81),
      verdict: { notWorse: false, reasons: ['MdAPE 19.0% 高于现用版本的 12.0%（容差 0.5 个百分点）'] },
    },
  })

export class MockModels {
  games: GameModelsView[] = []
  versions: ModelVersionView[] = []
  /** What the check answers; the import answers it too, with the games written. */
  report: MarketFileReport | null = null
  imports: { fileName: string; text: string }[] = []
  runs: RetrainStepView[] = []
  /** Reads of a run's progress before it is done. */
  readsUntilDone = 2
  /** Each game's latest drift check; `driftOnCheck` is what a check now finds (stored over the latest). */
  drift: DriftStateView[] = []
  driftOnCheck: DriftStateView[] = []

  addGame(gameId: number, name: string, champion: ModelVersionView | null, challengers: ModelVersionView[] = []): GameModelsView {
    const game: GameModelsView = { gameId, name, enabled: true, champion, challengers, canRollback: false, lastRetrain: null }
    this.games.push(game)
    this.versions.push(...(champion ? [champion] : []), ...challengers)
    return game
  }

  private refresh(): void {
    for (const g of this.games) {
      const own = this.versions.filter((v) => v.gameId === g.gameId)
      g.champion = own.find((v) => v.status === 'champion') ?? null
      g.challengers = own.filter((v) => v.status === 'challenger')
      g.canRollback = own.some((v) => v.status === 'retired')
      const steps = this.runs.filter((s) => s.gameId === g.gameId)
      g.lastRetrain = steps.at(-1) ?? null
    }
  }

  handle(call: Call, me: { name: string; role: ConsoleRole }): Reply | null {
    const name = (Object.keys(ConsoleEndpoint) as (keyof typeof ConsoleEndpoint)[]).find(
      (n) => ConsoleEndpoint[n].path === call.path && ConsoleEndpoint[n].method === call.method,
    )
    if (!name?.startsWith('model')) return null
    const ok = (data: unknown, msg = 'ok'): Reply => ({ code: 200, msg, data: JSON.parse(JSON.stringify(data)) as unknown })
    const fail = (code: number, msg: string): Reply => ({ code, msg, data: null })
    if (!roleMayCall(ConsoleEndpoint[name].roles, me.role)) return fail(40003, '无权操作')
    const body = (call.body ?? {}) as Record<string, unknown>
    switch (name) {
      case 'modelMarketCheck':
        return this.report ? ok(this.report) : fail(40000, '无法识别文件格式，请上传 .jsonl 或 .csv 文件')
      case 'modelMarketImport': {
        if (!this.report) return fail(40000, '文件中没有可导入的行')
        this.imports.push({ fileName: String(body.fileName), text: String(body.text) })
        return ok(
          { ...this.report, games: this.report.summary.games.map((g) => g.gameId), rematched: 0 },
          `已导入 ${this.report.accepted} 行`,
        )
      }
      case 'modelOverview': {
        // Progress moves on each read, as the job would.
        for (const s of this.runs) {
          if (s.state === 'done') continue
          if (--this.readsUntilDone <= 0) {
            const v = worseChallenger(this.versions.length + 1)
            this.versions.push({ ...v, gameId: s.gameId })
            Object.assign(s, { state: 'done', versionId: v.id, note: `版本 ${v.id} 已训练，比现用版本差，留作候选` })
          } else Object.assign(s, { state: 'training' })
        }
        this.refresh()
        return ok({ list: this.games, tolerance: { mdape: 0.005, coverage: 0.02 } })
      }
      case 'modelHistory':
        return ok({ list: this.versions.filter((v) => v.gameId === Number(call.query.gameId)).sort((a, b) => b.id - a.id) })
      case 'modelRetrain': {
        const ids = (body.gameIds as number[]).length ? (body.gameIds as number[]) : this.games.map((g) => g.gameId)
        const steps = ids.map((gameId) => ({
          runId: 'rt_0000000000000001',
          gameId,
          state: 'queued' as const,
          versionId: null,
          note: null,
          requestedBy: me.name,
          createdAt: MODELS_NOW,
          updatedAt: MODELS_NOW,
        }))
        this.runs.push(...steps)
        return ok({ list: steps }, '已开始训练')
      }
      case 'modelDrift':
      case 'modelDriftCheck': {
        if (name === 'modelDriftCheck')
          for (const s of this.driftOnCheck) this.drift = [...this.drift.filter((d) => d.gameId !== s.gameId), s]
        const list = this.drift.filter((s) => call.query.gameId === undefined || s.gameId === Number(call.query.gameId))
        return ok({ list, windowDays: 30, minDeals: 30, everyMinutes: 60 }, name === 'modelDriftCheck' ? '检查完成' : 'ok')
      }
      case 'modelRun':
        return ok({ list: this.runs.filter((s) => s.runId === call.query.runId) })
      case 'modelPromote': {
        const v = this.versions.find((x) => x.id === body.versionId)
        if (!v) return fail(40004, '没有这个模型版本')
        const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
        if (!v.backtest?.verdict.notWorse && !reason) return fail(40000, '请填写原因')
        for (const x of this.versions) if (x.gameId === v.gameId && x.status === 'champion') x.status = 'retired'
        Object.assign(v, { status: 'champion', promotedAt: MODELS_NOW, promotedBy: me.name, promoteReason: reason || '不差于现用版本' })
        return ok(v, '已启用')
      }
      case 'modelRollback': {
        const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
        if (!reason) return fail(40000, '请填写原因')
        const own = this.versions.filter((x) => x.gameId === body.gameId)
        const previous = own.filter((x) => x.status === 'retired').sort((a, b) => (b.promotedAt ?? 0) - (a.promotedAt ?? 0))[0]
        if (!previous) return fail(40000, '没有可回滚的上一个版本')
        for (const x of own) if (x.status === 'champion') x.status = 'rejected'
        Object.assign(previous, { status: 'champion', promotedAt: MODELS_NOW, promotedBy: me.name, promoteReason: reason })
        return ok(previous, '已回滚')
      }
      default:
        return fail(40004, '接口不存在')
    }
  }
}

/** A drift check of 10013: stable, or flagged with a retrain queued. */
export function driftState(status: DriftStateView['status'], fields: Partial<DriftStateView> = {}): DriftStateView {
  const drift = status === 'drift'
  return {
    gameId: 10013,
    name: '王者荣耀',
    checkedAt: MODELS_NOW,
    status,
    versionId: 1,
    deals: status === 'insufficient' ? 12 : 84,
    figures:
      status === 'insufficient'
        ? null
        : {
            deals: 84,
            bias: drift ? 0.2231 : 0.0198,
            mdape: drift ? 0.231 : 0.131,
            baselineMdape: 0.12,
            indexStep: drift ? 0.2151 : 0.01,
            indexTrend: 0.004,
            limits: { bias: 0.1, mdape: 0.2009, indexStep: 0.1302 },
          },
    reasons: drift ? ['近 30 天成交价比估价高 25.0%（限 10.5%）', '价格指数近 30 天变动 +24.0%，此前趋势每 30 天 +0.4%（限 ±13.0%）'] : [],
    retrain: drift ? { runId: 'rt_00000000000000d1', note: '已排队重新训练', state: 'queued' } : null,
    ...fields,
  }
}
