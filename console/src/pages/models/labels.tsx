import { Table, Tag } from 'antd'
import type { ModelVersionView, RetrainStepView } from '../../../../server/src/contract/console'

/** A share (0.123) as a percentage to one decimal; none → —. */
export const pct = (x: number | null | undefined): string => (x == null ? '—' : `${(x * 100).toFixed(1)}%`)

const STATUS: Record<ModelVersionView['status'], { text: string; color: string }> = {
  champion: { text: '现用', color: 'green' },
  challenger: { text: '候选', color: 'blue' },
  retired: { text: '已替换', color: 'default' },
  rejected: { text: '已回滚', color: 'red' },
}

export function VersionStatusTag({ status }: { status: ModelVersionView['status'] }) {
  const s = STATUS[status]
  return <Tag color={s.color}>{s.text}</Tag>
}

const STATE: Record<RetrainStepView['state'], { text: string; color: string }> = {
  queued: { text: '排队中', color: 'default' },
  training: { text: '训练中', color: 'processing' },
  backtesting: { text: '回测中', color: 'processing' },
  done: { text: '完成', color: 'success' },
  failed: { text: '失败', color: 'error' },
}

export const retrainRunning = (s: RetrainStepView | null | undefined): boolean =>
  s != null && (s.state === 'queued' || s.state === 'training' || s.state === 'backtesting')

export function RetrainStateTag({ state }: { state: RetrainStepView['state'] }) {
  const s = STATE[state]
  return <Tag color={s.color}>{s.text}</Tag>
}

/** A version's own figures: how it did on its retrain's window. */
export const figuresOf = (v: ModelVersionView | null) => v?.backtest?.challenger ?? null

/** A small table of figures: a row per figure (its `key` and `label`), a column per source of values. */
export function FiguresTable<R extends { key: string; label: string }>({
  rows,
  columns,
}: {
  rows: R[]
  columns: { title: string; dataIndex: keyof R & string }[]
}) {
  return (
    <Table<R>
      size='small'
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[{ title: '指标', dataIndex: 'label' }, ...columns]}
    />
  )
}
