import { useGetIdentity } from '@refinedev/core'
import { Link } from 'react-router'
import { Alert, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd'
import { ROLE_NAMES, type SessionOperator } from '../../api'
import { roleMaySee } from '../../auth/access'
import { SETUP_TOTP_PATH } from '../../auth/session'
import { resources } from '../../resources'

/** 首页: who is logged in, in which role, and the pages this role opens. */
export function HomePage() {
  const { data: operator } = useGetIdentity<SessionOperator>()
  if (!operator) return null
  const links = resources.filter((r) => r.list && r.name !== 'home' && roleMaySee(operator.role, r.name))
  return (
    <Space direction='vertical' size='large' style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        你好，{operator.name}
      </Typography.Title>
      {!operator.totpEnabled && (
        <Alert type='warning' showIcon message='你的账号尚未开启动态验证码' description={<Link to={SETUP_TOTP_PATH}>现在设置</Link>} />
      )}
      <Card title='当前账号'>
        <Descriptions column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label='登录名'>{operator.name}</Descriptions.Item>
          <Descriptions.Item label='角色'>
            <Tag color='blue'>{ROLE_NAMES[operator.role]}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label='动态验证码'>{operator.totpEnabled ? '已开启' : '未开启'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title='快捷入口'>
        <Row gutter={[16, 16]}>
          {links.map((r) => (
            <Col key={r.name} xs={12} sm={8} md={6}>
              <Link to={String(r.list)}>
                <Card hoverable size='small' style={{ textAlign: 'center' }}>
                  <Space direction='vertical'>
                    <span style={{ fontSize: 24 }}>{r.meta?.icon}</span>
                    <span>{r.meta?.label}</span>
                  </Space>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      </Card>
    </Space>
  )
}
