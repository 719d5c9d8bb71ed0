import type { CrudFilters } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Card, DatePicker, Form, Grid, Input, InputNumber, Select, Space, Table, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import {
  ORDER_PROVIDERS,
  ORDER_SCENES,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  type OrderListRow,
  type OrderProvider,
  type OrderStatus,
} from '../../api'
import { SearchActions } from '../../components/search-actions'
import { beijingDaySpan, formatChinaTime, formatFen } from '../../format'
import { OrderLink, OrderStatusTag, PlayerCell, providerName, sceneName } from './order-labels'

interface Search {
  orderNo?: string
  uid?: string
  status?: OrderStatus
  provider?: OrderProvider
  scene?: number
  range?: [Dayjs | null, Dayjs | null] | null
  minYuan?: number | null
  maxYuan?: number | null
}

const fen = (yuan: number | null | undefined) => (yuan == null ? undefined : Math.round(yuan * 100))

/** The form's values as list filters: the dates are Beijing days, whole ones; amounts are typed in yuan. */
export function orderSearchFilters({ orderNo, uid, status, provider, scene, range, minYuan, maxYuan }: Search): CrudFilters {
  const { from, to } = beijingDaySpan(range)
  return [
    { field: 'orderNo', operator: 'eq', value: orderNo?.trim() || undefined },
    { field: 'uid', operator: 'eq', value: uid?.trim() || undefined },
    { field: 'status', operator: 'eq', value: status },
    { field: 'provider', operator: 'eq', value: provider },
    { field: 'scene', operator: 'eq', value: scene },
    { field: 'createdAt', operator: 'gte', value: from },
    { field: 'createdAt', operator: 'lt', value: to },
    { field: 'amountFen', operator: 'gte', value: fen(minYuan) },
    { field: 'amountFen', operator: 'lte', value: fen(maxYuan) },
  ]
}

const statusOptions = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_NAMES[s] }))
const providerOptions = ORDER_PROVIDERS.map((p) => ({ value: p, label: providerName(p) }))
const sceneOptions = ORDER_SCENES.map((s) => ({ value: s, label: sceneName(s) }))

/** 订单 (admin, finance, support): every order, newest first, narrowed by state, provider, scene, day and amount. */
export function OrdersPage() {
  const { tableProps, searchFormProps } = useTable<OrderListRow, { message: string; statusCode: number }, Search>({
    resource: 'orders',
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    syncWithLocation: false,
    onSearch: orderSearchFilters,
  })
  // Below md the filters stack, label over field, so the date range fits a phone.
  const { md } = Grid.useBreakpoint()

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      <Card title='订单' extra={<Typography.Text type='secondary'>时间均为北京时间</Typography.Text>}>
        <Form {...searchFormProps} layout={md === false ? 'vertical' : 'inline'} style={{ rowGap: 12 }}>
          <Form.Item name='orderNo' label='订单号'>
            <Input allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name='uid' label='玩家 UID'>
            <Input allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name='status' label='状态'>
            <Select allowClear options={statusOptions} placeholder='全部' style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name='provider' label='渠道'>
            <Select allowClear options={providerOptions} placeholder='全部' style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name='scene' label='场景'>
            <Select allowClear options={sceneOptions} placeholder='全部' style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name='range' label='下单日期'>
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item label='金额（元）'>
            <Space.Compact>
              <Form.Item name='minYuan' noStyle>
                <InputNumber aria-label='最低金额' min={0} precision={2} placeholder='最低' style={{ width: 100 }} />
              </Form.Item>
              <Form.Item name='maxYuan' noStyle>
                <InputNumber aria-label='最高金额' min={0} precision={2} placeholder='最高' style={{ width: 100 }} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          <SearchActions form={searchFormProps.form} />
        </Form>
      </Card>
      <Card>
        <Table<OrderListRow> {...tableProps} rowKey='orderNo' scroll={{ x: 'max-content' }}>
          <Table.Column<OrderListRow> dataIndex='orderNo' title='订单号' render={(no: string) => <OrderLink orderNo={no} />} />
          <Table.Column<OrderListRow> key='player' title='玩家' render={(_, row) => <PlayerCell player={row.player} />} />
          <Table.Column<OrderListRow> dataIndex='scene' title='场景' render={(s: number) => sceneName(s)} />
          <Table.Column<OrderListRow> dataIndex='provider' title='渠道' render={(p: string) => providerName(p)} />
          <Table.Column<OrderListRow> dataIndex='amountFen' title='金额' align='right' render={(f: number) => formatFen(f)} />
          <Table.Column<OrderListRow> key='status' title='状态' render={(_, row) => <OrderStatusTag {...row} />} />
          <Table.Column<OrderListRow> dataIndex='createdAt' title='下单时间' render={(ms: number) => formatChinaTime(ms)} />
          <Table.Column<OrderListRow> dataIndex='paidAt' title='支付时间' render={(ms: number | null) => formatChinaTime(ms)} />
          <Table.Column<OrderListRow> dataIndex='refundedAt' title='退款时间' render={(ms: number | null) => formatChinaTime(ms)} />
        </Table>
      </Card>
    </Space>
  )
}
