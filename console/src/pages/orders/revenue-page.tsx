import { useState } from 'react'
import { Card, Col, DatePicker, Form, Grid, Result, Row, Statistic, Table, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { api, type RevenueRow } from '../../api'
import { chinaToday, formatFen } from '../../format'
import { useConsoleQuery } from '../../hooks/use-console-query'
import { providerName, sceneName } from './order-labels'

/** How many rows each day's cell spans, at the day's first row (the rows come sorted by day). */
export function daySpans(rows: readonly RevenueRow[]): number[] {
  return rows.map((r, i) => {
    if (i > 0 && rows[i - 1].day === r.day) return 0
    let n = 1
    while (i + n < rows.length && rows[i + n].day === r.day) n += 1
    return n
  })
}

/**
 * 日收入 (admin, finance): money in and out per Beijing day, scene and provider, from the ledger (a refund counts on
 * the day it was made, so a day's net can be negative), with the span's totals.
 */
export function RevenuePage() {
  const today = dayjs(chinaToday())
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today.subtract(6, 'day'), today])
  const [from, to] = range.map((d) => d.format('YYYY-MM-DD'))
  const query = useConsoleQuery(['revenue', from, to], () => api.revenueDaily(from, to))
  const rows = query.data?.rows ?? []
  const spans = daySpans(rows)
  const totals = query.data?.totals
  const { md } = Grid.useBreakpoint()

  return (
    <Card title='日收入' extra={<Typography.Text type='secondary'>按北京时间统计</Typography.Text>}>
      <Form layout={md === false ? 'vertical' : 'inline'} style={{ marginBottom: 16 }}>
        <Form.Item label='日期' style={{ marginInlineEnd: 0 }}>
          <DatePicker.RangePicker
            allowClear={false}
            value={range}
            disabledDate={(d) => d.isAfter(today, 'day')}
            presets={[
              { label: '近 7 天', value: [today.subtract(6, 'day'), today] },
              { label: '近 30 天', value: [today.subtract(29, 'day'), today] },
              { label: '本月', value: [today.startOf('month'), today] },
              { label: '上月', value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] },
            ]}
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]])
            }}
          />
        </Form.Item>
      </Form>
      {query.isError ? (
        <Result status='error' title='加载失败' subTitle={query.error.message} />
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col xs={12} md={6}>
              <Statistic title='收款笔数' value={totals?.paidCount ?? 0} loading={query.isLoading} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title='收款' value={formatFen(totals?.paidFen ?? 0)} loading={query.isLoading} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title='退款' value={formatFen(totals?.refundedFen ?? 0)} loading={query.isLoading} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title='净收入' value={formatFen(totals?.netFen ?? 0)} loading={query.isLoading} />
            </Col>
          </Row>
          <Table<RevenueRow>
            size='small'
            bordered
            loading={query.isFetching}
            rowKey={(r) => `${r.day}|${r.scene}|${r.provider}`}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: '这段时间没有收款或退款' }}
            columns={[
              { title: '日期', dataIndex: 'day', onCell: (_, i) => ({ rowSpan: spans[i ?? 0] }) },
              { title: '场景', dataIndex: 'scene', render: (s: number) => sceneName(s) },
              { title: '渠道', dataIndex: 'provider', render: (p: string) => providerName(p) },
              { title: '收款笔数', dataIndex: 'paidCount', align: 'right' },
              { title: '收款', dataIndex: 'paidFen', align: 'right', render: (f: number) => formatFen(f) },
              { title: '退款', dataIndex: 'refundedFen', align: 'right', render: (f: number) => formatFen(f) },
              {
                title: '净收入',
                dataIndex: 'netFen',
                align: 'right',
                render: (f: number) => <Typography.Text type={f < 0 ? 'danger' : undefined}>{formatFen(f)}</Typography.Text>,
              },
            ]}
            summary={() =>
              totals && rows.length > 0 ? (
                <Table.Summary.Row style={{ fontWeight: 600 }}>
                  <Table.Summary.Cell index={0} colSpan={3}>
                    合计
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align='right'>
                    {totals.paidCount}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align='right'>
                    {formatFen(totals.paidFen)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align='right'>
                    {formatFen(totals.refundedFen)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={6} align='right'>
                    {formatFen(totals.netFen)}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ) : null
            }
          />
        </>
      )}
    </Card>
  )
}
