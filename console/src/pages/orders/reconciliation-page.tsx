import { useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Alert, App, Badge, Button, Card, Popconfirm, Result, Skeleton, Space, Table, Tag, Typography } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { api, ORDER_STATUS_NAMES, REFUND_STATE_NAMES, RESOLUTION_NAMES, type ReconciliationData, type Resolution } from '../../api'
import { formatChinaTime, formatFen } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { useConsoleQuery } from '../../hooks/use-console-query'
import { OrderLink, PlayerCell, providerName, reportStatusName, unlockSource } from './order-labels'
import { RefundModal, type RefundTarget } from './refund-modal'

type View = ReconciliationData
type Fix = { action: Exclude<Resolution, 'refund'>; orderNo?: string; reportId?: string }

const QUERY_KEY = ['console', 'reconciliation']
const nameOf = (state: string): string => REFUND_STATE_NAMES[state as keyof typeof REFUND_STATE_NAMES] ?? state
const orderStateName = (status: string): string => ORDER_STATUS_NAMES[status as keyof typeof ORDER_STATUS_NAMES] ?? status

/** What a one-click fix will do, for its confirmation. */
const CONFIRMS: Record<Fix['action'], string> = {
  unlock: '为玩家解锁这份报告？',
  refund_extra: '把多收的款原路退还给玩家？无需审批，无法撤回。',
  retry: '用原退款单号再次向支付平台发起退款？',
}

/** One kind of line: its count (red while `open` lines need a fix), what it means, and its table. */
function Section<T extends object>({
  title,
  hint,
  rows,
  open,
  rowKey,
  columns,
  empty,
}: {
  title: string
  hint: string
  rows: T[]
  open: number
  rowKey: (row: T) => string
  columns: object[]
  empty: string
}) {
  return (
    <Card
      title={
        <Space>
          <span>{title}</span>
          <Badge count={rows.length} showZero overflowCount={999} color={open > 0 ? undefined : '#bfbfbf'} />
        </Space>
      }
    >
      <Typography.Paragraph type='secondary'>{hint}</Typography.Paragraph>
      {rows.length === 0 ? (
        <Typography.Text type='secondary'>{empty}</Typography.Text>
      ) : (
        <Table<T>
          size='small'
          rowKey={rowKey}
          dataSource={rows}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        />
      )}
    </Card>
  )
}

/**
 * 对账 (admin, finance): what `orders:reconcile` finds, each line with the fix it allows. A fix is confirmed first and
 * safe to click twice (the service answers that nothing was left to do); refunds go through the refund dialog, so
 * the approval rule applies there as everywhere.
 */
