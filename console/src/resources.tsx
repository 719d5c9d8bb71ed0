import type { ResourceProps } from '@refinedev/core'
import { AuditOutlined, HomeOutlined, KeyOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons'

/** The console's pages as Refine resources: the menu, titles and access checks (auth/access.ts) read these. */
export const resources: ResourceProps[] = [
  { name: 'home', list: '/', meta: { label: '首页', icon: <HomeOutlined /> } },
  { name: 'operators', list: '/operators', meta: { label: '操作员', icon: <TeamOutlined /> } },
  { name: 'audit', list: '/audit', meta: { label: '审计日志', icon: <AuditOutlined /> } },
  { name: 'players', list: '/players', show: '/players/:uid', meta: { label: '玩家', icon: <UserOutlined /> } },
  { name: 'password', list: '/password', meta: { label: '修改密码', icon: <KeyOutlined /> } },
]
