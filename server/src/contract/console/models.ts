import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { digits } from './query'

/** 市场数据与模型 (issue 38 point 4): market files checked and imported, retrains, model versions, promotion, rollback. */

const Ms = (description: string) => Type.Integer({ description: `${description}，UTC 毫秒` })
const orNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const Share = (description: string) => Type.Number({ description: `${description}（0–1）` })
const GameId = Type.Integer({ minimum: 1, maximum: 1_000_000, description: '游戏编号' })

/** Market files: the text itself in a JSON body (as the banner image upload), at most 5 MB. */
export const MarketFileBody = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 200, description: '文件名（按 .jsonl / .csv 识别格式）' }),
  text: Type.String({ maxLength: 5_000_000, description: '文件内容（UTF-8 文本，至多 5 MB）' }),
  format: Type.Optional(Type.Union([Type.Literal('jsonl'), Type.Literal('csv')])),
})
export type MarketFileBody = Static<typeof MarketFileBody>

export const MarketReject = Type.Object({
  line: Type.Integer({ description: '行号，从 1 起（0：整个文件）' }),
  field: Type.Optional(Type.String()),
  message: Type.String({ description: '原因' }),
})

export const MarketGameCount = Type.Object({
  gameId: Type.Integer(),
  name: Type.String({ description: '游戏名' }),
  deals: Type.Integer(),
  listings: Type.Integer(),
  firstAt: Ms('最早时间'),
  lastAt: Ms('最晚时间'),
  medianDealFen: orNull(Type.Integer({ description: '成交价中位数，分' })),
})

export const MarketFileReport = Type.Object({
  format: Type.Union([Type.Literal('jsonl'), Type.Literal('csv')]),
  rows: Type.Integer({ description: '数据行数' }),
  accepted: Type.Integer({ description: '可导入的行数' }),
  rejected: Type.Integer({ description: '被拒绝的行数' }),
  rejects: Type.Array(MarketReject, { description: '被拒绝的行与原因（至多 500 条）' }),
  summary: Type.Object({ rows: Type.Integer(), demoRows: Type.Integer(), games: Type.Array(MarketGameCount) }),
})
export type MarketFileReport = Static<typeof MarketFileReport>

export const MarketImportData = Type.Object({
  ...MarketFileReport.properties,
  games: Type.Array(Type.Integer(), { description: '写入了数据的游戏（可重新训练）' }),
  rematched: Type.Integer({ description: '匹配到在售商品的意向记录数' }),
})
export type MarketImportData = Static<typeof MarketImportData>

const Group = Type.Object({ mdape: orNull(Type.Number()), n: Type.Integer() })

export const WindowFigures = Type.Object({
  n: Type.Integer({ description: '检验的成交笔数' }),
  mdape: Share('误差中位数 MdAPE'),
  within10: Share('误差在 10% 以内的占比'),
  within20: Share('误差在 20% 以内的占比'),
  coverage: Share('成交价落在 80% 区间内的占比'),
  byConfidence: Type.Object({ 高: Group, 中: Group, 低: Group }),
  confidenceOrderOk: Type.Boolean({ description: '误差按 高 < 中 < 低 排列' }),
})

export const ModelBacktest = Type.Object({
  window: orNull(
    Type.Object({
      from: Ms('窗口首笔成交'),
      to: Ms('窗口末笔成交'),
      deals: Type.Integer(),
      unseenByChampion: Type.Boolean({ description: '窗口内的成交现用版本训练时未见过' }),
    }),
  ),
  challenger: orNull(WindowFigures),
  champion: orNull(WindowFigures),
  verdict: Type.Object({ notWorse: Type.Boolean(), reasons: Type.Array(Type.String()) }),
})

export const ModelVersionStatus = Type.Union(
  [Type.Literal('challenger'), Type.Literal('champion'), Type.Literal('retired'), Type.Literal('rejected')],
  { description: 'challenger 候选，champion 现用，retired 已替换，rejected 已回滚' },
)

export const ModelVersionView = Type.Object({
  id: Type.Integer({ description: '版本 id' }),
  gameId: Type.Integer(),
  modelVersion: Type.String({ description: '模型代码版本' }),
  trainedAt: Ms('训练时间'),
  deals: Type.Integer({ description: '训练用成交笔数' }),
  refusedReason: orNull(Type.String()),
  demo: Type.Boolean(),
  status: ModelVersionStatus,
  backtest: orNull(ModelBacktest),
  promotedAt: orNull(Ms('启用时间')),
  promotedBy: orNull(Type.String()),
  promoteReason: orNull(Type.String()),
  createdAt: Ms('创建时间'),
})
export type ModelVersionView = Static<typeof ModelVersionView>

