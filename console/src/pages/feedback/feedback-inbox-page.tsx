import type { CrudFilters } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Link, useNavigate } from 'react-router'
import { Badge, Card, Form, Radio, Select, Space, Table, Tag, Typography } from 'antd'
import { PictureOutlined } from '@ant-design/icons'
import type { InboxFeedback } from '../../../../server/src/contract/console'
import { PlayerCell } from '../../components/player-cell'
import { formatChinaTime } from '../../format'
import { statusOptions, statusTag } from './labels'

interface Search {
  status?: number | 'all'
  type?: 'feedback' | 'bug'
  assigned?: 'me' | 'none'
}

export const inboxSearchFilters = ({ status, type, assigned }: Search): CrudFilters => [
  { field: 'status', operator: 'eq', value: status === 'all' ? undefined : status },
  { field: 'type', operator: 'eq', value: type },
  { field: 'assigned', operator: 'eq', value: assigned },
]

/** The filters beside the status: all when cleared. */
const CHOICES = [
  {
    name: 'type',
    label: '类型',
    options: [
      { value: 'feedback', label: '意见反馈' },
      { value: 'bug', label: 'Bug反馈' },
    ],
  },
  {
    name: 'assigned',
    label: '处理人',
    options: [
      { value: 'me', label: '分配给我' },
      { value: 'none', label: '未分配' },
    ],
  },
]

/** What support opens first: unanswered feedback. */
const FIRST: Search = { status: 0 }

/** A row's type: bug reports apart from the feedback page's categories. */
export const TypeTag = ({ item }: { item: Pick<InboxFeedback, 'type' | 'categoryLabel'> }) =>
  item.type === 'bug' ? <Tag color='magenta'>Bug反馈</Tag> : <Tag>{item.categoryLabel}</Tag>

/**
 * 用户反馈 (admin, support): the inbox, newest first, filtered by status (待回复 first), type and assignment; a row
 * opens the feedback.
 */
export function FeedbackInboxPage() {
  const navigate = useNavigate()
  const { tableProps, searchFormProps } = useTable<InboxFeedback, { message: string; statusCode: number }, Search>({
    resource: 'feedback',
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { initial: inboxSearchFilters(FIRST) },
    syncWithLocation: false,
    onSearch: inboxSearchFilters,
  })

  return (
    <Card title='用户反馈'>
      <Space direction='vertical' size='middle' style={{ width: '100%' }}>
        <Form
          {...searchFormProps}
          layout='inline'
          initialValues={FIRST}
          style={{ rowGap: 12 }}
          // Each choice applies at once: there is nothing to type.
          onValuesChange={() => searchFormProps.form?.submit()}
        >
          <Form.Item name='status'>
            <Radio.Group optionType='button' options={[...statusOptions, { value: 'all', label: '全部' }]} />
          </Form.Item>
          {CHOICES.map(({ name, label, options }) => (
            <Form.Item key={name} name={name} label={label}>
              <Select allowClear placeholder='全部' style={{ width: 120 }} options={options} />
            </Form.Item>
          ))}
        </Form>
        <Table<InboxFeedback>
          {...tableProps}
          rowKey='feedbackId'
          scroll={{ x: 'max-content' }}
          onRow={(row) => ({ onClick: () => void navigate(`/feedback/${row.feedbackId}`), style: { cursor: 'pointer' } })}
        >
          <Table.Column<InboxFeedback> dataIndex='createdAt' title='提交时间（北京）' render={(at: number) => formatChinaTime(at)} />
          <Table.Column<InboxFeedback> key='type' title='类型' render={(_, row) => <TypeTag item={row} />} />
          <Table.Column<InboxFeedback>
            dataIndex='content'
            title='内容'
            render={(content: string, row) => (
              <Space size={4}>
                <Link to={`/feedback/${row.feedbackId}`} onClick={(e) => e.stopPropagation()}>
                  <Typography.Text style={{ maxWidth: 220 }} ellipsis>
                    {content}
                  </Typography.Text>
                </Link>
                {row.imageCount > 0 && (
                  <Typography.Text type='secondary' title={`${row.imageCount} 张图片`}>
                    <PictureOutlined /> {row.imageCount}
                  </Typography.Text>
                )}
              </Space>
            )}
          />
          <Table.Column<InboxFeedback> dataIndex='player' title='用户' render={(p: InboxFeedback['player']) => <PlayerCell player={p} />} />
          <Table.Column<InboxFeedback>
            dataIndex='status'
            title='状态'
            render={(status: number) => <Tag color={statusTag(status).color}>{statusTag(status).label}</Tag>}
          />
          <Table.Column<InboxFeedback>
            dataIndex='replyCount'
            title='回复'
            render={(count: number, row) =>
              count === 0 ? (
                '—'
              ) : (
                <Badge dot={!row.playerRead} offset={[6, 0]} title={row.playerRead ? '用户已读' : '用户未读'}>
                  {count} 条
                </Badge>
              )
            }
          />
          <Table.Column<InboxFeedback>
            dataIndex='assignedTo'
            title='处理人'
            render={(a: InboxFeedback['assignedTo']) =>
              a ? (
                <Typography.Text style={{ maxWidth: 110 }} ellipsis={{ tooltip: a.name }}>
                  {a.name}
                </Typography.Text>
              ) : (
                <Typography.Text type='secondary'>未分配</Typography.Text>
              )
            }
          />
        </Table>
      </Space>
    </Card>
  )
}
