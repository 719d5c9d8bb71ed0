import { App, Card } from 'antd'
import { ChangePasswordForm } from '../../components/change-password-form'

/** 修改密码, from the menu. */
export function PasswordPage() {
  const { message } = App.useApp()
  return (
    <Card title='修改密码'>
      <ChangePasswordForm onDone={() => void message.success('密码已修改')} />
    </Card>
  )
}
