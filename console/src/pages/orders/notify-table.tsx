import { Space, Tag, Tooltip, Typography } from 'antd'
import { NOTIFY_OUTCOME_NAMES, NOTIFY_REASON_NAMES, NOTIFY_STATE_NAMES, type NotifyRow } from '../../api'
import { formatChinaTime, formatFen } from '../../format'

const OUTCOME_COLORS: Record<NotifyRow['outcome'], string> = {
  applied: 'green',
  replay: 'default',
  double_payment: 'orange',
  rejected: 'red',
  error: 'red',
}

/** What an applied notify changed, by what it said: more telling than a bare 已处理. */
function appliedText(state: NotifyRow['state']): string {
  if (state === 'paid') return '已入账，报告已解锁'
  if (state === 'refunded') return '退款已确认'
  if (state === 'refund_failed') return '已记录退款失败'
  return '订单已关闭'
}

/** The outcome as a tag, and why (rejections, a failed automatic refund) as a second one with our note on hover. */
function NotifyOutcome({ row }: { row: NotifyRow }) {
  const text = row.outcome === 'applied' ? appliedText(row.state) : NOTIFY_OUTCOME_NAMES[row.outcome]
  const reason = row.reason && (
    <Tooltip title={row.detail ?? undefined}>
      <Tag color='red'>{NOTIFY_REASON_NAMES[row.reason]}</Tag>
    </Tooltip>
  )
  return (
    <Space size={4} wrap>
      <Tag color={row.reason === 'refund_failed' ? 'red' : OUTCOME_COLORS[row.outcome]}>{text}</Tag>
      {reason}
      {row.outcome === 'error' && (
        <Tooltip title={row.detail ?? undefined}>
          <Typography.Text type='secondary'>支付平台会重发</Typography.Text>
        </Tooltip>
      )}
    </Space>
  )
}

const isRefund = (row: NotifyRow) => row.state === 'refunded' || row.state === 'refund_failed'

/** 通知: every notify the provider sent about the order and what the service did with each (rows newest first). */
export const notifyColumns = [
  { title: '时间', dataIndex: 'receivedAt', render: (ms: number) => formatChinaTime(ms) },
  {
    title: '内容',
    dataIndex: 'state',
    // Never null here: a notify that failed verification names no order, so no order's page lists it.
    render: (state: NotifyRow['state']) => (state ? NOTIFY_STATE_NAMES[state] : '—'),
  },
  {
    title: '交易号 / 退款单号',
    key: 'number',
    render: (_: unknown, row: NotifyRow) => {
      const no = isRefund(row) ? row.refundNo : row.tradeNo
      return no ? <Typography.Text copyable>{no}</Typography.Text> : '—'
    },
  },
  { title: '金额', dataIndex: 'amountFen', align: 'right' as const, render: (fen: number | null) => formatFen(fen) },
  { title: '处理结果', key: 'outcome', render: (_: unknown, row: NotifyRow) => <NotifyOutcome row={row} /> },
]
