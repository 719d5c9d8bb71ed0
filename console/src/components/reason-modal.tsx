import type { ReactNode } from 'react'
import { Form, Input, Modal } from 'antd'
import { ConsoleRule } from '../api'

/**
 * A write that needs a reason (a refund, an approval, a rejection): the reason is checked here as the service checks
 * it, and the modal closes only when `onSubmit` says the write went through.
 */
export function ReasonModal({
  open,
  title,
  label,
  okText,
  danger = false,
  pending,
  children,
  onSubmit,
  onClose,
}: {
  open: boolean
  title: string
  label: string
  okText: string
  danger?: boolean
  pending: boolean
  /** What the operator should know before confirming, shown above the reason. */
  children?: ReactNode
  onSubmit: (reason: string) => Promise<boolean>
  onClose: () => void
}) {
  const [form] = Form.useForm<{ reason: string }>()
  const submit = async ({ reason }: { reason: string }) => {
    if (await onSubmit(reason.trim())) onClose()
  }
  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      cancelText='取消'
      okButtonProps={{ danger }}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
      <Form form={form} layout='vertical' requiredMark={false} preserve={false} onFinish={(values) => void submit(values)}>
        <Form.Item
          name='reason'
          label={label}
          rules={[
            { required: true, whitespace: true, message: `请填写${label}` },
            {
              validator: async (_, value?: string) => {
                const n = (value ?? '').trim().length
                if (n > 0 && n < ConsoleRule.REASON_MIN) throw new Error(`${label}至少 ${ConsoleRule.REASON_MIN} 个字`)
                if (n > ConsoleRule.REASON_MAX) throw new Error(`${label}不能超过 ${ConsoleRule.REASON_MAX} 个字`)
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={ConsoleRule.REASON_MAX} showCount placeholder={`请填写${label}，将记入审计日志`} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