export function ReconciliationPage() {
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const { run } = useApiAction()
  const [refunding, setRefunding] = useState<RefundTarget | null>(null)
  const [running, setRunning] = useState<string | null>(null)
  const query = useConsoleQuery(['reconciliation'], () => api.reconciliation())
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY })

  const fix = async (key: string, body: Fix) => {
    setRunning(key)
    const result = await run(() => api.reconciliationResolve(body))
    setRunning(null)
    if (result.ok)
      void message.success(result.value.changed.length ? `已处理：${result.value.changed.join('、')}` : '已无需处理（可能已被他人处理）')
    await refresh()
  }

  const fixButton = (key: string, body: Fix, danger = false): ReactNode => (
    <Popconfirm
      key={key}
      title={RESOLUTION_NAMES[body.action]}
      description={CONFIRMS[body.action]}
      okText='确定'
      cancelText='取消'
      onConfirm={() => void fix(key, body)}
    >
      <Button type='link' size='small' danger={danger} loading={running === key}>
        {RESOLUTION_NAMES[body.action]}
      </Button>
    </Popconfirm>
  )

  if (query.isLoading)
    return (
      <Card title='对账'>
        <Skeleton active />
      </Card>
    )
  if (query.isError || !query.data)
    return (
      <Result
        status='error'
        title='加载失败'
        subTitle={query.error?.message}
        extra={<Button onClick={() => void query.refetch()}>重试</Button>}
      />
    )

  const view: View = query.data
  const approvalFen = view.approvalFen
  const openCounts = {
    paidWithoutUnlock: view.paidWithoutUnlock.length,
    paymentsAwaitingRefund: view.paymentsAwaitingRefund.length,
    doublePayments: view.doublePayments.filter((d) => d.resolutions.length > 0).length,
    refunds: view.refunds.filter((r) => r.resolutions.length > 0).length,
  }
  const open = Object.values(openCounts).reduce((a, b) => a + b, 0)

  const player = {
    title: '玩家',
    key: 'player',
    render: (_: unknown, r: { player: View['refunds'][number]['player'] }) => <PlayerCell player={r.player} />,
  }
  const amount = { title: '金额', dataIndex: 'amountFen', align: 'right' as const, render: (fen: number) => formatFen(fen) }
  const provider = { title: '渠道', dataIndex: 'provider', render: (p: string) => providerName(p) }
  const orderNo = { title: '订单号', dataIndex: 'orderNo', render: (no: string) => <OrderLink orderNo={no} /> }
  const reportId = { title: '报告编号', dataIndex: 'reportId', render: (id: string) => <Typography.Text copyable>{id}</Typography.Text> }

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      <Card
        title='对账'
        extra={
          <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void refresh()}>
            刷新
          </Button>
        }
      >
        {open === 0 ? (
          <Alert type='success' showIcon message='账目一致：没有待处理的项目' />
        ) : (
          <Alert
            type='warning'
            showIcon
            message={`有 ${open} 项待处理`}
            description='每项都可一键处理；处理前会再次确认，重复点击不会重复退款或解锁。'
          />
        )}
      </Card>

      <Section<View['paidWithoutUnlock'][number]>
        title='已支付未解锁'
        hint='玩家已付款，报告却没有被这笔订单解锁：为玩家解锁，或退款（报告已由其他方式解锁时只能退款）。'
        rows={view.paidWithoutUnlock}
        open={openCounts.paidWithoutUnlock}
        rowKey={(r) => r.orderNo}
        empty='没有已支付未解锁的订单'
        columns={[
          orderNo,
          player,
          reportId,
          amount,
          provider,
          {
            title: '报告状态',
            key: 'report',
            render: (_: unknown, r: View['paidWithoutUnlock'][number]) =>
              `${reportStatusName(r.reportStatus)}${r.unlockedBy ? `（${unlockSource(r.unlockedBy)}）` : ''}`,
          },
          {
            title: '处理',
            key: 'fix',
            render: (_: unknown, r: View['paidWithoutUnlock'][number]) => (
              <Space size={0}>
                {r.resolutions.includes('unlock') && fixButton(`unlock:${r.orderNo}`, { action: 'unlock', orderNo: r.orderNo })}
                {r.resolutions.includes('refund') && (
                  <Button
                    type='link'
                    size='small'
                    danger
                    onClick={() => setRefunding({ orderNo: r.orderNo, amountFen: r.amountFen, approvalFen })}
                  >
                    {RESOLUTION_NAMES.refund}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />

      <Section<View['paymentsAwaitingRefund'][number]>
        title='待退还的收款'
        hint='订单已关闭却收到了付款（重复支付的自动退款失败）：原路退还，无需审批。'
        rows={view.paymentsAwaitingRefund}
        open={openCounts.paymentsAwaitingRefund}
        rowKey={(r) => r.orderNo}
        empty='没有待退还的收款'
        columns={[
          orderNo,
          player,
          amount,
          provider,
          { title: '交易号', dataIndex: 'tradeNo' },
          { title: '订单状态', dataIndex: 'status', render: (s: string) => orderStateName(s) },
          {
            title: '处理',
            key: 'fix',
            render: (_: unknown, r: View['paymentsAwaitingRefund'][number]) =>
              fixButton(`extra:${r.orderNo}`, { action: 'refund_extra', orderNo: r.orderNo }, true),
          },
        ]}
      />

      <Section<View['doublePayments'][number]>
        title='重复支付'
        hint='同一份报告付了不止一次：每笔付款的去向；仍有多收的款时可一键全部退还。'
        rows={view.doublePayments}
        open={openCounts.doublePayments}
        rowKey={(r) => r.reportId}
        empty='没有重复支付'
        columns={[
          reportId,
          player,
          {
            title: '付款',
            key: 'payments',
            render: (_: unknown, r: View['doublePayments'][number]) => (
              <Space direction='vertical' size={2}>
                {r.payments.map((p) => (
                  <Space key={p.orderNo} size={4} wrap>
                    <OrderLink orderNo={p.orderNo} />
                    <span>{formatFen(p.amountFen)}</span>
                    <Tag>{orderStateName(p.status)}</Tag>
                    {p.refundState && <Tag color='orange'>{nameOf(p.refundState)}</Tag>}
                    {r.extraOrderNos.includes(p.orderNo) && <Tag color='red'>待退还</Tag>}
                  </Space>
                ))}
              </Space>
            ),
          },
          {
            title: '处理',
            key: 'fix',
            render: (_: unknown, r: View['doublePayments'][number]) =>
              r.resolutions.includes('refund_extra') ? (
                fixButton(`report:${r.reportId}`, { action: 'refund_extra', reportId: r.reportId }, true)
              ) : (
                <Tag color='green'>已处理</Tag>
              ),
          },
        ]}
      />

      <Section<View['refunds'][number]>
        title='退款'
        hint='全部退款，新的在前；支付平台通知失败的退款可用原退款单号重试。'
        rows={view.refunds}
        open={openCounts.refunds}
        rowKey={(r) => r.refundNo}
        empty='还没有退款'
        columns={[
          { title: '时间', dataIndex: 'createdAt', render: (ms: number) => formatChinaTime(ms) },
          orderNo,
          player,
          amount,
          provider,
          { title: '退款单号', dataIndex: 'refundNo' },
          {
            title: '状态',
            dataIndex: 'state',
            render: (s: string) => <Tag color={s === 'failed' ? 'red' : s === 'done' ? 'green' : 'processing'}>{nameOf(s)}</Tag>,
          },
          {
            title: '原因',
            key: 'reason',
            render: (_: unknown, r: View['refunds'][number]) => (r.automatic ? '重复支付，自动退款' : (r.reason ?? '—')),
          },
          {
            title: '处理',
            key: 'fix',
            render: (_: unknown, r: View['refunds'][number]) =>
              r.resolutions.includes('retry') ? fixButton(`retry:${r.orderNo}`, { action: 'retry', orderNo: r.orderNo }) : null,
          },
        ]}
      />

      <Section<View['unlocksWithoutPayment'][number]>
        title='无来源的解锁'
        hint='已解锁的报告找不到对应的支付、解锁券或好友助力，仅供核查。'
        rows={view.unlocksWithoutPayment}
        open={0}
        rowKey={(r) => r.reportId}
        empty='没有无来源的解锁'
        columns={[
          reportId,
          player,
          { title: '解锁方式', dataIndex: 'unlockedBy', render: (by: string | null) => unlockSource(by) },
          { title: '解锁时间', dataIndex: 'unlockedAt', render: (ms: number | null) => formatChinaTime(ms) },
        ]}
      />

      <RefundModal target={refunding} onClose={() => setRefunding(null)} onDone={() => void refresh()} />
    </Space>
  )
}
