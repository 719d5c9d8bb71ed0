import { useState } from 'react'
import { useGetIdentity } from '@refinedev/core'
import { useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Card, Grid, Segmented, Space, Table, Tag, Tooltip, Typography } from 'antd'
import { api, REFUND_REQUEST_STATUS_NAMES, type RefundRequestRow, type RefundRequestStatus, type SessionOperator } from '../../api'
import { ReasonModal } from '../../components/reason-modal'
import { formatChinaTime, formatFen } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { useConsoleQuery } from '../../hooks/use-console-query'
import { OrderLink } from './order-labels'

type Decision = { kind: 'approve' | 'reject'; request: RefundRequestRow }
type Filter = RefundRequestStatus | 'all'

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'requested', label: '待审批' },
  { value: 'approved', label: '已批准' },
  { value: 'rejected', label: '已驳回' },
  { value: 'failed', label: '退款失败' },
  { value: 'all', label: '全部' },
]
const STATUS_COLORS: Record<RefundRequestStatus, string> = { requested: 'gold', approved: 'green', rejected: 'default', failed: 'red' }
const PAGE_SIZE = 20

/** Why an operator cannot approve a request, or null when they can. */
export function approvalBlocked(request: RefundRequestRow, me: SessionOperator | undefined): string | null {
  if (request.status !== 'requested') return '该申请已处理'
  if (me && request.requestedById === me.id) return '这是你提交的申请，需由另一位财务审批'
  return null
}

/**
 * 退款审批 (admin, finance): refunds above the approval amount wait here for a second finance operator. Approving
 * refunds at once; rejecting (the requester may, to withdraw) needs a reason. An operator's own requests show the
 * approve button disabled, with why.
 */
export function RefundRequestsPage() {
  const { message } = App.useApp()
  const { data: me } = useGetIdentity<SessionOperator>()
  const queryClient = useQueryClient()
  const { run, pending } = useApiAction()
  const [filter, setFilter] = useState<Filter>('requested')
  const [page, setPage] = useState(1)
  const [deciding, setDeciding] = useState<Decision | null>(null)
  const status = filter === 'all' ? undefined : filter
  const { lg } = Grid.useBreakpoint()
  const query = useConsoleQuery(['refund-requests', filter, page], () => api.refundRequestList(status, page, PAGE_SIZE))

  const decide = async (reason: string) => {
    if (!deciding) return false
    const { kind, request } = deciding
    const result = await run(() => (kind === 'approve' ? api.refundApprove(request.id, reason) : api.refundReject(request.id, reason)))
    await queryClient.invalidateQueries({ queryKey: ['console', 'refund-requests'] })
    if (!result.ok) return false
    void message.success(kind === 'approve' ? `已批准并退款 ${formatFen(request.amountFen)}` : '已驳回')
    await queryClient.invalidateQueries({ queryKey: ['console', 'order', request.orderNo] })
    return true
  }

  const columns = [
    { title: '申请时间', dataIndex: 'createdAt', render: (ms: number) => formatChinaTime(ms) },
    { title: '订单号', dataIndex: 'orderNo', render: (no: string) => <OrderLink orderNo={no} /> },
    { title: '金额', dataIndex: 'amountFen', align: 'right' as const, render: (fen: number) => formatFen(fen) },
    { title: '退款原因', dataIndex: 'reason', width: 220 },
    { title: '申请人', dataIndex: 'requestedBy' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (s: RefundRequestStatus) => <Tag color={STATUS_COLORS[s]}>{REFUND_REQUEST_STATUS_NAMES[s]}</Tag>,
    },
    {
      title: '审批',
      key: 'decision',
      render: (_: unknown, r: RefundRequestRow) =>
        r.decidedBy ? (
          <Space direction='vertical' size={0}>
            <span>
              {r.decidedBy} · {formatChinaTime(r.decidedAt)}
            </span>
            <Typography.Text type='secondary'>{r.failure ?? r.decisionReason}</Typography.Text>
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      // Kept in sight on a wide screen; on a phone the row scrolls as a whole.
      fixed: lg ? ('right' as const) : undefined,
      render: (_: unknown, r: RefundRequestRow) => {
        if (r.status !== 'requested') return null
        const blocked = approvalBlocked(r, me)
        return (
          <Space size={0}>
            <Tooltip title={blocked}>
              <Button type='link' size='small' disabled={blocked !== null} onClick={() => setDeciding({ kind: 'approve', request: r })}>
                {blocked ? '批准（需他人）' : '批准'}
              </Button>
            </Tooltip>
            <Button type='link' size='small' danger onClick={() => setDeciding({ kind: 'reject', request: r })}>
              {r.requestedById === me?.id ? '撤回' : '驳回'}
            </Button>
          </Space>
        )
      },
    },
  ]

  const approvalFen = query.data?.approvalFen
  return (
    <Card title='退款审批'>
      <Space direction='vertical' size='middle' style={{ width: '100%' }}>
        {approvalFen !== undefined && (
          <Alert
            type='info'
            showIcon
            message={`超过 ${formatFen(approvalFen)} 的退款需第二位财务审批：申请人本人不能批准，批准后立即原路退款。`}
          />
        )}
        <Segmented<Filter>
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value)
            setPage(1)
          }}
        />
        <Table<RefundRequestRow>
          rowKey='id'
          loading={query.isFetching}
          dataSource={query.data?.list ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: filter === 'requested' ? '没有待审批的退款申请' : '没有退款申请' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        />
      </Space>
      <ReasonModal
        open={deciding !== null}
        title={deciding?.kind === 'approve' ? '批准退款' : deciding?.request.requestedById === me?.id ? '撤回退款申请' : '驳回退款申请'}
        label={deciding?.kind === 'approve' ? '审批意见' : '驳回原因'}
        okText={deciding?.kind === 'approve' ? '批准并退款' : '确认驳回'}
        danger={deciding?.kind === 'approve'}
        pending={pending}
        onSubmit={decide}
        onClose={() => setDeciding(null)}
      >
        {deciding && (
          <Alert
            style={{ marginBottom: 12 }}
            type={deciding.kind === 'approve' ? 'warning' : 'info'}
            showIcon
            message={
              deciding.kind === 'approve'
                ? `批准后立即向支付平台退款 ${formatFen(deciding.request.amountFen)}（订单 ${deciding.request.orderNo}），无法撤回。`
                : `订单 ${deciding.request.orderNo} 保持已支付，之后可重新申请。`
            }
            description={`申请人 ${deciding.request.requestedBy}：${deciding.request.reason}`}
          />
        )}
      </ReasonModal>
    </Card>
  )
}
