import { Table, Typography } from 'antd'
import type { JsonObject } from '../api'

type Change = 'added' | 'removed' | 'changed' | 'same'

interface DiffRow {
  key: string
  before: unknown
  after: unknown
  change: Change
}

const show = (v: unknown): string => (v === undefined ? '' : JSON.stringify(v, null, 1))

/** Field by field, the keys of both objects in order: which were added, removed, changed or left alone. */
export function diffRows(before: JsonObject | null, after: JsonObject | null): DiffRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return keys.map((key) => {
    const b = before?.[key]
    const a = after?.[key]
    const change: Change =
      before && !(key in before) ? 'added' : after && !(key in after) ? 'removed' : show(b) === show(a) ? 'same' : 'changed'
    return { key, before: b, after: a, change }
  })
}

const tint: Record<Change, string | undefined> = { added: '#f6ffed', removed: '#fff1f0', changed: '#fffbe6', same: undefined }

/** An audit row's before and after as a table of fields; changed fields are tinted. */
export function JsonDiff({ before, after }: { before: JsonObject | null; after: JsonObject | null }) {
  if (!before && !after) return <Typography.Text type='secondary'>无记录的数据</Typography.Text>
  return (
    <Table<DiffRow>
      size='small'
      pagination={false}
      rowKey='key'
      dataSource={diffRows(before, after)}
      onRow={(row) => ({ style: { background: tint[row.change] }, 'data-change': row.change }) as React.HTMLAttributes<HTMLElement>}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: '字段', dataIndex: 'key' },
        {
          title: before ? '之前' : '之前（新建）',
          dataIndex: 'before',
          render: (v: unknown) => <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{show(v)}</pre>,
        },
        {
          title: after ? '之后' : '之后（已删除）',
          dataIndex: 'after',
          render: (v: unknown) => <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{show(v)}</pre>,
        },
      ]}
    />
  )
}
