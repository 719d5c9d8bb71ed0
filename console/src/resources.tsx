import type { ResourceProps } from '@refinedev/core'
import { AuditOutlined, GiftOutlined, HomeOutlined, KeyOutlined, MessageOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons'
import { AccountBookOutlined, BarChartOutlined, CheckSquareOutlined, FileSearchOutlined, ProfileOutlined } from '@ant-design/icons'
import { AppstoreOutlined, CustomerServiceOutlined, FontSizeOutlined, PictureOutlined, ReadOutlined } from '@ant-design/icons'
import { TrophyOutlined } from '@ant-design/icons'
import { DashboardOutlined } from '@ant-design/icons'
import { TagsOutlined } from '@ant-design/icons'
import { FireOutlined, HeartOutlined, OrderedListOutlined, ThunderboltOutlined } from '@ant-design/icons'
import { DatabaseOutlined, ExperimentOutlined, LineChartOutlined } from '@ant-design/icons'

/** The console's pages as Refine resources: the menu, titles and access checks (auth/access.ts) read these. */
export const resources: ResourceProps[] = [
  { name: 'home', list: '/', meta: { label: '首页', icon: <HomeOutlined /> } },
  // 数据看板
  { name: 'dashboard', list: '/dashboard', meta: { label: '数据看板', icon: <DashboardOutlined /> } },
  { name: 'operators', list: '/operators', meta: { label: '操作员', icon: <TeamOutlined /> } },
  { name: 'audit', list: '/audit', meta: { label: '审计日志', icon: <AuditOutlined /> } },
  { name: 'players', list: '/players', show: '/players/:uid', meta: { label: '玩家', icon: <UserOutlined /> } },
  // 订单与资金: a menu group; its pages name it as their parent.
  { name: 'money', meta: { label: '订单与资金', icon: <AccountBookOutlined /> } },
  { name: 'orders', list: '/orders', show: '/orders/:orderNo', meta: { label: '订单', icon: <ProfileOutlined />, parent: 'money' } },
  { name: 'refund-requests', list: '/refund-requests', meta: { label: '退款审批', icon: <CheckSquareOutlined />, parent: 'money' } },
  { name: 'reconciliation', list: '/reconciliation', meta: { label: '对账', icon: <FileSearchOutlined />, parent: 'money' } },
  { name: 'revenue', list: '/revenue', meta: { label: '日收入', icon: <BarChartOutlined />, parent: 'money' } },
  { name: 'coupons', list: '/coupons', meta: { label: '优惠券', icon: <GiftOutlined /> } },
  { name: 'feedback', list: '/feedback', show: '/feedback/:id', meta: { label: '用户反馈', icon: <MessageOutlined /> } },
  // 内容: the home page's banners and texts, the download links and the support contact.
  { name: 'content', meta: { label: '内容', icon: <AppstoreOutlined /> } },
  { name: 'content-banners', list: '/content/banners', meta: { label: '首页横幅', icon: <PictureOutlined />, parent: 'content' } },
  { name: 'content-home-texts', list: '/content/home-texts', meta: { label: '首页文案', icon: <FontSizeOutlined />, parent: 'content' } },
  {
    name: 'content-app-links',
    list: '/content/app-links',
    meta: { label: '下载与客服', icon: <CustomerServiceOutlined />, parent: 'content' },
  },
  { name: 'articles', list: '/articles', show: '/articles/:id', meta: { label: '资讯文章', icon: <ReadOutlined />, parent: 'content' } },
  { name: 'prizes', list: '/prizes', show: '/prizes/:id', meta: { label: '奖品发放', icon: <TrophyOutlined /> } },
  // 价格与规则 (issue 38 point 3)
  { name: 'pricing', list: '/pricing', meta: { label: '价格与规则', icon: <TagsOutlined /> } },
  // 活动运营: tasks, love value and draw activities (issue 38 point 2).
  { name: 'campaigns', meta: { label: '活动运营', icon: <FireOutlined /> } },
  { name: 'tasks', list: '/tasks', meta: { label: '任务', icon: <OrderedListOutlined />, parent: 'campaigns' } },
  { name: 'love', list: '/love', meta: { label: '爱心值', icon: <HeartOutlined />, parent: 'campaigns' } },
  {
    name: 'activities',
    list: '/activities',
    show: '/activities/:id',
    meta: { label: '抽奖活动', icon: <ThunderboltOutlined />, parent: 'campaigns' },
  },
  // 市场数据与模型 (issue 38 point 4)
  { name: 'market-models', meta: { label: '市场数据与模型', icon: <LineChartOutlined /> } },
  { name: 'market', list: '/market', meta: { label: '市场数据', icon: <DatabaseOutlined />, parent: 'market-models' } },
  { name: 'models', list: '/models', meta: { label: '模型', icon: <ExperimentOutlined />, parent: 'market-models' } },
  { name: 'password', list: '/password', meta: { label: '修改密码', icon: <KeyOutlined /> } },
]
