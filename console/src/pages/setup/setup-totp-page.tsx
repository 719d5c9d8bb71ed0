import { useState } from 'react'
import { useGo, useInvalidateAuthStore } from '@refinedev/core'
import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Flex, Form, Input, Spin, Typography } from 'antd'
import { api, ConsoleRule, isApiError } from '../../api'
import { QrImage } from '../../components/qr-image'
import { SetupCard } from '../../components/setup-card'

/**
 * Turning TOTP on: a new secret as a QR code for an authenticator app (and as text to type in), then one code from
 * the app to prove it took it. Required in production; elsewhere an operator may do it by choice.
 */
export function SetupTotpPage() {
  const invalidateAuth = useInvalidateAuthStore()
  const go = useGo()
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // One secret per visit: a query (not an effect) so a re-render or a second mount does not make another.
  const setup = useQuery({
    queryKey: ['console', 'totp-setup'],
    queryFn: () => api.totpSetup(),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  })

  const enable = async ({ code }: { code: string }) => {
    setSubmitting(true)
    setError(null)
    try {
      await api.totpEnable(code)
      await invalidateAuth()
      go({ to: '/', type: 'replace' })
    } catch (e) {
      setError(isApiError(e) ? e.message : '验证失败，请稍后重试')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <SetupCard title='设置动态验证码' step={1}>
      <Typography.Paragraph>
        用验证器 App（如 Google Authenticator、Microsoft Authenticator、腾讯身份验证器）扫描下方二维码，再输入 App 显示的 6 位数字。
      </Typography.Paragraph>
      {setup.isLoading && <Spin />}
      {setup.isError && (
        <Alert
          type='error'
          showIcon
          message={isApiError(setup.error) ? setup.error.message : '获取密钥失败'}
          action={<Button onClick={() => void setup.refetch()}>重试</Button>}
        />
      )}
      {setup.data && (
        <>
          <Flex vertical align='center' gap={8} style={{ marginBottom: 16 }}>
            <QrImage content={setup.data.otpauthUrl} alt='动态验证码二维码' />
            <Typography.Text type='secondary'>无法扫码时手动输入密钥：</Typography.Text>
            <Typography.Text code copyable data-testid='totp-secret'>
              {setup.data.secret}
            </Typography.Text>
          </Flex>
          {error && <Alert type='error' showIcon message={error} style={{ marginBottom: 16 }} role='alert' />}
          <Form layout='vertical' onFinish={(values) => void enable(values)} requiredMark={false}>
            <Form.Item
              name='code'
              label='动态验证码'
              rules={[
                { required: true, message: '请输入动态验证码' },
                { pattern: ConsoleRule.TOTP_PATTERN, message: '动态验证码为 6 位数字' },
              ]}
            >
              <Input inputMode='numeric' autoComplete='one-time-code' maxLength={6} placeholder='6 位数字' />
            </Form.Item>
            <Button type='primary' htmlType='submit' loading={submitting}>
              验证并开启
            </Button>
          </Form>
        </>
      )}
    </SetupCard>
  )
}
