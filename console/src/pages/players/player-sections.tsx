import { useState, type ReactNode } from 'react'
import type { BaseRecord, CrudFilter, HttpError } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Link } from 'react-router'
import { Segmented, Space, Table, Tag, Typography } from 'antd'
import type {
  PlayerCoupon,
  PlayerFeedback,
  PlayerHelp,
  PlayerInvitee,
  PlayerLoveEntry,
  PlayerOrder,
  PlayerPrize,
  PlayerReport,
  PlayerSession,
} from '../../api'
import { formatBeijing, formatFen } from '../../format'
import { playerPath } from './players-page'

const PAGE_SIZE = 10
const time = (ms: number | null) => formatBeijing(ms)
const dash = (text: string | null | undefined) => (text ? text : '—')
const code = (text: string) => <Typography.Text code>{text}</Typography.Text>

/** One paged section of the player page: the player's uid (and any other fixed filter) narrows its list. */
function SectionTable<T extends BaseRecord>({
  resource,
  uid,
  filters = [],
  rowKey,
  children,
}: {
  resource: string
  uid: string
  filters?: CrudFilter[]
  rowKey: keyof T & string
  children: ReactNode
}) {
  const { tableProps } = useTable<T, HttpError>({
    resource,
    pagination: { pageSize: PAGE_SIZE },
    sorters: { mode: 'off' },
    filters: { permanent: [{ field: 'uid', operator: 'eq', value: uid }, ...filters] },
    syncWithLocation: false,
  })
  return (
    <Table<T>
      {...tableProps}
      rowKey={rowKey}
      size='middle'
      scroll={{ x: 'max-content' }}
      pagination={tableProps.pagination && { ...tableProps.pagination, showSizeChanger: false, showTotal: (total) => `共 ${total} 条` }}
    >
      {children}
    </Table>
  )
}

export function SessionsSection({ uid }: { uid: string }) {
  return (
    <SectionTable<PlayerSession> resource='player-sessions' uid={uid} rowKey='id'>
      <Table.Column<PlayerSession> dataIndex='loginAt' title='登录时间' render={time} />
      <Table.Column<PlayerSession> dataIndex='terminalName' title='终端' />
      <Table.Column<PlayerSession> dataIndex='lastSeenAt' title='最近活跃' render={time} />
      <Table.Column<PlayerSession> dataIndex='expiresAt' title='到期时间' render={time} />
      <Table.Column<PlayerSession>
        dataIndex='state'
        title='状态'
        render={(state: PlayerSession['state'], row) =>
          state === 'live' ? (
            <Tag color='green'>有效</Tag>
          ) : state === 'revoked' ? (
            <Space size={4}>
              <Tag>已退出</Tag>
              <Typography.Text type='secondary'>{time(row.revokedAt)}</Typography.Text>
            </Space>
          ) : (
            <Tag>已过期</Tag>
          )
        }
      />
    </SectionTable>
  )
}

/** Where an unlock came from, linked when it names an order. */
function unlockRef(report: PlayerReport) {
  if (!report.unlockRef) return '—'
  if (report.unlockVia === 'pay') return <Link to={`/orders/${encodeURIComponent(report.unlockRef)}`}>{report.unlockRef}</Link>
  if (report.unlockVia === 'coupon') return `券 #${report.unlockRef}`
  if (report.unlockVia === 'help') return `助力码 ${report.unlockRef}`
  return report.unlockRef
}

export function ReportsSection({ uid }: { uid: string }) {
  return (
    <SectionTable<PlayerReport> resource='player-reports' uid={uid} rowKey='id'>
      <Table.Column<PlayerReport>
        dataIndex='id'
        title='报告编号'
        render={(id: string, row) => (
          <Space size={4}>
            <Typography.Text code copyable={{ text: id }}>
              {id}
            </Typography.Text>
            {row.deleted && <Tag>已删除</Tag>}
          </Space>
        )}
      />
      <Table.Column<PlayerReport> dataIndex='kindName' title='类型' />
      <Table.Column<PlayerReport> dataIndex='gameName' title='游戏' render={dash} />
      <Table.Column<PlayerReport> dataIndex='level' title='等级' render={dash} />
      <Table.Column<PlayerReport> dataIndex='estimateFen' title='估价' align='right' render={(fen: number | null) => formatFen(fen)} />
      <Table.Column<PlayerReport>
        dataIndex='lock'
        title='解锁'
        render={(lock: PlayerReport['lock'], row) => {
          const color = lock === 'unlocked' ? 'green' : lock === 'locked' ? 'orange' : lock === 'failed' ? 'red' : 'blue'
          return <Tag color={color}>{row.unlockViaText ? `${row.lockText} · ${row.unlockViaText}` : row.lockText}</Tag>
        }}
      />
      <Table.Column<PlayerReport> key='ref' title='解锁凭据' render={(_, row) => unlockRef(row)} />
      <Table.Column<PlayerReport> dataIndex='unlockedAt' title='解锁时间' render={time} />
      <Table.Column<PlayerReport> dataIndex='createdAt' title='生成时间' render={time} />
    </SectionTable>
  )
}

