import { useInvalidate } from '@refinedev/core'
import { Link, useParams, useSearchParams } from 'react-router'
import { Alert, Button, Card, Result, Space, Tabs } from 'antd'
import { ArrowLeftOutlined } from '@ant-design/icons'
import { api, ApiCode, errorCode } from '../../api'
import { useApiQuery } from '../../hooks/use-api-query'
import { AccountCard } from './account-card'
import {
  CouponsSection,
  FeedbackSection,
  HelpsSection,
  InvitationsSection,
  LoveSection,
  OrdersSection,
  PrizesSection,
  ReportsSection,
  SessionsSection,
} from './player-sections'

const TABS = [
  { key: 'sessions', label: '登录', Section: SessionsSection },
  { key: 'reports', label: '报告', Section: ReportsSection },
  { key: 'orders', label: '订单', Section: OrdersSection },
  { key: 'coupons', label: '解锁券', Section: CouponsSection },
  { key: 'love', label: '爱心值', Section: LoveSection },
  { key: 'helps', label: '助力', Section: HelpsSection },
  { key: 'invitations', label: '邀请', Section: InvitationsSection },
  { key: 'prizes', label: '抽奖', Section: PrizesSection },
  { key: 'feedback', label: '反馈', Section: FeedbackSection },
] as const

const backToSearch = (
  <Link to='/players'>
    <Button type='link' icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
      返回查找
    </Button>
  </Link>
)

/**
 * 玩家详情 (/players/:uid): the account card, and a tab per section, each paged and read only when opened. The
 * open tab is in the address (?tab=), so a reload or going back keeps it.
 */
export function PlayerPage() {
  const { uid = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const invalidate = useInvalidate()
  const profile = useApiQuery(['player-profile', uid], () => api.playerProfile(uid))
  const tab = TABS.some((t) => t.key === params.get('tab')) ? (params.get('tab') as string) : 'sessions'

  if (profile.error) {
    return errorCode(profile.error) === ApiCode.NOT_FOUND ? (
      <Result status='404' title='玩家不存在' subTitle={`没有 UID 为 ${uid} 的玩家`} extra={backToSearch} />
    ) : (
      <Space direction='vertical' style={{ width: '100%' }}>
        {backToSearch}
        <Alert type='error' showIcon message={profile.error.message} />
      </Space>
    )
  }

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      {backToSearch}
      {profile.data ? (
        <AccountCard
          profile={profile.data}
          onRevoked={() => {
            void profile.refetch()
            void invalidate({ resource: 'player-sessions', invalidates: ['list'] })
          }}
        />
      ) : (
        <Card loading />
      )}
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={TABS.map(({ key, label, Section }) => ({ key, label, children: <Section uid={uid} /> }))}
        />
      </Card>
    </Space>
  )
}
