import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { useGetIdentity } from '@refinedev/core'
import { useQueryClient } from '@tanstack/react-query'
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Result,
  Skeleton,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd'
import { ArrowLeftOutlined } from '@ant-design/icons'
import {
  api,
  ApiCode,
  isCode,
  OrderRule,
  REFUND_REQUEST_STATUS_NAMES,
  REFUND_STATE_NAMES,
  type LedgerRow,
  type OrderDetailData,
  type RefundRequestRow,
  type SessionOperator,
} from '../../api'
import { mayCall } from '../../api'
import { roleMaySee } from '../../auth/access'
import { currentOperator } from '../../auth/session'
import { formatChinaTime, formatFen } from '../../format'
import { useConsoleQuery } from '../../hooks/use-console-query'
import { notifyColumns } from './notify-table'
import { OrderStatusTag, PlayerCell, providerName, reportStatusName, sceneName, unlockSource } from './order-labels'
import { RefundModal, type RefundTarget } from './refund-modal'

const orderQueryKey = (orderNo: string) => ['order', orderNo]

const ledgerColumns = [
  { title: '入账时间', dataIndex: 'createdAt', render: (ms: number) => formatChinaTime(ms) },
  {
    title: '类型',
    dataIndex: 'kind',
    render: (kind: LedgerRow['kind']) => (kind === 'payment' ? <Tag color='green'>收款</Tag> : <Tag color='orange'>退款</Tag>),
  },
  { title: '渠道', dataIndex: 'provider', render: (p: string) => providerName(p) },
  { title: '交易号 / 退款单号', dataIndex: 'tradeNo', render: (no: string) => <Typography.Text copyable>{no}</Typography.Text> },
  {
    title: '金额',
    dataIndex: 'amountFen',
    align: 'right' as const,
    render: (fen: number, row: LedgerRow) => formatFen(row.kind === 'refund' ? -fen : fen),
  },
]

const requestColumns = [
  { title: '申请时间', dataIndex: 'createdAt', render: (ms: number) => formatChinaTime(ms) },
  { title: '申请人', dataIndex: 'requestedBy' },
  { title: '金额', dataIndex: 'amountFen', align: 'right' as const, render: (fen: number) => formatFen(fen) },
  { title: '原因', dataIndex: 'reason' },
  {
    title: '状态',
    dataIndex: 'status',
    render: (s: RefundRequestRow['status']) => (
      <Tag color={s === 'requested' ? 'gold' : s === 'approved' ? 'green' : 'default'}>{REFUND_REQUEST_STATUS_NAMES[s]}</Tag>
    ),
  },
  { title: '审批人', dataIndex: 'decidedBy', render: (v: string | null) => v ?? '—' },
  { title: '审批意见', key: 'decision', render: (_: unknown, r: RefundRequestRow) => r.failure ?? r.decisionReason ?? '—' },
]

/** The detail's small tables: every row at once, scrolling sideways on a phone. */
function RowsTable<T extends { id: number }>({ rows, columns, empty }: { rows: T[]; columns: TableColumnsType<T>; empty: string }) {
  return (
    <Table<T>
      size='small'
      rowKey='id'
      pagination={false}
      dataSource={rows}
      columns={columns}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
    />
  )
}

const LedgerTable = ({ rows, empty }: { rows: LedgerRow[]; empty: string }) => (
  <RowsTable rows={rows} columns={ledgerColumns} empty={empty} />
)

