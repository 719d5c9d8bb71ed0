import { Link } from 'react-router'
import { Space, Tag, Typography } from 'antd'
import {
  ORDER_PROVIDER_NAMES,
  ORDER_SCENE_NAMES,
  ORDER_STATUS_NAMES,
  REFUND_STATE_NAMES,
  type OrderListRow,
  type OrderStatus,
  type PlayerRef,
} from '../../api'
import { ReportStatus } from '../../../../server/src/contract/values/report'
import { roleMaySee } from '../../auth/access'
import { currentOperator } from '../../auth/session'

const STATUS_COLORS: Record<OrderStatus, string> = { created: 'default', paid: 'green', closed: 'default', refunded: 'orange' }

/** Names of values the contract lists; an unknown one (a provider added later) shows as it is. */
export const providerName = (provider: string): string => ORDER_PROVIDER_NAMES[provider as keyof typeof ORDER_PROVIDER_NAMES] ?? provider
export const sceneName = (scene: number): string => ORDER_SCENE_NAMES[scene as keyof typeof ORDER_SCENE_NAMES] ?? `场景 ${scene}`

/** The order's state, and its refund's progress while that is not simply done. */
export function OrderStatusTag({ status, refundState }: Pick<OrderListRow, 'status' | 'refundState'>) {
  return (
    <Space size={4} wrap>
      <Tag color={STATUS_COLORS[status]}>{ORDER_STATUS_NAMES[status]}</Tag>
      {refundState && refundState !== 'done' && (
        <Tag color={refundState === 'failed' ? 'red' : 'processing'}>{REFUND_STATE_NAMES[refundState]}</Tag>
      )}
    </Space>
  )
}

export const orderPath = (orderNo: string) => `/orders/${encodeURIComponent(orderNo)}`

export const OrderLink = ({ orderNo }: { orderNo: string }) => <Link to={orderPath(orderNo)}>{orderNo}</Link>

/** A player by uid (a link to their page for the roles that open it) and masked phone. */
export function PlayerCell({ player }: { player: PlayerRef }) {
  if (!player.uid) return <Typography.Text type='secondary'>—</Typography.Text>
  const linked = roleMaySee(currentOperator()?.role, 'players')
  return (
    <Space direction='vertical' size={0}>
      {linked ? <Link to={`/players/${encodeURIComponent(player.uid)}`}>{player.uid}</Link> : <span>{player.uid}</span>}
      {player.phone && <Typography.Text type='secondary'>{player.phone}</Typography.Text>}
    </Space>
  )
}

const REPORT_STATUS_NAMES: Record<number, string> = {
  [ReportStatus.GENERATING]: '生成中',
  [ReportStatus.NOT_UNLOCKED]: '未解锁',
  [ReportStatus.UNLOCKED]: '已解锁',
  [ReportStatus.FAILED]: '生成失败',
}

export const reportStatusName = (status: number): string => REPORT_STATUS_NAMES[status] ?? `状态 ${status}`

/** What unlocked a report, from its `unlockedBy`: a paid order, a coupon or friends' help. */
export function unlockSource(by: string | null): string {
  if (!by) return '—'
  const [kind, id] = [by.slice(0, by.indexOf(':')), by.slice(by.indexOf(':') + 1)]
  if (kind === 'pay') return `支付（订单 ${id}）`
  if (kind === 'coupon') return `解锁券 #${id}`
  if (kind === 'help') return '好友助力'
  return by
}
