import { useList, type HttpError } from '@refinedev/core'
import { Link, useLocation, useNavigate } from 'react-router'
import { Alert, Card, Empty, Input, Space, Table, Tag, Typography } from 'antd'
import type { PlayerSummary } from '../../api'
import { formatBeijing } from '../../format'

export const SEARCH_PLACEHOLDER = '手机号 / UID / 邀请码 / 报告编号'

const MATCHED_BY: Record<PlayerSummary['matchedBy'], string> = {
  phone: '手机号',
  uid: 'UID',
  inviteCode: '邀请码',
  reportId: '报告编号',
}

export const playerPath = (uid: string) => `/players/${encodeURIComponent(uid)}`

/** The lookup text, kept in the history entry's state: going back from a player shows the same results. */
const searchOf = (state: unknown): string =>
  typeof state === 'object' && state !== null && typeof (state as { q?: unknown }).q === 'string' ? (state as { q: string }).q : ''

/**
 * 玩家: one box that takes a phone number, a uid, an invite code or a report id, and the players it names (phone
 * masked). The text never goes into an address (the page's or the API's), where history and access logs keep it.
 */
export function PlayersPage() {
  const { state } = useLocation()
  const navigate = useNavigate()
  const q = searchOf(state).trim()
  const { result, query } = useList<PlayerSummary, HttpError>({
    resource: 'player-search',
    filters: [{ field: 'q', operator: 'eq', value: q }],
    pagination: { mode: 'off' },
    queryOptions: { enabled: q !== '' },
    errorNotification: false,
  })
  const rows = q ? (result?.data ?? []) : []

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      <Card title='玩家'>
        <Input.Search
          aria-label='查找玩家'
          placeholder={SEARCH_PLACEHOLDER}
          defaultValue={q}
          key={q}
          enterButton='查找'
          allowClear
          size='large'
          loading={query.isFetching}
          style={{ maxWidth: 560 }}
          onSearch={(value) => void navigate('/players', { state: { q: value.trim() } })}
        />
        <Typography.Paragraph type='secondary' style={{ marginTop: 8, marginBottom: 0 }}>
          手机号须完整（中国大陆）；UID 与邀请码不区分大小写。
        </Typography.Paragraph>
      </Card>
      {q !== '' && (
        <Card title='查找结果'>
          {query.error ? (
            <Alert type='warning' showIcon message={query.error.message} />
          ) : (
            <Table<PlayerSummary>
              rowKey='uid'
              dataSource={rows}
              loading={query.isFetching}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty description='没有找到玩家' /> }}
              onRow={(row) => ({ onClick: () => void navigate(playerPath(row.uid)), style: { cursor: 'pointer' } })}
            >
              <Table.Column<PlayerSummary>
                dataIndex='nickname'
                title='昵称'
                render={(nickname: string, row) => <Link to={playerPath(row.uid)}>{nickname || '（未设置）'}</Link>}
              />
              <Table.Column<PlayerSummary>
                dataIndex='uid'
                title='UID'
                render={(uid: string) => <Typography.Text code>{uid}</Typography.Text>}
              />
              <Table.Column<PlayerSummary> dataIndex='phone' title='手机号' render={(phone: string) => phone || '—'} />
              <Table.Column<PlayerSummary> dataIndex='createdAt' title='注册时间' render={(at: number) => formatBeijing(at)} />
              <Table.Column<PlayerSummary>
                dataIndex='deleted'
                title='状态'
                render={(deleted: boolean) => (deleted ? <Tag color='red'>已注销</Tag> : <Tag color='green'>正常</Tag>)}
              />
              <Table.Column<PlayerSummary> dataIndex='matchedBy' title='匹配' render={(by: PlayerSummary['matchedBy']) => MATCHED_BY[by]} />
            </Table>
          )}
        </Card>
      )}
    </Space>
  )
}
