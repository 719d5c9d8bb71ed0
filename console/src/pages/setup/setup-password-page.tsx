import { useGo, useInvalidateAuthStore } from '@refinedev/core'
import { Alert } from 'antd'
import { api } from '../../api'
import { ChangePasswordForm } from '../../components/change-password-form'
import { SetupCard } from '../../components/setup-card'
import { pendingSetupPath } from '../../auth/session'

/** First login with a one-time password: the operator sets their own before anything else. */
export function SetupPasswordPage() {
  const invalidateAuth = useInvalidateAuthStore()
  const go = useGo()
  const done = async () => {
    const { operator } = await api.me()
    await invalidateAuth()
    go({ to: pendingSetupPath(operator) ?? '/', type: 'replace' })
  }
  return (
    <SetupCard title='修改初始密码' step={0}>
      <Alert type='warning' showIcon message='你正在使用管理员发放的一次性密码，请先设置自己的密码。' style={{ marginBottom: 16 }} />
      <ChangePasswordForm onDone={done} submitText='保存并继续' />
    </SetupCard>
  )
}
