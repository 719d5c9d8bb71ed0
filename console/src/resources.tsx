import type { ResourceProps } from '@refinedev/core'
import { AuditOutlined, GiftOutlined, HomeOutlined, KeyOutlined, MessageOutlined, TeamOutlined } from '@ant-design/icons'

/** The console's pages as Refine resources: the menu, titles and access checks (auth/access.ts) read these. */
export const resources: ResourceProps[] = [
  { name: 'home', list: '/', meta: { label: '首页', icon: <HomeOutlined /> } },
  { name: 'operators', list: '/operators', meta: { label: '操作员', icon: <TeamOutlined /> } },
  { name: 'audit', list: '/audit', meta: { label: '审计日志', icon: <AuditOutlined /> } },
  { name: 'coupons', list: '/coupons', meta: { label: '优惠券', icon: <GiftOutlined /> } },
  { name: 'feedback', list: '/feedback', show: '/feedback/:id', meta: { label: '用户反馈', icon: <MessageOutlined /> } },
  { name: 'password', list: '/password', meta: { label: '修改密码', icon: <KeyOutlined /> } },
]
