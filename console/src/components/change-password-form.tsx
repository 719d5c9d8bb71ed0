import { useState } from 'react'
import { Alert, Button, Form, Input } from 'antd'
import { api, ConsoleRule, isApiError } from '../api'

interface Values {
  oldPassword: string
  newPassword: string
  confirm: string
}

/** Old password, new password twice; calls `onDone` once the service took the new one. */
export function ChangePasswordForm({ onDone, submitText = '修改密码' }: { onDone: () => void | Promise<void>; submitText?: string }) {
  const [form] = Form.useForm<Values>()
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const submit = async ({ oldPassword, newPassword }: Values) => {
    setSubmitting(true)
    setError(null)
    try {
      await api.changePassword({ oldPassword, newPassword })
      form.resetFields()
      await onDone()
    } catch (e) {
      setError(isApiError(e) ? e.message : '修改失败，请稍后重试')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Form form={form} layout='vertical' onFinish={(values) => void submit(values)} requiredMark={false} style={{ maxWidth: 400 }}>
      {error && <Alert type='error' showIcon message={error} style={{ marginBottom: 16 }} role='alert' />}
      <Form.Item name='oldPassword' label='当前密码' rules={[{ required: true, message: '请输入当前密码' }]}>
        <Input.Password autoComplete='current-password' />
      </Form.Item>
      <Form.Item
        name='newPassword'
        label='新密码'
        extra={`至少 ${ConsoleRule.PASSWORD_MIN} 位`}
        rules={[
          { required: true, message: '请输入新密码' },
          { min: ConsoleRule.PASSWORD_MIN, message: `新密码至少 ${ConsoleRule.PASSWORD_MIN} 位` },
          { max: ConsoleRule.PASSWORD_MAX, message: `新密码最多 ${ConsoleRule.PASSWORD_MAX} 位` },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              value && value === getFieldValue('oldPassword') ? Promise.reject(new Error('新密码不能与当前密码相同')) : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete='new-password' />
      </Form.Item>
      <Form.Item
        name='confirm'
        label='确认新密码'
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致')),
          }),
        ]}
      >
        <Input.Password autoComplete='new-password' />
      </Form.Item>
      <Button type='primary' htmlType='submit' loading={submitting}>
        {submitText}
      </Button>
    </Form>
  )
}
