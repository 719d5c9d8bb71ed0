import { Alert, App, Descriptions } from 'antd'
import { api, type OrderRefundData } from '../../api'
import { ReasonModal } from '../../components/reason-modal'
import { formatFen } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'

export interface RefundTarget {
  orderNo: string
  amountFen: number
  /** The amount above which a refund is a request for a second finance operator. */
  approvalFen: number
}

/**
 * 退款: the full amount through the order's provider, with a reason. Above the approval amount the operator is told
 * beforehand that this files a request another finance operator must approve, and afterwards which it became.
 */
export function RefundModal({
  target,
  onClose,
  onDone,
}: {
  target: RefundTarget | null
  onClose: () => void
  onDone: (result: OrderRefundData) => void
}) {
  const { message } = App.useApp()
  const { run, pending } = useApiAction()
  const needsApproval = target !== null && target.amountFen > target.approvalFen

  const submit = async (reason: string) => {
    if (!target) return false
    const result = await run(() => api.orderRefund(target.orderNo, reason))
    if (!result.ok) return false
    if (result.value.outcome === 'refunded') void message.success(`已退款 ${formatFen(target.amountFen)}`)
    else void message.info('已提交退款申请，等待另一位财务审批')
    onDone(result.value)
    return true
  }

  return (
    <ReasonModal
      open={target !== null}
      title='退款'
      label='退款原因'
      okText={needsApproval ? '提交申请' : '确认退款'}
      danger={!needsApproval}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      {target && (
        <>
          <Descriptions size='small' column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label='订单号'>{target.orderNo}</Descriptions.Item>
            <Descriptions.Item label='退款金额'>{formatFen(target.amountFen)}（全额，原路退回）</Descriptions.Item>
          </Descriptions>
          <Alert
            style={{ marginBottom: 12 }}
            showIcon
            type={needsApproval ? 'warning' : 'info'}
            message={
              needsApproval
                ? `金额超过 ${formatFen(target.approvalFen)}，提交后需另一位财务审批，批准后才会退款。`
                : '提交后立即向支付平台发起退款，无法撤回。已解锁的报告保持解锁。'
            }
          />
        </>
      )}
    </ReasonModal>
  )
}
