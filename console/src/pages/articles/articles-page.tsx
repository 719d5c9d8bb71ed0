import type { CrudFilters } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Link, useNavigate } from 'react-router'
import { Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd'
import { EditOutlined } from '@ant-design/icons'
import type { ConsoleArticle } from '../../../../server/src/contract/console'
import { SearchActions } from '../../components/search-actions'
import { formatBeijing } from '../../format'
import { categoryOptions, statusOptions, statusTag } from './labels'

interface Search {
  status?: ConsoleArticle['status']
  category?: string
  q?: string
}

export const articleSearchFilters = ({ status, category, q }: Search): CrudFilters => [
  { field: 'status', operator: 'eq', value: status },
  { field: 'category', operator: 'eq', value: category },
  { field: 'q', operator: 'eq', value: q },
]

/** 新建 is the editor at this address: the article gets its id when first saved. */
export const NEW_ARTICLE = 'new'

export const StatusTag = ({ status }: { status: ConsoleArticle['status'] }) => {
  const tag = statusTag(status)
  return <Tag color={tag.color}>{tag.label}</Tag>
}

/**
 * 资讯文章 (admin, operations): every article in any state, last changed first, filtered by status, category and
 * text; a row opens the editor.
 */
export function ArticlesPage() {
  const navigate = useNavigate()
  const { tableProps, searchFormProps } = useTable<ConsoleArticle, { message: string; statusCode: number }, Search>({
    resource: 'articles',
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    syncWithLocation: false,
    onSearch: articleSearchFilters,
  })

  return (
    <Card
      title='资讯文章'
      extra={
        <Link to={`/articles/${NEW_ARTICLE}`}>
          <Button type='primary' icon={<EditOutlined />}>
            写文章
          </Button>
        </Link>
      }
    >
      <Space direction='vertical' size='middle' style={{ width: '100%' }}>
        <Form {...searchFormProps} layout='inline' style={{ rowGap: 12 }}>
          <Form.Item name='status' label='状态'>
            <Select allowClear placeholder='全部' style={{ width: 110 }} options={statusOptions} />
          </Form.Item>
          <Form.Item name='category' label='分类'>
            <Select allowClear placeholder='全部' style={{ width: 120 }} options={categoryOptions} />
          </Form.Item>
          <Form.Item name='q' label='关键词'>
            <Input allowClear placeholder='标题、摘要或文章 id' maxLength={60} style={{ width: 200 }} />
          </Form.Item>
          <SearchActions form={searchFormProps.form} />
        </Form>
        <Table<ConsoleArticle>
          {...tableProps}
          rowKey='id'
          scroll={{ x: 'max-content' }}
          onRow={(row) => ({ onClick: () => void navigate(`/articles/${row.id}`), style: { cursor: 'pointer' } })}
        >
          <Table.Column<ConsoleArticle>
            dataIndex='title'
            title='标题'
            render={(title: string, row) => (
              <Space direction='vertical' size={0}>
                <Link to={`/articles/${row.id}`} onClick={(e) => e.stopPropagation()}>
                  <Typography.Text strong style={{ maxWidth: 320 }} ellipsis={{ tooltip: title }}>
                    {title}
                  </Typography.Text>
                </Link>
                <Typography.Text type='secondary' style={{ fontSize: 12 }}>
                  {row.id}
                </Typography.Text>
              </Space>
            )}
          />
          <Table.Column<ConsoleArticle> dataIndex='categoryName' title='分类' />
          <Table.Column<ConsoleArticle>
            dataIndex='status'
            title='状态'
            render={(status: ConsoleArticle['status']) => <StatusTag status={status} />}
          />
          <Table.Column<ConsoleArticle>
            dataIndex='publishedAt'
            title='发布时间（北京）'
            render={(at: number | null) => formatBeijing(at)}
          />
          <Table.Column<ConsoleArticle> dataIndex='updatedAt' title='最近修改（北京）' render={(at: number) => formatBeijing(at)} />
        </Table>
      </Space>
    </Card>
  )
}