const ORDER_COLORS: Record<string, string> = { paid: 'green', created: 'blue', refunded: 'orange', closed: 'default' }

export function OrdersSection({ uid }: { uid: string }) {
  return (
    <SectionTable<PlayerOrder> resource='player-orders' uid={uid} rowKey='orderNo'>
      <Table.Column<PlayerOrder>
        dataIndex='orderNo'
        title='订单号'
        render={(orderNo: string) => <Link to={`/orders/${encodeURIComponent(orderNo)}`}>{orderNo}</Link>}
      />
      <Table.Column<PlayerOrder> dataIndex='sceneName' title='场景' />
      <Table.Column<PlayerOrder> dataIndex='amountFen' title='金额' align='right' render={(fen: number) => formatFen(fen)} />
      <Table.Column<PlayerOrder>
        dataIndex='status'
        title='状态'
        render={(status: string, row) => (
          <Space size={4}>
            <Tag color={ORDER_COLORS[status] ?? 'default'}>{row.statusText}</Tag>
            {row.refundState && row.refundState !== 'done' && (
              <Tag color='orange'>退款{row.refundState === 'failed' ? '失败' : '处理中'}</Tag>
            )}
          </Space>
        )}
      />
      <Table.Column<PlayerOrder> dataIndex='payTypeName' title='支付方式' />
      <Table.Column<PlayerOrder> dataIndex='provider' title='渠道' />
      <Table.Column<PlayerOrder> dataIndex='createdAt' title='下单时间' render={time} />
      <Table.Column<PlayerOrder> dataIndex='paidAt' title='支付时间' render={time} />
      <Table.Column<PlayerOrder> dataIndex='refundedAt' title='退款时间' render={time} />
      <Table.Column<PlayerOrder> dataIndex='reportId' title='报告' render={code} />
    </SectionTable>
  )
}

const COUPON_COLORS: Record<PlayerCoupon['state'], string> = { usable: 'green', used: 'blue', revoked: 'red', expired: 'default' }

function couponNote(c: PlayerCoupon) {
  if (c.state === 'revoked') return `${dash(c.revokedBy)} 撤销：${dash(c.revokeReason)}`
  if (c.grantedBy) return `${c.grantedBy}：${dash(c.note)}`
  return dash(c.note)
}

export function CouponsSection({ uid }: { uid: string }) {
  return (
    <SectionTable<PlayerCoupon> resource='player-coupons' uid={uid} rowKey='id'>
      <Table.Column<PlayerCoupon> dataIndex='id' title='编号' render={(id: number) => `#${id}`} />
      <Table.Column<PlayerCoupon> dataIndex='sourceName' title='来源' />
      <Table.Column<PlayerCoupon>
        dataIndex='state'
        title='状态'
        render={(state: PlayerCoupon['state'], row) => <Tag color={COUPON_COLORS[state]}>{row.stateText}</Tag>}
      />
      <Table.Column<PlayerCoupon> dataIndex='createdAt' title='发放时间' render={time} />
      <Table.Column<PlayerCoupon>
        dataIndex='expiresAt'
        title='到期时间'
        render={(ms: number | null) => (ms === null ? '不过期' : time(ms))}
      />
      <Table.Column<PlayerCoupon>
        key='used'
        title='使用'
        render={(_, row) =>
          row.usedAt === null ? (
            '—'
          ) : (
            <Space size={4}>
              {time(row.usedAt)}
              {row.usedReportId && code(row.usedReportId)}
            </Space>
          )
        }
      />
      <Table.Column<PlayerCoupon> key='note' title='说明' render={(_, row) => couponNote(row)} />
    </SectionTable>
  )
}

export function LoveSection({ uid }: { uid: string }) {
  return (
    <SectionTable<PlayerLoveEntry> resource='player-love' uid={uid} rowKey='id'>
      <Table.Column<PlayerLoveEntry> dataIndex='createdAt' title='时间' render={time} />
      <Table.Column<PlayerLoveEntry>
        dataIndex='delta'
        title='变动'
        align='right'
        render={(delta: number) => (
          <Typography.Text type={delta > 0 ? 'success' : 'danger'}>{delta > 0 ? `+${delta}` : delta}</Typography.Text>
        )}
      />
      <Table.Column<PlayerLoveEntry> dataIndex='title' title='说明' />
      <Table.Column<PlayerLoveEntry> dataIndex='balanceAfter' title='余额' align='right' />
    </SectionTable>
  )
}

