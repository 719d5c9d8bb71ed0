import { useState } from 'react'
import { useGetIdentity } from '@refinedev/core'
import { Link } from 'react-router'
import { App, Button, Card, Descriptions, Space, Tag, Tooltip, Typography } from 'antd'
import { EyeOutlined, LogoutOutlined } from '@ant-design/icons'
import { api, mayCall, type PlayerProfile, type SessionOperator } from '../../api'
import { ReasonModal } from '../../components/reason-modal'
import { formatBeijing } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { playerPath } from './players-page'

const IDENTITY_NAMES: Record<string, string> = {
  weixin: '微信小程序',
  toutiao: '抖音小程序',
  'weixin-union': '微信开放平台',
  'toutiao-union': '抖音开放平台',
  'weixin-mp': '微信公众号',
}

/** The masked number, and 查看 that asks why, logs it (pii/unmask) and shows the full number here, this once. */
function PhoneField({ profile }: { profile: PlayerProfile }) {
  const { run, pending } = useApiAction()
  const [asking, setAsking] = useState(false)
  const [full, setFull] = useState<string | null>(null)
  if (!profile.hasPhone) return <Typography.Text type='secondary'>未绑定</Typography.Text>
  if (full !== null) {
    return (
      <Space size={4} wrap>
        <Typography.Text strong copyable>
          {full}
        </Typography.Text>
        <Tag color='gold'>已记录查看</Tag>
        <Button type='link' size='small' onClick={() => setFull(null)}>
          隐藏
        </Button>
      </Space>
    )
  }
  return (
    <Space size={4} wrap>
      <span>{profile.phone}</span>
      <Button type='link' size='small' icon={<EyeOutlined />} onClick={() => setAsking(true)}>
        查看
      </Button>
      <ReasonModal
        open={asking}
        title='查看完整号码'
        label='原因'
        okText='查看'
        pending={pending}
        onClose={() => setAsking(false)}
        onSubmit={async (reason) => {
          const result = await run(() => api.piiUnmask({ objectType: 'user', objectId: profile.uid, field: 'phone', reason }))
          if (!result.ok) return false
          setFull(result.value.value)
          return true
        }}
      >
        <p>查看完整手机号会记入审计日志（记录原因，不记录号码）。</p>
      </ReasonModal>
    </Space>
  )
}

/** 退出全部登录: for the roles that may, with a reason; the player's every token stops at once. */
function RevokeSessions({ profile, onRevoked }: { profile: PlayerProfile; onRevoked: () => void }) {
  const { message } = App.useApp()
  const { data: me } = useGetIdentity<SessionOperator>()
  const { run, pending } = useApiAction()
  const [asking, setAsking] = useState(false)
  if (!mayCall(me?.role, 'playerRevokeSessions')) return null
  const none = profile.liveSessions === 0
  return (
    <>
      <Tooltip title={none ? '当前没有有效登录' : undefined}>
        <Button danger icon={<LogoutOutlined />} disabled={none} onClick={() => setAsking(true)}>
          退出全部登录
        </Button>
      </Tooltip>
      <ReasonModal
        open={asking}
        title='退出全部登录'
        label='原因'
        okText='退出全部登录'
        danger
        pending={pending}
        onClose={() => setAsking(false)}
        onSubmit={async (reason) => {
          const result = await run(() => api.playerRevokeSessions(profile.uid, reason))
          if (!result.ok) return false
          void message.success(`已退出 ${result.value.revoked} 个登录`)
          onRevoked()
          return true
        }}
      >
        <p>将立即结束该玩家的 {profile.liveSessions} 个有效登录，玩家需重新登录。此操作记入审计日志。</p>
      </ReasonModal>
    </>
  )
}

function stateTags(profile: PlayerProfile) {
  return (
    <Space size={4} wrap>
      {profile.deletedAt !== null ? <Tag color='red'>已注销</Tag> : <Tag color='green'>正常</Tag>}
      {profile.realName.verified ? <Tag color='blue'>已实名</Tag> : <Tag>未实名</Tag>}
      {profile.minor.isMinor && <Tag color='orange'>未成年</Tag>}
    </Space>
  )
}

/** The player's account: who, how they signed up, real name (masked), minor, deleted, logins and balances. */
export function AccountCard({ profile, onRevoked }: { profile: PlayerProfile; onRevoked: () => void }) {
  const t = formatBeijing
  return (
    <Card title={profile.nickname || '（未设置昵称）'} extra={<RevokeSessions profile={profile} onRevoked={onRevoked} />}>
      <div style={{ marginBottom: 12 }}>{stateTags(profile)}</div>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size='small'>
        <Descriptions.Item label='手机号'>
          <PhoneField profile={profile} />
        </Descriptions.Item>
        <Descriptions.Item label='UID'>
          <Typography.Text code copyable>
            {profile.uid}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label='邀请码'>
          <Typography.Text code>{profile.inviteCode}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label='注册时间'>{t(profile.createdAt)}</Descriptions.Item>
        <Descriptions.Item label='注册来源'>{`${profile.terminalName} · ${profile.source}`}</Descriptions.Item>
        <Descriptions.Item label='绑定账号'>
          {profile.identities.length ? profile.identities.map((i) => IDENTITY_NAMES[i] ?? i).join('、') : '—'}
        </Descriptions.Item>
        <Descriptions.Item label='实名认证'>
          {profile.realName.verified ? `${profile.realName.name ?? ''}（${t(profile.realName.verifiedAt)}）` : '未认证'}
        </Descriptions.Item>
        <Descriptions.Item label='未成年'>
          {profile.minor.until === null ? '否' : profile.minor.isMinor ? `是，${t(profile.minor.until).slice(0, 10)} 成年` : '已成年'}
        </Descriptions.Item>
        <Descriptions.Item label='账号状态'>{profile.deletedAt === null ? '正常' : `已注销（${t(profile.deletedAt)}）`}</Descriptions.Item>
        <Descriptions.Item label='邀请人'>
          {profile.inviter ? (
            <Link to={playerPath(profile.inviter.uid)}>{`${profile.inviter.nickname}（${profile.inviter.uid}）`}</Link>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label='最近登录'>{t(profile.lastLoginAt)}</Descriptions.Item>
        <Descriptions.Item label='最近活跃'>{t(profile.lastSeenAt)}</Descriptions.Item>
        <Descriptions.Item label='有效登录'>{profile.liveSessions}</Descriptions.Item>
        <Descriptions.Item label='爱心值'>{profile.loveBalance}</Descriptions.Item>
        <Descriptions.Item label='可用解锁券'>{profile.usableCoupons}</Descriptions.Item>
      </Descriptions>
    </Card>
  )
}
