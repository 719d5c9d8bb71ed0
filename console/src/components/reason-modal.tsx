import type { ReactNode } from 'react'
import { Form, Input, Modal } from 'antd'
import { ConsoleRule } from '../api'

/**
 * Asks why before an action the audit trail records with its reason (unmasking personal data, ending a player's
 * sessions). `onSubmit` runs the action with the trimmed reason and says whether to close.
 */
export function ReasonModal({
  open,
  title,
  description,
  okText,
  danger = false,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean
  title: string
  description: ReactNode
  okText: string
  danger?: boolean
  pending: boolean
  onCancel: () => void
  onSubmit: (reason: string) => Promise<boolean>
}) {
  const [form] = Form.useForm<{ reason: string }>()
  const submit = async ({ reason }: { reason: string }) => {
    if (await onSubmit(reason.trim())) form.resetFields()
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
      onCancel={onCancel}
      destroyOnHidden
    >
      <div style={{ marginBottom: 16 }}>{description}</div>
      <Form form={form} layout='vertical' onFinish={(values) => void submit(values)} requiredMark={false} preserve={false}>
        <Form.Item
          name='reason'
          label='原因'
          validateFirst
          rules={[
            { required: true, whitespace: true, message: '请填写原因' },
            {
              validator: async (_, value: string | undefined) => {
                if ((value ?? '').trim().length < ConsoleRule.REASON_MIN) throw new Error(`原因至少 ${ConsoleRule.REASON_MIN} 个字`)
              },
            },
          ]}
        >
          <Input.TextArea autoFocus rows={3} maxLength={ConsoleRule.REASON_MAX} showCount placeholder='例如：玩家来电核实身份' />
        </Form.Item>
      </Form>
    </Modal>
  )
}