function OrderCards({ detail, onRefund }: { detail: OrderDetailData; onRefund: (() => void) | null }) {
  const { order, report, ledger, refund } = detail
  const payments = ledger.filter((l) => l.kind === 'payment')
  const refunds = ledger.filter((l) => l.kind === 'refund')
  const net = payments.reduce((n, l) => n + l.amountFen, 0) - refunds.reduce((n, l) => n + l.amountFen, 0)
  const refundButton = onRefund && (
    <Tooltip title={refund.blockedReason ?? (refund.needsApproval ? `超过 ${formatFen(refund.approvalFen)}，需另一位财务审批` : undefined)}>
      <Button danger disabled={!refund.allowed} onClick={onRefund}>
        {refund.needsApproval ? '申请退款' : '退款'}
      </Button>
    </Tooltip>
  )
  const openRequest = detail.refundRequests.find((r) => r.status === 'requested')
  return (
    <Flex vertical gap='middle'>
      <Card
        title={
          <Space>
            <span>订单详情</span>
            <OrderStatusTag {...order} />
          </Space>
        }
        extra={refundButton}
      >
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size='small'>
          <Descriptions.Item label='订单号'>
            <Typography.Text copyable>{order.orderNo}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label='玩家'>
            <PlayerCell player={order.player} />
          </Descriptions.Item>
          <Descriptions.Item label='场景'>{sceneName(order.scene)}</Descriptions.Item>
          <Descriptions.Item label='渠道'>
            {providerName(order.provider)}（{order.channel}）
          </Descriptions.Item>
          <Descriptions.Item label='原价'>{formatFen(order.listFen)}</Descriptions.Item>
          <Descriptions.Item label='优惠'>{formatFen(order.discountFen)}</Descriptions.Item>
          <Descriptions.Item label='实付'>
            <Typography.Text strong>{formatFen(order.amountFen)}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label='下单时间'>{formatChinaTime(order.createdAt)}</Descriptions.Item>
          <Descriptions.Item label='支付时间'>{formatChinaTime(order.paidAt)}</Descriptions.Item>
          <Descriptions.Item label='关闭时间'>
            {formatChinaTime(order.closedAt)}
            {order.closeReason ? `（${order.closeReason}）` : ''}
          </Descriptions.Item>
          <Descriptions.Item label='支付平台交易号'>
            {order.tradeNo ? <Typography.Text copyable>{order.tradeNo}</Typography.Text> : '—'}
          </Descriptions.Item>
          {order.couponId !== null && <Descriptions.Item label='解锁券'>#{order.couponId}</Descriptions.Item>}
        </Descriptions>
      </Card>

      <Card title='报告'>
        {report ? (
          <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size='small'>
            <Descriptions.Item label='报告编号'>
              <Typography.Text copyable>{report.id}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label='状态'>
              {reportStatusName(report.status)}
              {report.deleted && <Tag style={{ marginLeft: 8 }}>已删除</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label='解锁方式'>{unlockSource(report.unlockedBy)}</Descriptions.Item>
            <Descriptions.Item label='解锁时间'>{formatChinaTime(report.unlockedAt)}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Empty description='找不到这笔订单的报告' />
        )}
      </Card>

      <Card title='收款' extra={<Typography.Text type='secondary'>只由验签通过的支付平台通知入账</Typography.Text>}>
        {payments.length > 1 && (
          <Alert type='warning' showIcon style={{ marginBottom: 12 }} message={`这笔订单收到 ${payments.length} 次付款，请到对账页核对`} />
        )}
        <LedgerTable rows={payments} empty='尚未收到付款' />
      </Card>

      <Card
        title='通知'
        extra={<Typography.Text type='secondary'>支付平台每次发来的通知，保留 {OrderRule.NOTIFY_LOG_DAYS} 天</Typography.Text>}
      >
        <RowsTable rows={detail.notifies} columns={notifyColumns} empty='没有收到支付平台的通知' />
      </Card>

      <Card title='退款'>
        {openRequest && (
          <Alert
            type='info'
            showIcon
            style={{ marginBottom: 12 }}
            message={`${openRequest.requestedBy} 申请退款 ${formatFen(openRequest.amountFen)}，等待另一位财务审批`}
            action={roleMaySee(currentOperator()?.role, 'refund-requests') ? <Link to='/refund-requests'>去审批</Link> : undefined}
          />
        )}
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size='small' style={{ marginBottom: 12 }}>
          <Descriptions.Item label='进度'>{order.refundState ? REFUND_STATE_NAMES[order.refundState] : '未退款'}</Descriptions.Item>
          <Descriptions.Item label='退款单号'>{order.refundNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label='退款时间'>{formatChinaTime(order.refundedAt)}</Descriptions.Item>
          <Descriptions.Item label='原因'>
            {order.refundReason === 'paid_twice' ? '重复支付，自动退款' : (order.refundReason ?? '—')}
          </Descriptions.Item>
        </Descriptions>
        {detail.refundRequests.length > 0 && (
          <>
            <Typography.Title level={5}>退款申请</Typography.Title>
            <Table<RefundRequestRow>
              size='small'
              rowKey='id'
              pagination={false}
              dataSource={detail.refundRequests}
              columns={requestColumns}
              scroll={{ x: 'max-content' }}
            />
          </>
        )}
      </Card>

      <Card title='资金流水' extra={<Typography.Text>净额 {formatFen(net)}</Typography.Text>}>
        <LedgerTable rows={ledger} empty='没有资金流水' />
      </Card>
    </Flex>
  )
}

/** 订单详情: the order, its report's unlock, payments, the provider's notifies, refunds and requests, the ledger; 退款 for finance and admin. */
export function OrderDetailPage() {
  const orderNo = useParams().orderNo ?? ''
  const { data: me } = useGetIdentity<SessionOperator>()
  const queryClient = useQueryClient()
  const [refunding, setRefunding] = useState<RefundTarget | null>(null)
  const query = useConsoleQuery(orderQueryKey(orderNo), () => api.orderDetail(orderNo))
  const mayRefund = mayCall(me?.role, 'orderRefund')

  const back = (
    <Link to='/orders'>
      <Button type='link' icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
        返回订单列表
      </Button>
    </Link>
  )

  let body
  if (query.isLoading)
    body = (
      <Card>
        <Skeleton active />
      </Card>
    )
  else if (query.isError)
    body = isCode(query.error, ApiCode.NOT_FOUND) ? (
      <Result status='404' title='订单不存在' subTitle={orderNo} />
    ) : (
      <Result
        status='error'
        title='加载失败'
        subTitle={query.error.message}
        extra={<Button onClick={() => void query.refetch()}>重试</Button>}
      />
    )
  else if (query.data) {
    const { order, refund } = query.data
    body = (
      <OrderCards
        detail={query.data}
        onRefund={
          mayRefund ? () => setRefunding({ orderNo: order.orderNo, amountFen: order.amountFen, approvalFen: refund.approvalFen }) : null
        }
      />
    )
  }

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      {back}
      {body}
      <RefundModal
        target={refunding}
        onClose={() => setRefunding(null)}
        onDone={() => void queryClient.invalidateQueries({ queryKey: ['console', ...orderQueryKey(orderNo)] })}
      />
    </Space>
  )
}
