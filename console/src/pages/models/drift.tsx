import { Alert, Card, Col, Space, Tag, Typography } from 'antd'
import type { DriftStateView, GameModelsView } from '../../../../server/src/contract/console'
import { formatBeijing } from '../../format'
import { FiguresTable, pct, RetrainStateTag } from './labels'

/** 漂移监测 (issue 41 point 3): a game's latest drift check on the 模型 page. */

const STATUS: Record<DriftStateView['status'], { text: string; color: string }> = {
  ok: { text: '正常', color: 'green' },
  drift: { text: '漂移', color: 'red' },
  insufficient: { text: '成交不足', color: 'default' },
}

/** A log change as a signed percentage (0.2231 → +25.0%). */
const signed = (log: number | null | undefined): string => {
  if (log == null) return '—'
  const x = Math.expm1(log)
  return `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`
}
/** A log limit as ± a percentage. */
const within = (log: number | null | undefined): string => (log == null ? '—' : `±${(Math.expm1(log) * 100).toFixed(1)}%`)

/** The column: the status, and the bias when there are figures. */
export function DriftCell({ state }: { state: DriftStateView | undefined }) {
  if (!state) return <Typography.Text type='secondary'>未检查</Typography.Text>
  const s = STATUS[state.status]
  return (
    <Space direction='vertical' size={0}>
      <Tag color={s.color}>{s.text}</Tag>
      {state.figures ? (
        <Typography.Text type='secondary'>偏差 {signed(state.figures.bias)}</Typography.Text>
      ) : (
        <Typography.Text type='secondary'>近 30 天 {state.deals} 笔</Typography.Text>
      )}
    </Space>
  )
}

/** The check in full: each figure beside its limit, what passed it, and the retrain a flag queued. */
function DriftDetails({ state, game, minDeals }: { state: DriftStateView; game: GameModelsView; minDeals: number }) {
  // The overview polls a retrain's progress; the check only knew the state it was queued in.
  const retrainState = state.retrain && game.lastRetrain?.runId === state.retrain.runId ? game.lastRetrain.state : state.retrain?.state
  const since =
    game.champion && state.versionId !== null && game.champion.id !== state.versionId ? `（之后已启用 #${game.champion.id}）` : ''
  const f = state.figures
  const rows = f
    ? [
        { key: 'deals', label: '近 30 天成交', value: `${f.deals} 笔`, limit: `至少 ${minDeals} 笔` },
        { key: 'bias', label: '偏差（成交价相对估价）', value: signed(f.bias), limit: within(f.limits.bias) },
        { key: 'mdape', label: '近 30 天 MdAPE', value: pct(f.mdape), limit: `${pct(f.limits.mdape)}（回测 ${pct(f.baselineMdape)}）` },
        {
          key: 'index',
          label: '价格指数近 30 天变动',
          value: `${signed(f.indexStep)}（此前每 30 天 ${signed(f.indexTrend)}）`,
          limit: f.limits.indexStep == null ? '前一个月成交不足，未检验' : `扣除趋势后 ${within(f.limits.indexStep)}`,
        },
      ]
    : []
  return (
    <Space direction='vertical' size='small' style={{ width: '100%' }}>
      <Typography.Text type='secondary'>
        检查于 {formatBeijing(state.checkedAt)}，现用版本 #{state.versionId ?? '—'}
        {since}
      </Typography.Text>
      {f ? (
        <FiguresTable
          rows={rows}
          columns={[
            { title: '数值', dataIndex: 'value' },
            { title: '限值', dataIndex: 'limit' },
          ]}
        />
      ) : (
        <Alert type='info' showIcon message={`近 30 天只有 ${state.deals} 笔成交（至少 ${minDeals} 笔），无法判断`} />
      )}
      {state.status === 'drift' ? <Alert type='error' showIcon message='估价偏离近期成交' description={state.reasons.join('；')} /> : null}
      {state.status === 'ok' ? <Alert type='success' showIcon message='各项指标都在限值内' /> : null}
      {state.retrain ? (
        <Space size={4} wrap>
          <Typography.Text>重新训练：{state.retrain.note}</Typography.Text>
          {isRetrainState(retrainState) ? <RetrainStateTag state={retrainState} /> : null}
        </Space>
      ) : null}
    </Space>
  )
}

/** The check in a card of the game's expanded row (nothing before its first check). */
export function DriftCard({ state, game, minDeals }: { state: DriftStateView | undefined; game: GameModelsView; minDeals: number }) {
  if (!state) return null
  // The whole row's width: the figures, their limits and the reasons read side by side.
  return (
    <Col span={24}>
      <Card size='small' title='漂移检查'>
        <DriftDetails state={state} game={game} minDeals={minDeals} />
      </Card>
    </Col>
  )
}

const RETRAIN_STATES = ['queued', 'training', 'backtesting', 'done', 'failed'] as const
const isRetrainState = (s: string | null | undefined): s is (typeof RETRAIN_STATES)[number] => RETRAIN_STATES.some((x) => x === s)
