import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Alert, Button, Card, Space, Table, Tag, Typography, Grid } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { ConsoleActivity } from '../../../../server/src/contract/console'
import { formatBeijing } from '../../format'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'
import { ActivityModal } from './activity-modal'
import { STATE_COLORS, styleName } from './labels'

/** 抽奖活动 (admin, operations): every activity with its period, state, limits and prizes' odds; 新建 opens the form. */
export function ActivitiesPage() {
  const { data, isLoading, error } = useEndpointQuery('activityList', {})
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const wide = Grid.useBreakpoint().md ?? true

  return (
    <Card
      title='抽奖活动'
      extra={
        <Button type='primary' icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建活动
        </Button>
      }
    >
      {error ? <Alert type='error' showIcon message={error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<ConsoleActivity>
        rowKey='id'
        size='middle'
        loading={isLoading}
        dataSource={data?.list ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          {
            title: '活动',
            render: (_, a) => (
              <Space direction='vertical' size={0}>
                <Link to={`/activities/${encodeURIComponent(a.id)}`}>{a.title}</Link>
                <Typography.Text type='secondary'>
                  {a.id} · {styleName(a.style).replace(/（.*）/, '')}
                </Typography.Text>
              </Space>
            ),
          },
          { title: '状态', width: 90, render: (_, a) => <Tag color={STATE_COLORS[a.state]}>{a.stateText}</Tag> },
          {
            title: '活动时间（北京时间）',
            width: 200,
            render: (_, a) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {formatBeijing(a.startAt)}
                <br />至 {formatBeijing(a.endAt)}
              </span>
            ),
          },
          { title: '次数限制', width: 130, render: (_, a) => `每人 ${a.perUserLimit} 次，每天 ${a.perDayLimit} 次` },
          {
            title: '奖品',
            width: 190,
            render: (_, a) => (
              <Space direction='vertical' size={0}>
                <span>
                  {a.enabledPrizeCount} 个启用 / 共 {a.prizeCount} 个
                </span>
                <Typography.Text type='secondary'>
                  合计 {a.oddsSumText}，未中奖 {a.noPrizeOddsText}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '操作',
            width: 90,
            // On a phone a pinned column would cover the table it scrolls over.
            fixed: wide ? 'right' : undefined,
            render: (_, a) => (
              <Button type='link' size='small' onClick={() => void navigate(`/activities/${encodeURIComponent(a.id)}`)}>
                奖品与设置
              </Button>
            ),
          },
        ]}
      />
      <ActivityModal
        activity={null}
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(detail) => {
          setCreating(false)
          void navigate(`/activities/${encodeURIComponent(detail.activity.id)}`)
        }}
      />
    </Card>
  )
}