export function HelpsSection({ uid }: { uid: string }) {
  const [direction, setDirection] = useState<'received' | 'given'>('received')
  const other = direction === 'received' ? '助力者' : '报告主人'
  return (
    <Space direction='vertical' style={{ width: '100%' }}>
      <Segmented<'received' | 'given'>
        value={direction}
        onChange={setDirection}
        options={[
          { value: 'received', label: '收到的助力' },
          { value: 'given', label: '助力别人' },
        ]}
      />
      <SectionTable<PlayerHelp>
        key={direction}
        resource='player-helps'
        uid={uid}
        filters={[{ field: 'direction', operator: 'eq', value: direction }]}
        rowKey='id'
      >
        <Table.Column<PlayerHelp> dataIndex='createdAt' title='助力时间' render={time} />
        <Table.Column<PlayerHelp> dataIndex='reportId' title='报告' render={code} />
        <Table.Column<PlayerHelp>
          dataIndex='other'
          title={other}
          render={(p: PlayerHelp['other']) => (p ? <Link to={playerPath(p.uid)}>{p.nickname || p.uid}</Link> : '—')}
        />
        <Table.Column<PlayerHelp>
          key='report'
          title='报告状态'
          render={(_, row) =>
            row.unlockedByHelp ? (
              <Tag color='green'>已因助力解锁</Tag>
            ) : row.reportUnlocked ? (
              <Tag color='blue'>已解锁</Tag>
            ) : (
              <Tag>未解锁</Tag>
            )
          }
        />
      </SectionTable>
    </Space>
  )
}

export function InvitationsSection({ uid }: { uid: string }) {
  return (
    <SectionTable<PlayerInvitee> resource='player-invitations' uid={uid} rowKey='uid'>
      <Table.Column<PlayerInvitee>
        dataIndex='uid'
        title='好友'
        render={(friend: string, row) => <Link to={playerPath(friend)}>{`${row.nickname}（${friend}）`}</Link>}
      />
      <Table.Column<PlayerInvitee> dataIndex='registeredAt' title='注册时间' render={time} />
      <Table.Column<PlayerInvitee> dataIndex='invitedAt' title='绑定时间' render={time} />
      <Table.Column<PlayerInvitee> dataIndex='rewardStateText' title='邀请奖励' />
      <Table.Column<PlayerInvitee> dataIndex='rewardedAt' title='奖励时间' render={time} />
    </SectionTable>
  )
}

function prizeName(p: PlayerPrize) {
  if (p.prizeName === null) return '未中奖'
  if (p.prizeType === 2) return `${p.prizeName}（${formatFen(p.amountFen)}）`
  if (p.prizeType === 3) return `${p.prizeName}（${p.couponCount} 张）`
  return p.prizeName
}

export function PrizesSection({ uid }: { uid: string }) {
  return (
    <SectionTable<PlayerPrize> resource='player-prizes' uid={uid} rowKey='id'>
      <Table.Column<PlayerPrize> dataIndex='createdAt' title='抽奖时间' render={time} />
      <Table.Column<PlayerPrize> dataIndex='activityTitle' title='活动' />
      <Table.Column<PlayerPrize> key='prize' title='奖品' render={(_, row) => prizeName(row)} />
      <Table.Column<PlayerPrize> dataIndex='stateText' title='状态' />
      <Table.Column<PlayerPrize> dataIndex='address' title='收货信息' render={dash} />
      <Table.Column<PlayerPrize>
        dataIndex='shipping'
        title='物流'
        render={(s: PlayerPrize['shipping']) => (s ? `${s.carrier} ${s.trackingNo}（${time(s.shippedAt)}）` : '—')}
      />
    </SectionTable>
  )
}

const FEEDBACK_COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default' }

export function FeedbackSection({ uid }: { uid: string }) {
  return (
    <SectionTable<PlayerFeedback> resource='player-feedback' uid={uid} rowKey='feedbackId'>
      <Table.Column<PlayerFeedback> dataIndex='createdAt' title='提交时间' render={time} />
      <Table.Column<PlayerFeedback>
        dataIndex='categoryLabel'
        title='类别'
        render={(label: string, row) => (row.type === 'bug' ? <Tag color='red'>{label}</Tag> : label)}
      />
      <Table.Column<PlayerFeedback>
        dataIndex='content'
        title='内容'
        render={(content: string) => (
          <Typography.Text ellipsis={{ tooltip: content }} style={{ maxWidth: 280 }}>
            {content}
          </Typography.Text>
        )}
      />
      <Table.Column<PlayerFeedback>
        dataIndex='status'
        title='状态'
        render={(status: number, row) => <Tag color={FEEDBACK_COLORS[status] ?? 'default'}>{row.statusLabel}</Tag>}
      />
      <Table.Column<PlayerFeedback>
        dataIndex='replyCount'
        title='回复'
        render={(n: number, row) => (n === 0 ? '—' : `${n} 条${row.playerRead ? '' : '（玩家未读）'}`)}
      />
      <Table.Column<PlayerFeedback> key='open' title='操作' render={(_, row) => <Link to={`/feedback/${row.feedbackId}`}>查看</Link>} />
    </SectionTable>
  )
}
