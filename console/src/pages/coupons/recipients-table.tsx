import { Table, Tag, Typography } from 'antd'
import type { RecipientRow } from '../../../../server/src/contract/console'
import { PlayerCell } from '../../components/player-cell'
import { OUTCOMES } from './labels'

/** A grant list, one row per recipient: who it named, the player found, and what happened (or would). */
export function RecipientsTable({ rows, caption }: { rows: RecipientRow[]; caption: string }) {
  return (
    <Table<RecipientRow>
      dataSource={rows}
      rowKey={(r) => `${r.line}:${r.recipient}`}
      size='small'
      scroll={{ x: 'max-content' }}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      title={() => <Typography.Text strong>{caption}</Typography.Text>}
    >
      <Table.Column<RecipientRow> dataIndex='line' title='行' width={56} />
      <Table.Column<RecipientRow> dataIndex='recipient' title='名单内容' />
      <Table.Column<RecipientRow>
        dataIndex='player'
        title='用户'
        render={(player: RecipientRow['player']) => <PlayerCell player={player} />}
      />
      <Table.Column<RecipientRow>
        dataIndex='outcome'
        title='状态'
        render={(outcome: RecipientRow['outcome']) => <Tag color={OUTCOMES[outcome].color}>{OUTCOMES[outcome].label}</Tag>}
      />
      <Table.Column<RecipientRow>
        key='note'
        title='说明'
        render={(_, r) =>
          r.outcome === 'granted'
            ? `券 ID：${r.couponIds.join('、')}`
            : r.problem && r.problem !== OUTCOMES[r.outcome].label
              ? r.problem
              : '—'
        }
      />
    </Table>
  )
}
