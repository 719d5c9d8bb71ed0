import { Alert, Space, Typography } from 'antd'
import type { ModelVersionView } from '../../../../server/src/contract/console'
import { formatBeijing } from '../../format'
import { FiguresTable, pct } from './labels'

type Backtest = NonNullable<ModelVersionView['backtest']>
type Figures = NonNullable<Backtest['challenger']>

const ROWS: { key: string; label: string; value: (f: Figures) => string }[] = [
  { key: 'mdape', label: 'MdAPE（误差中位数）', value: (f) => pct(f.mdape) },
  { key: 'within10', label: '误差 ≤10%', value: (f) => pct(f.within10) },
  { key: 'within20', label: '误差 ≤20%', value: (f) => pct(f.within20) },
  { key: 'coverage', label: '80% 区间覆盖率', value: (f) => pct(f.coverage) },
  {
    key: 'confidence',
    label: '置信度 高 / 中 / 低 的 MdAPE',
    value: (f) => (['高', '中', '低'] as const).map((l) => `${pct(f.byConfidence[l].mdape)}（${f.byConfidence[l].n}）`).join(' / '),
  },
  { key: 'order', label: '置信度排序', value: (f) => (f.confidenceOrderOk ? '成立' : '不成立') },
  { key: 'n', label: '检验成交', value: (f) => `${f.n} 笔` },
]

/** The recent window both were scored on. */
export function windowText(b: Backtest): string {
  if (!b.window) return '成交太少，没有检验窗口'
  const w = b.window
  const seen = w.unseenByChampion ? '现用版本训练时未见过这些成交' : '现用版本训练时见过这些成交（对现用版本有利）'
  return `检验窗口：${formatBeijing(w.from).slice(0, 10)} ~ ${formatBeijing(w.to).slice(0, 10)}，${w.deals} 笔成交；${seen}`
}

/**
 * A challenger beside the champion of its retrain on the same recent window, and the verdict: not worse (promoted by
 * itself) or worse, and why.
 */
export function VersionFigures({ version }: { version: ModelVersionView }) {
  const b = version.backtest
  if (!b) return <Typography.Text type='secondary'>没有回测指标（升级前的版本）</Typography.Text>
  const rows = ROWS.map((r) => ({
    key: r.key,
    label: r.label,
    challenger: b.challenger ? r.value(b.challenger) : '—',
    champion: b.champion ? r.value(b.champion) : '—',
  }))
  return (
    <Space direction='vertical' size='small' style={{ width: '100%' }}>
      <Typography.Text type='secondary'>{windowText(b)}</Typography.Text>
      <FiguresTable
        rows={rows}
        columns={[
          { title: `版本 #${version.id}`, dataIndex: 'challenger' },
          { title: '当时的现用版本', dataIndex: 'champion' },
        ]}
      />
      {b.verdict.notWorse ? (
        <Alert type='success' showIcon message='不差于当时的现用版本' />
      ) : (
        <Alert type='warning' showIcon message='比当时的现用版本差' description={b.verdict.reasons.join('；')} />
      )}
    </Space>
  )
}
