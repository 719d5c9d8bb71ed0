import { useState } from 'react'
import { useInvalidateAuthStore, useParsed } from '@refinedev/core'
import { Navigate } from 'react-router'
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd'
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons'
import { api, ApiCode, ConsoleRule, isApiError, isCode, type LoginBody } from '../../api'
import { setCurrentOperator } from '../../auth/session'
import { CONSOLE_TITLE } from '../../layout/console-layout'

interface LoginForm {
  name: string
  password: string
  totp?: string
}

/** Only paths inside the console: `to` comes from the address bar. */
const safeReturnPath = (to: unknown): string | null => (typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') ? to : null)

/**
 * The login route once logged in: on to the page that sent the operator here (`?to=`), or home. A pending
 * first-login step takes over from there (layout/setup-gate.tsx).
 */
export function LoggedInAlready() {
  const { params } = useParsed<{ to?: string }>()
  return <Navigate to={safeReturnPath(params?.to) ?? '/'} replace />
}

/**
 * 登录: name and password, then a second step for the TOTP code when the service asks for it (40007). The
 * password stays in the form, so the second step sends all three.
 */
export function LoginPage() {
  const [form] = Form.useForm<LoginForm>()
  const [needTotp, setNeedTotp] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const invalidateAuth = useInvalidateAuthStore()

  const submit = async (values: LoginForm) => {
    setSubmitting(true)
    setError(null)
    const body: LoginBody = { name: values.name.trim(), password: values.password, ...(needTotp ? { totp: values.totp } : {}) }
    try {
      const { operator } = await api.login(body)
      setCurrentOperator(operator)
      // The login route re-checks the session and moves on (LoggedInAlready).
      await invalidateAuth()
    } catch (e) {
      if (isCode(e, ApiCode.TOTP_REQUIRED) && !needTotp) {
        setNeedTotp(true)
      } else {
        setError(isApiError(e) ? e.message : '登录失败，请稍后重试')
        if (needTotp) form.setFieldValue('totp', '')
      }
    } finally {
      setSubmitting(false)
    }
  }

  const backToPassword = () => {
    setNeedTotp(false)
    setError(null)
    form.setFieldsValue({ password: '', totp: '' })
  }

  return (
    <Flex justify='center' align='center' style={{ minHeight: '100vh', padding: 16, background: '#f5f5f5' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 24 }}>
          {CONSOLE_TITLE}
        </Typography.Title>
        {error && <Alert type='error' showIcon message={error} style={{ marginBottom: 16 }} role='alert' />}
        <Form form={form} layout='vertical' onFinish={(values) => void submit(values)} requiredMark={false} autoComplete='on'>
          <div style={{ display: needTotp ? 'none' : undefined }}>
            <Form.Item name='name' label='账号' rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
              <Input prefix={<UserOutlined />} autoComplete='username' placeholder='登录名' />
            </Form.Item>
            <Form.Item name='password' label='密码' rules={[{ required: true, message: '请输入密码' }]}>
              <Input.Password prefix={<LockOutlined />} autoComplete='current-password' placeholder='密码' />
            </Form.Item>
          </div>
          {needTotp && (
            <>
              <Alert type='info' showIcon message='请输入验证器 App 中显示的 6 位动态验证码' style={{ marginBottom: 16 }} />
              <Form.Item
                name='totp'
                label='动态验证码'
                rules={[
                  { required: true, message: '请输入动态验证码' },
                  { pattern: ConsoleRule.TOTP_PATTERN, message: '动态验证码为 6 位数字' },
                ]}
              >
                <Input
                  prefix={<SafetyOutlined />}
                  inputMode='numeric'
                  autoComplete='one-time-code'
                  maxLength={6}
                  autoFocus
                  placeholder='6 位数字'
                />
              </Form.Item>
            </>
          )}
          <Button type='primary' htmlType='submit' block loading={submitting}>
            {needTotp ? '验证并登录' : '登录'}
          </Button>
          {needTotp && (
            <Button type='link' block onClick={backToPassword} style={{ marginTop: 8 }}>
              返回重新输入账号密码
            </Button>
          )}
        </Form>
      </Card>
    </Flex>
  )
}
