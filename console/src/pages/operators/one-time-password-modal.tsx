import { Alert, Button, Modal, Typography } from 'antd'

export interface OneTimePassword {
  name: string
  password: string
  reason: 'create' | 'reset'
}

/**
 * The one-time password, shown this once: the service keeps only its hash, and closing the dialog forgets it.
 * The operator must change it at first login.
 */
export function OneTimePasswordModal({ value, onClose }: { value: OneTimePassword | null; onClose: () => void }) {
  return (
    <Modal
      title={value?.reason === 'create' ? '操作员已创建' : '密码已重置'}
      open={value !== null}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type='primary' onClick={onClose}>
          我已记下
        </Button>
      }
      destroyOnHidden
    >
      {value && (
        <>
          <Alert
            type='warning'
            showIcon
            message='一次性密码只显示这一次'
            description='请立即通过安全渠道交给本人，首次登录时须修改。关闭后无法再次查看。'
            style={{ marginBottom: 16 }}
          />
          <Typography.Paragraph>
            登录名：<Typography.Text strong>{value.name}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph>
            一次性密码：
            <Typography.Text code copyable data-testid='one-time-password'>
              {value.password}
            </Typography.Text>
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  )
}