export const RetrainStepView = Type.Object({
  runId: Type.String(),
  gameId: Type.Integer(),
  state: Type.Union(
    [Type.Literal('queued'), Type.Literal('training'), Type.Literal('backtesting'), Type.Literal('done'), Type.Literal('failed')],
    { description: 'queued 排队中，training 训练中，backtesting 回测中，done 完成，failed 失败' },
  ),
  versionId: orNull(Type.Integer()),
  note: orNull(Type.String()),
  requestedBy: Type.String(),
  createdAt: Ms('发起时间'),
  updatedAt: Ms('更新时间'),
})
export type RetrainStepView = Static<typeof RetrainStepView>

export const GameModelsView = Type.Object({
  gameId: Type.Integer(),
  name: Type.String(),
  enabled: Type.Boolean(),
  champion: orNull(ModelVersionView),
  challengers: Type.Array(ModelVersionView),
  canRollback: Type.Boolean(),
  lastRetrain: orNull(RetrainStepView),
})
export type GameModelsView = Static<typeof GameModelsView>

export const ModelOverviewData = Type.Object({
  list: Type.Array(GameModelsView),
  tolerance: Type.Object({ mdape: Type.Number(), coverage: Type.Number() }, { description: '自动启用的容差' }),
})
export type ModelOverviewData = Static<typeof ModelOverviewData>

export const ModelHistoryQuery = Type.Object({ gameId: digits('游戏编号') })
export const ModelHistoryData = Type.Object({ list: Type.Array(ModelVersionView) })
export type ModelHistoryData = Static<typeof ModelHistoryData>

export const ModelRetrainBody = Type.Object({
  gameIds: Type.Array(GameId, { maxItems: 20, description: '要重新训练的游戏；空数组为全部游戏' }),
})
export const ModelRunQuery = Type.Object({ runId: Type.String({ pattern: '^rt_[0-9a-f]{16}$' }) })
export const ModelRunData = Type.Object({ list: Type.Array(RetrainStepView) })
export type ModelRunData = Static<typeof ModelRunData>

export const ModelPromoteBody = Type.Object({
  versionId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  reason: Type.Optional(Type.String({ maxLength: 200, description: '比现用版本差时必填' })),
})
export const ModelRollbackBody = Type.Object({ gameId: GameId, reason: Type.String({ maxLength: 200 }) })

// 漂移监测 (issue 41 point 3)
export const DriftFiguresView = Type.Object({
  deals: Type.Integer({ description: '近 30 天参与检验的成交笔数' }),
  bias: Type.Number({ description: '偏差：成交价与估价之比的对数中位数（正：成交高于估价）' }),
  mdape: Share('近 30 天误差中位数 MdAPE'),
  baselineMdape: Share('模型回测 MdAPE（限值的依据）'),
  indexStep: orNull(Type.Number({ description: '价格指数近 30 天的变动（对数），成交不足时为 null' })),
  indexTrend: orNull(Type.Number({ description: '此前每 30 天的平均变动（对数）' })),
  limits: Type.Object({
    bias: Type.Number({ description: '偏差限值（对数）' }),
    mdape: Share('MdAPE 限值'),
    indexStep: orNull(Type.Number({ description: '指数变动限值（对数，扣除此前趋势后）' })),
  }),
})

export const DriftStateView = Type.Object({
  gameId: Type.Integer(),
  name: Type.String({ description: '游戏名' }),
  checkedAt: Ms('检查时间'),
  status: Type.Union([Type.Literal('ok'), Type.Literal('drift'), Type.Literal('insufficient')], {
    description: 'ok 正常，drift 漂移，insufficient 近 30 天成交不足',
  }),
  versionId: orNull(Type.Integer({ description: '检查的现用版本' })),
  deals: Type.Integer({ description: '近 30 天成交笔数' }),
  figures: orNull(DriftFiguresView),
  reasons: Type.Array(Type.String(), { description: '超过限值的指标' }),
  retrain: orNull(
    Type.Object({
      runId: Type.String(),
      note: Type.String({ description: '已排队重新训练 / 已有训练在进行 / 24 小时内已训练过' }),
      state: orNull(Type.String({ description: '这次训练在该游戏上的进度（queued、training、backtesting、done、failed）' })),
    }),
  ),
})
export type DriftStateView = Static<typeof DriftStateView>

export const ModelDriftQuery = Type.Object({ gameId: Type.Optional(digits('游戏编号')) })
export const ModelDriftData = Type.Object({
  list: Type.Array(DriftStateView, { description: '各游戏最近一次漂移检查' }),
  windowDays: Type.Integer({ description: '检验窗口（天）' }),
  minDeals: Type.Integer({ description: '窗口内至少的成交笔数' }),
  everyMinutes: Type.Integer({ description: '自动检查的间隔（分钟）' }),
})
export type ModelDriftData = Static<typeof ModelDriftData>
export const ModelDriftCheckBody = Type.Object({
  gameIds: Type.Array(GameId, { maxItems: 20, description: '要检查的游戏；空数组为全部有现用模型的游戏' }),
})
