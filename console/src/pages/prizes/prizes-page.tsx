import type { CrudFilters } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Link, useNavigate } from 'react-router'
import { Card, DatePicker, Form, Grid, Input, Select, Space, Table, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import type { PrizeRecordRow } from '../../../../server/src/contract/console'
import { PlayerCell } from '../../components/player-cell'
import { SearchActions } from '../../components/search-actions'
import { beijingDaySpan, formatChinaTime } from '../../format'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'
import { PrizeStateTag, prizeSummary, prizeTypeName, stateOptions, typeOptions } from './labels'

interface Search {
  activityId?: string
  prizeType?: number
  state?: number
  uid?: string
  range?: [Dayjs | null, Dayjs | null] | null
}

/** The form's values as list filters: the dates are whole Beijing days. */
export function prizeSearchFilters({ activityId, prizeType, state, uid, range }: Search): CrudFilters {
  const { from, to } = beijingDaySpan(range)
  return [
    { field: 'activityId', operator: 'eq', value: activityId },
    { field: 'prizeType', operator: 'eq', value: prizeType },
    { field: 'state', operator: 'eq', value: state },
    { field: 'uid', operator: 'eq', value: uid?.trim() || undefined },
    { field: 'createdAt', operator: 'gte', value: from },
    { field: 'createdAt', operator: 'lt', value: to },
  ]
}

/** What operations opens first: prizes waiting to be shipped. */
const FIRST: Search = { state: 2 }

/** Where the prize is on its way: the parcel, or why the red packet failed. */
function Progress({ row }: { row: PrizeRecordRow }) {
  if (row.shipping) {
    return (
      // Copying the number must not open the row.
      <span onClick={(e) => e.stopPropagation()}>
        <Typography.Text copyable={{ text: row.shipping.trackingNo, tooltips: ['复制单号', '已复制'] }}>
          {`${row.shipping.carrier} ${row.shipping.trackingNo}`}
        </Typography.Text>
      </span>
    )
  }
  if (row.payoutError) return <Typography.Text type='danger'>{row.payoutError}</Typography.Text>
  return <Typography.Text type='secondary'>—</Typography.Text>
}

/**
 * 奖品发放 (admin, operations): won prizes, newest first, by activity, type, state (待发货 first), day and player; a
 * row opens the prize to ship it or pay its red packet again.
 */
export function PrizesPage() {
  const navigate = useNavigate()
  const activities = useEndpointQuery('prizeActivities', {})
  const { tableProps, searchFormProps } = useTable<PrizeRecordRow, { message: string; statusCode: number }, Search>({
    resource: 'prizes',
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { initial: prizeSearchFilters(FIRST) },
    syncWithLocation: false,
    onSearch: prizeSearchFilters,
  })
  const { md } = Grid.useBreakpoint()
  const activityOptions = (activities.data?.list ?? []).map((a) => ({ value: a.id, label: a.title }))

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      <Card title='奖品发放' extra={<Typography.Text type='secondary'>时间均为北京时间</Typography.Text>}>
        <Form {...searchFormProps} layout={md === false ? 'vertical' : 'inline'} initialValues={FIRST} style={{ rowGap: 12 }}>
          <Form.Item name='state' label='状态'>
            <Select allowClear options={stateOptions} placeholder='全部' style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name='prizeType' label='奖品类型'>
            <Select allowClear options={typeOptions} placeholder='全部' style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name='activityId' label='活动'>
            <Select
              allowClear
              showSearch
              optionFilterProp='label'
              options={activityOptions}
              loading={activities.isLoading}
              placeholder='全部'
              style={{ width: 180 }}
            />
          </Form.Item>
          <Form.Item name='uid' label='玩家 UID'>
            <Input allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name='range' label='中奖日期'>
            <DatePicker.RangePicker />
          </Form.Item>
          <SearchActions form={searchFormProps.form} />
        </Form>
      </Card>
      <Card>
        <Table<PrizeRecordRow>
          {...tableProps}
          rowKey='id'
          scroll={{ x: 'max-content' }}
          onRow={(row) => ({ onClick: () => void navigate(`/prizes/${row.id}`), style: { cursor: 'pointer' } })}
        >
          <Table.Column<PrizeRecordRow>
            dataIndex='id'
            title='记录'
            render={(id: number) => (
              <Link to={`/prizes/${id}`} onClick={(e) => e.stopPropagation()}>
                #{id}
              </Link>
            )}
          />
          <Table.Column<PrizeRecordRow> dataIndex='createdAt' title='中奖时间' render={(ms: number) => formatChinaTime(ms)} />
          <Table.Column<PrizeRecordRow> key='prize' title='奖品' render={(_, row) => prizeSummary(row)} />
          <Table.Column<PrizeRecordRow> dataIndex='prizeType' title='类型' render={(t: number) => prizeTypeName(t)} />
          <Table.Column<PrizeRecordRow>
            dataIndex='activityTitle'
            title='活动'
            render={(title: string) => (
              <Typography.Text style={{ maxWidth: 160 }} ellipsis={{ tooltip: title }}>
                {title}
              </Typography.Text>
            )}
          />
          <Table.Column<PrizeRecordRow>
            dataIndex='player'
            title='玩家'
            render={(p: PrizeRecordRow['player']) => <PlayerCell player={p} />}
          />
          <Table.Column<PrizeRecordRow> dataIndex='state' title='状态' render={(s: number) => <PrizeStateTag state={s} />} />
          <Table.Column<PrizeRecordRow> key='progress' title='物流 / 发放' render={(_, row) => <Progress row={row} />} />
        </Table>
      </Card>
    </Space>
  )
}
