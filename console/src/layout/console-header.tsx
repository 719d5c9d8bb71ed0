import { useGetIdentity, useLogout } from '@refinedev/core'
import { Button, Flex, Layout, Space, Tag, Typography, theme } from 'antd'
import { LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { ROLE_NAMES, type SessionOperator } from '../api'

/** Who is logged in, in which role, and the way out. */
export function ConsoleHeader() {
  const { token } = theme.useToken()
  const { data: operator } = useGetIdentity<SessionOperator>()
  const { mutate: logout, isPending } = useLogout()
  return (
    <Layout.Header
      style={{
        background: token.colorBgElevated,
        padding: '0 16px',
        height: 56,
        lineHeight: '56px',
        position: 'sticky',
        top: 0,
        zIndex: 10,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex justify='flex-end' align='center' style={{ height: '100%' }}>
        <Space size='middle'>
          {operator && (
            <Space size='small'>
              <UserOutlined />
              <Typography.Text strong>{operator.name}</Typography.Text>
              <Tag color='blue'>{ROLE_NAMES[operator.role]}</Tag>
            </Space>
          )}
          <Button icon={<LogoutOutlined />} onClick={() => logout()} loading={isPending}>
            退出
          </Button>
        </Space>
      </Flex>
    </Layout.Header>
  )
}
