import type { ReactNode } from 'react'
import { Card, Flex, Steps, Typography } from 'antd'

/** The frame of a first-login step, outside the menu layout: nothing else is open until the steps are done. */
export function SetupCard({ title, step, children }: { title: string; step: 0 | 1; children: ReactNode }) {
  return (
    <Flex justify='center' style={{ minHeight: '100vh', padding: 16, background: '#f5f5f5' }}>
      <Card style={{ width: '100%', maxWidth: 520, alignSelf: 'flex-start', marginTop: '8vh' }}>
        <Steps size='small' current={step} items={[{ title: '修改初始密码' }, { title: '设置动态验证码' }]} style={{ marginBottom: 24 }} />
        <Typography.Title level={4}>{title}</Typography.Title>
        {children}
      </Card>
    </Flex>
  )
}
