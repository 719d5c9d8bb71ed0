import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { Alert, Button, Card, Descriptions, Space, Table, Tag, Typography, Grid } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { ConsolePrize } from '../../../../server/src/contract/console'
import { formatBeijing, formatFen } from '../../format'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'
import { ActivityModal } from './activity-modal'
import { PrizeModal } from './prize-modal'
import { STATE_COLORS, prizeTypeName, styleName } from './labels'

const prizeWhat = (p: ConsolePrize) => (p.type === 2 ? formatFen(p.amountFen) : p.type === 3 ? `${p.couponCount} 张` : '')

/**
 * One activity: its settings, and its prizes with odds as players see them, stock left of the total, the enabled
 * prizes' sum and what is left for 未中奖 (a prize that ran out counts there, as on the player's page).
 */
export function ActivityPage() {
  const { id = '' } = useParams()
  const { data, isLoading, error, replace } = useEndpointQuery('activityDetail', { id })
  const [editing, setEditing] = useState(false)
  const [prizeEdit, setPrizeEdit] = useState<{ prize: ConsolePrize | null } | null>(null)
  const a = data?.activity
  const wide = Grid.useBreakpoint().md ?? true

  return (
    <Space direction='vertical' size={16} style={{ width: '100%' }}>
      <Card
        loading={isLoading && !data}
        title={
          <Space wrap>
            <Link to='/activities'>抽奖活动</Link>
            <span>/</span>
            <span>{a?.title ?? id}</span>
            {a ? <Tag color={STATE_COLORS[a.state]}>{a.stateText}</Tag> : null}
          </Space>
        }
        extra={a ? <Button onClick={() => setEditing(true)}>编辑活动</Button> : null}
      >
        {error ? <Alert type='error' showIcon message={error.message} /> : null}
        {a ? (
          <Descriptions size='small' column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label='活动 ID'>{a.id}</Descriptions.Item>
            <Descriptions.Item label='形式'>{styleName(a.style)}</Descriptions.Item>
            <Descriptions.Item label='活动时间'>
              {formatBeijing(a.startAt)} 至 {formatBeijing(a.endAt)}（北京时间）
            </Descriptions.Item>
            <Descriptions.Item label='次数限制'>
              每人 {a.perUserLimit} 次，每天 {a.perDayLimit} 次
            </Descriptions.Item>
            {a.subtitle ? <Descriptions.Item label='副标题'>{a.subtitle}</Descriptions.Item> : null}
            <Descriptions.Item label='活动规则' span={2}>
              {a.rules.length ? (
                <ol style={{ margin: 0, paddingLeft: 20 }}>
                  {a.rules.map((r, i) => (
                    <li key={i}>{r}</li>
                  ))}
                </ol>
              ) : (
                <Typography.Text type='secondary'>未填写</Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
      {a && data ? (
        <Card
          title='奖品'
          extra={
            <Button type='primary' icon={<PlusOutlined />} onClick={() => setPrizeEdit({ prize: null })}>
              添加奖品
            </Button>
          }
        >
          <Space wrap size={[24, 8]} style={{ marginBottom: 12 }}>
            <span>
              启用奖品概率合计 <Typography.Text strong>{a.oddsSumText}</Typography.Text>
            </span>
            <span>
              玩家看到的未中奖概率 <Typography.Text strong>{a.noPrizeOddsText}</Typography.Text>
            </span>
            {a.oddsLocked ? <Tag color='orange'>进行中：改概率或启停须填写原因</Tag> : null}
          </Space>
          <Table<ConsolePrize>
            rowKey='id'
            size='middle'
            dataSource={data.prizes}
            pagination={false}
            scroll={{ x: 820 }}
            columns={[
              {
                title: '奖品',
                render: (_, p) => (
                  <Space direction='vertical' size={0}>
                    <Typography.Text strong>{p.name}</Typography.Text>
                    <Typography.Text type='secondary'>
                      #{p.id} · {prizeTypeName(p.type)} {prizeWhat(p)}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: '玩家看到的概率',
                width: 140,
                render: (_, p) =>
                  p.enabled ? (
                    <Space direction='vertical' size={0}>
                      <span>{p.oddsText}</span>
                      {/* Finer than the two decimals players see. */}
                      {p.odds % 100 !== 0 ? <Typography.Text type='secondary'>精确 {p.oddsExact}</Typography.Text> : null}
                    </Space>
                  ) : (
                    <Typography.Text type='secondary'>未启用（{p.oddsExact}）</Typography.Text>
                  ),
              },
              {
                title: '库存（剩余/总数）',
                width: 150,
                render: (_, p) => (
                  <span>
                    {p.stock} / {p.total}
                    {p.stock === 0 ? (
                      <Tag color='red' style={{ marginLeft: 8 }}>
                        已抽完
                      </Tag>
                    ) : null}
                  </span>
                ),
              },
              { title: '排序', width: 70, dataIndex: 'sort' },
              { title: '状态', width: 80, render: (_, p) => (p.enabled ? <Tag color='green'>启用</Tag> : <Tag>停用</Tag>) },
              {
                title: '操作',
                width: 80,
                // On a phone a pinned column would cover the table it scrolls over.
                fixed: wide ? 'right' : undefined,
                render: (_, p) => (
                  <Button type='link' size='small' onClick={() => setPrizeEdit({ prize: p })}>
                    编辑
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      ) : null}
      {a ? (
        <>
          <ActivityModal
            activity={a}
            open={editing}
            onClose={() => setEditing(false)}
            onSaved={(fresh) => {
              setEditing(false)
              replace(fresh)
            }}
          />
          <PrizeModal
            activity={a}
            prize={prizeEdit?.prize ?? null}
            open={prizeEdit !== null}
            onClose={() => setPrizeEdit(null)}
            onSaved={(fresh) => {
              setPrizeEdit(null)
              replace(fresh)
            }}
          />
        </>
      ) : null}
    </Space>
  )
}
