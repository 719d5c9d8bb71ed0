import type { CrudFilters } from '@refinedev/core'
import { useList } from '@refinedev/core'
import { useTable } from '@refinedev/antd'
import { Card, DatePicker, Form, Input, Select, Space, Table, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import type { AuditRow, Operator } from '../../api'
import { JsonDiff } from '../../components/json-diff'
import { SearchActions } from '../../components/search-actions'
import { actionName } from './action-names'
import { formatTime } from '../../format'

interface Search {
  operatorId?: number
  objectType?: string
  objectId?: string
  range?: [Dayjs | null, Dayjs | null] | null
}

/** The form's values as list filters: a date range covers whole days, from the first day's start to after the last. */
export function auditSearchFilters({ operatorId, objectType, objectId, range }: Search): CrudFilters {
  const [from, to] = range ?? [null, null]
  return [
    { field: 'operatorId', operator: 'eq', value: operatorId },
    { field: 'objectType', operator: 'eq', value: objectType?.trim() || undefined },
    { field: 'objectId', operator: 'eq', value: objectId?.trim() || undefined },
    { field: 'at', operator: 'gte', value: from ? from.startOf('day').valueOf() : undefined },
    { field: 'at', operator: 'lt', value: to ? to.add(1, 'day').startOf('day').valueOf() : undefined },
  ]
}

/** 审计日志 (admins only): every write, newest first, filtered by operator, object and date. */
export function AuditPage() {
  const { tableProps, searchFormProps } = useTable<AuditRow, { message: string; statusCode: number }, Search>({
    resource: 'audit',
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    syncWithLocation: false,
    onSearch: auditSearchFilters,
  })
  const operators = useList<Operator>({ resource: 'operators', pagination: { mode: 'off' } })
  const operatorOptions = (operators.result?.data ?? []).map((o) => ({ value: o.id, label: o.name }))

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      <Card title='审计日志'>
        <Form {...searchFormProps} layout='inline' style={{ rowGap: 12 }}>
          <Form.Item name='operatorId' label='操作员'>
            <Select allowClear showSearch optionFilterProp='label' options={operatorOptions} placeholder='全部' style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name='objectType' label='对象类型'>
            <Input allowClear placeholder='如 operator、user' style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name='objectId' label='对象 ID'>
            <Input allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name='range' label='日期'>
            <DatePicker.RangePicker />
          </Form.Item>
          <SearchActions form={searchFormProps.form} />
        </Form>
      </Card>
      <Card>
        <Table<AuditRow>
          {...tableProps}
          rowKey='id'
          scroll={{ x: 'max-content' }}
          expandable={{ expandedRowRender: (row) => <JsonDiff before={row.before} after={row.after} />, columnTitle: '详情' }}
        >
          <Table.Column<AuditRow> dataIndex='at' title='时间' render={(at: number) => formatTime(at)} />
          <Table.Column<AuditRow> dataIndex='actor' title='操作员' />
          <Table.Column<AuditRow>
            dataIndex='action'
            title='动作'
            render={(a: string) => (
              <span>
                {actionName(a)} <Typography.Text code>{a}</Typography.Text>
              </span>
            )}
          />
          <Table.Column<AuditRow>
            key='object'
            title='对象'
            render={(_, row) => (row.objectId ? `${row.objectType} #${row.objectId}` : row.objectType)}
          />
          <Table.Column<AuditRow> dataIndex='reason' title='原因' render={(r: string | null) => r ?? '—'} />
          <Table.Column<AuditRow> dataIndex='ip' title='IP' render={(ip: string | null) => ip ?? '—'} />
        </Table>
      </Card>
    </Space>
  )
}
