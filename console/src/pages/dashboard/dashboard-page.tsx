import { useMemo, useState, type ReactNode } from 'react'
import { DownloadOutlined, QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Col, DatePicker, Grid, Result, Row, Space, Statistic, Table, Tooltip, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs, { type Dayjs } from 'dayjs'
import {
  DASHBOARD_MAX_DAYS,
  ORDER_PROVIDER_NAMES,
  ORDER_SCENE_NAMES,
  type DashboardData,
  type DashboardMetric,
  type JobQueueRow,
} from '../../api'
import { downloadCsv, type CsvCell } from '../../csv'
import { chinaToday, formatBeijing, formatFen } from '../../format'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'
import { accuracyOption, engagementOption, funnelOption, moneyOption, revenueOption, trafficOption, unlockOption } from './chart-options'
import { EChart } from './echart'

type Day = DashboardData['days'][number]
type Figures = DashboardData['total']

const percent = (ratio: number | null) => (ratio === null ? '—' : `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`)
const sceneName = (scene: number) => ORDER_SCENE_NAMES[scene as keyof typeof ORDER_SCENE_NAMES] ?? `场景 ${scene}`
const providerName = (p: string) => ORDER_PROVIDER_NAMES[p as keyof typeof ORDER_PROVIDER_NAMES] ?? p

/** A figure as the cards and tables show it; the CSV keeps yuan and percent as plain numbers. */
function shown(metric: DashboardMetric, figures: Figures): string {
  const value = figures[metric.key as keyof Figures]
  if (metric.unit === 'fen') return formatFen(value)
  if (metric.unit === 'rate') return percent(value)
  return String(value ?? 0)
}
function csvValue(metric: DashboardMetric, figures: Figures): CsvCell {
  const value = figures[metric.key as keyof Figures]
  if (value === null) return ''
  if (metric.unit === 'fen') return (value / 100).toFixed(2)
  if (metric.unit === 'rate') return (Math.round(value * 10000) / 100).toFixed(2)
  return value
}
const csvHeader = (m: DashboardMetric) => (m.unit === 'fen' ? `${m.label}（元）` : m.unit === 'rate' ? `${m.label}（%）` : m.label)

/** A label with its 口径 on hover (and on tap, at 390 px). */
const WithBasis = ({ label, basis }: { label: string; basis: string }) => (
  <Space size={4}>
    {label}
    <Tooltip title={basis}>
      <QuestionCircleOutlined aria-label={`${label}口径`} style={{ color: 'rgba(0,0,0,0.45)' }} />
    </Tooltip>
  </Space>
)

const CsvButton = ({ name, rows }: { name: string; rows: () => CsvCell[][] }) => (
  <Button size='small' icon={<DownloadOutlined />} onClick={() => downloadCsv(name, rows())}>
    导出 CSV
  </Button>
)

const Section = ({ title, extra, children, basis }: { title: string; extra?: ReactNode; children: ReactNode; basis?: string }) => (
  <Card title={basis ? <WithBasis label={title} basis={basis} /> : title} extra={extra} style={{ marginBottom: 16 }}>
    {children}
  </Card>
)

/** 今日: today's figures as cards, whatever span the charts show. */
function TodayCards({ data, loading }: { data: DashboardData | undefined; loading: boolean }) {
  const today = data?.days.at(-1)
  return (
    <Card title={`今日（${data?.today ?? chinaToday()}）`} style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]}>
        {(data?.metrics ?? []).map((m) => (
          <Col key={m.key} xs={12} sm={8} md={6} xl={4}>
            <Statistic title={<WithBasis label={m.label} basis={m.basis} />} value={today ? shown(m, today) : '—'} loading={loading} />
          </Col>
        ))}
        {data && (
          <Col xs={12} sm={8} md={6} xl={4}>
            <Statistic
              title={<WithBasis label='未关闭反馈' basis={data.feedback.basis} />}
              value={data.feedback.open}
              suffix={
                <Typography.Text type='secondary' style={{ fontSize: 13 }}>{`待回复 ${data.feedback.awaitingReply}`}</Typography.Text>
              }
            />
          </Col>
        )}
      </Row>
    </Card>
  )
}

function DailyTable({ data }: { data: DashboardData }) {
  const columns: ColumnsType<Day> = [
    { title: '日期', dataIndex: 'day', fixed: 'left', width: 110 },
    ...data.metrics.map((m) => ({
      key: m.key,
      title: <WithBasis label={m.label} basis={m.basis} />,
      align: 'right' as const,
      render: (_: unknown, d: Day) => shown(m, d),
    })),
  ]
  const rows = () => [
    ['日期', ...data.metrics.map(csvHeader)],
    ...data.days.map((d) => [d.day, ...data.metrics.map((m) => csvValue(m, d))]),
    ['合计', ...data.metrics.map((m) => csvValue(m, data.total))],
  ]
  return (
    <Section title='每日数字' extra={<CsvButton name={`每日数字_${data.from}_${data.to}`} rows={rows} />}>
      <Table<Day>
        size='small'
        bordered
        rowKey='day'
        dataSource={data.days}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={() => (
          <Table.Summary.Row style={{ fontWeight: 600 }}>
            <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
            {data.metrics.map((m, i) => (
              <Table.Summary.Cell key={m.key} index={i + 1} align='right'>
                {shown(m, data.total)}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )}
      />
    </Section>
  )
}

interface RevenueSum {
  scene: string
  provider: string
  paidCount: number
  paidFen: number
  refundedFen: number
  netFen: number
}

/** The span's revenue per scene and provider (the rows come per day). */
function revenueSums(rows: DashboardData['revenue']['rows']): RevenueSum[] {
  const sums = new Map<string, RevenueSum>()
  for (const r of rows) {
    const key = `${r.scene}|${r.provider}`
    const sum = sums.get(key) ?? {
      scene: sceneName(r.scene),
      provider: providerName(r.provider),
      paidCount: 0,
      paidFen: 0,
      refundedFen: 0,
      netFen: 0,
    }
    sum.paidCount += r.paidCount
    sum.paidFen += r.paidFen
    sum.refundedFen += r.refundedFen
    sum.netFen += r.netFen
    sums.set(key, sum)
  }
  return [...sums.values()]
}

function RevenueSection({ data }: { data: DashboardData }) {
  const sums = useMemo(() => revenueSums(data.revenue.rows), [data.revenue.rows])
  const option = useMemo(() => revenueOption(sums), [sums])
  const rows = () => [
    ['场景', '渠道', '收款笔数', '收款（元）', '退款（元）', '净收入（元）'],
    ...sums.map((s) => [
      s.scene,
      s.provider,
      s.paidCount,
      (s.paidFen / 100).toFixed(2),
      (s.refundedFen / 100).toFixed(2),
      (s.netFen / 100).toFixed(2),
    ]),
  ]
  return (
    <Section
      title='收入（按场景、渠道）'
      basis={data.revenue.basis}
      extra={<CsvButton name={`收入_${data.from}_${data.to}`} rows={rows} />}
    >
      {sums.length > 0 && <EChart option={option} label='收入按场景与渠道' height={240} />}
      <Table<RevenueSum>
        size='small'
        rowKey={(s) => `${s.scene}|${s.provider}`}
        dataSource={sums}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '这段时间没有收款或退款' }}
        columns={[
          { title: '场景', dataIndex: 'scene' },
          { title: '渠道', dataIndex: 'provider' },
          { title: '收款笔数', dataIndex: 'paidCount', align: 'right' },
          { title: '收款', dataIndex: 'paidFen', align: 'right', render: formatFen },
          { title: '退款', dataIndex: 'refundedFen', align: 'right', render: formatFen },
          { title: '净收入', dataIndex: 'netFen', align: 'right', render: formatFen },
        ]}
      />
    </Section>
  )
}

function FunnelSection({ data }: { data: DashboardData }) {
  const { funnel } = data
  const option = useMemo(() => funnelOption(funnel), [funnel])
  type Row = DashboardData['funnel']['rows'][number]
  const cell = (r: Row, i: number) =>
    i === 0 ? String(r.counts[0]) : `${r.counts[i]}（${percent(r.counts[i - 1] > 0 ? r.counts[i] / r.counts[i - 1] : null)}）`
  const rows = () => [
    ['终端', ...funnel.steps.flatMap((s, i) => (i === 0 ? [s.label] : [s.label, `${s.label}占上一步（%）`]))],
    ...funnel.rows.map((r) => [
      r.terminalName,
      ...r.counts.flatMap((n, i) => (i === 0 ? [n] : [n, r.counts[i - 1] > 0 ? ((n / r.counts[i - 1]) * 100).toFixed(2) : ''])),
    ]),
  ]
  return (
    <Section title='估价漏斗（按终端）' basis={funnel.basis} extra={<CsvButton name={`估价漏斗_${data.from}_${data.to}`} rows={rows} />}>
      <EChart option={option} label='估价漏斗' height={240} />
      <Table<Row>
        size='small'
        rowKey={(r) => String(r.terminal)}
        dataSource={funnel.rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '终端', dataIndex: 'terminalName' },
          ...funnel.steps.map((s, i) => ({
            key: s.key,
            title: <WithBasis label={s.label} basis={s.basis} />,
            align: 'right' as const,
            render: (_: unknown, r: Row) => cell(r, i),
          })),
        ]}
      />
    </Section>
  )
}

function JobsSection({ data }: { data: DashboardData }) {
  const rows = () => [
    ['任务', '队列名', '排队中', '最久等待（秒）', '执行中', '最近 24 小时失败'],
    ...data.jobs.rows.map((j) => [j.label, j.name, j.queued, Math.round(j.oldestQueuedMs / 1000), j.active, j.failed]),
  ]
  return (
    <Section title='任务队列' basis={data.jobs.basis} extra={<CsvButton name='任务队列' rows={rows} />}>
      <Table<JobQueueRow>
        size='small'
        rowKey='name'
        dataSource={data.jobs.rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '任务', dataIndex: 'label' },
          { title: '队列名', dataIndex: 'name', render: (n: string) => <Typography.Text code>{n}</Typography.Text> },
          { title: '排队中', dataIndex: 'queued', align: 'right' },
          {
            title: '最久等待',
            dataIndex: 'oldestQueuedMs',
            align: 'right',
            render: (ms: number) => (ms ? `${Math.round(ms / 1000)} 秒` : '—'),
          },
          { title: '执行中', dataIndex: 'active', align: 'right' },
          {
            title: '最近 24 小时失败',
            dataIndex: 'failed',
            align: 'right',
            render: (n: number) => <Typography.Text type={n > 0 ? 'danger' : undefined}>{n}</Typography.Text>,
          },
        ]}
      />
    </Section>
  )
}

function AccuracySection({ data }: { data: DashboardData }) {
  const { points } = data.accuracy
  const option = useMemo(() => accuracyOption(points), [points])
  const rows = () => [
    ['游戏', '模型时间（北京时间）', '中位误差（%）', '区间覆盖率（%）'],
    ...points.map((p) => [p.gameName, formatBeijing(p.at), (p.mdape * 100).toFixed(2), (p.coverage * 100).toFixed(2)]),
  ]
  return (
    <Section title='估价准确度（按游戏）' basis={data.accuracy.basis} extra={<CsvButton name='估价准确度' rows={rows} />}>
      {points.length === 0 ? (
        <Typography.Text type='secondary'>还没有训练好的模型</Typography.Text>
      ) : (
        <>
          <EChart option={option} label='估价准确度' height={260} />
          <Table
            size='small'
            rowKey={(p) => `${p.gameId}|${p.at}`}
            dataSource={points}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: '游戏', dataIndex: 'gameName' },
              { title: '模型时间', dataIndex: 'at', render: formatBeijing },
              { title: '中位误差', dataIndex: 'mdape', align: 'right', render: percent },
              { title: '区间覆盖率', dataIndex: 'coverage', align: 'right', render: percent },
            ]}
          />
        </>
      )}
    </Section>
  )
}

/**
 * 数据看板 (admin, analyst): today's figures, the chosen Beijing days' figures as charts and a table, revenue by scene
 * and provider, the valuation funnel per terminal, the job queue and the models' accuracy, each with its 口径 and a
 * CSV export. All from one endpoint, the module `npm run stats` prints from.
 */
export function DashboardPage() {
  const today = dayjs(chinaToday())
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today.subtract(6, 'day'), today])
  const [from, to] = range.map((d) => d.format('YYYY-MM-DD'))
  const query = useEndpointQuery('dashboard', { from, to })
  const todayKey = today.format('YYYY-MM-DD')
  // 今日 reads today alone, whatever span the charts show.
  const todayQuery = useEndpointQuery('dashboard', { from: todayKey, to: todayKey })
  const data = query.data
  const options = useMemo(() => {
    const days = data?.days ?? []
    return { traffic: trafficOption(days), unlock: unlockOption(days), money: moneyOption(days), engagement: engagementOption(days) }
  }, [data])
  const { md } = Grid.useBreakpoint()

  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <Space wrap align='center' style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            数据看板
          </Typography.Title>
          <Space wrap>
            <DatePicker.RangePicker
              aria-label='日期范围'
              allowClear={false}
              value={range}
              style={{ width: md === false ? '100%' : undefined }}
              disabledDate={(d, info) =>
                d.isAfter(today, 'day') || (info.from ? Math.abs(d.diff(info.from, 'day')) >= DASHBOARD_MAX_DAYS : false)
              }
              presets={[
                { label: '今天', value: [today, today] },
                { label: '近 7 天', value: [today.subtract(6, 'day'), today] },
                { label: '近 30 天', value: [today.subtract(29, 'day'), today] },
                { label: '本月', value: [today.startOf('month'), today] },
              ]}
              onChange={(value) => {
                if (value?.[0] && value[1]) setRange([value[0], value[1]])
              }}
            />
            <Button
              icon={<ReloadOutlined />}
              loading={query.isFetching}
              onClick={() => {
                void query.refetch()
                void todayQuery.refetch()
              }}
            >
              刷新
            </Button>
          </Space>
        </Space>
        <Typography.Text type='secondary'>按北京时间统计；鼠标移到 ？ 上查看每个数字的口径。</Typography.Text>
      </Card>
      {query.isError ? (
        <Result status='error' title='加载失败' subTitle={query.error.message} />
      ) : (
        <>
          <TodayCards data={todayQuery.data} loading={todayQuery.isLoading} />
          {!data ? (
            <Card loading />
          ) : (
            <>
              {data.jobs.rows.some((j) => j.failed > 0) && (
                <Alert type='warning' showIcon style={{ marginBottom: 16 }} message='最近 24 小时有后台任务失败，见下方「任务队列」' />
              )}
              <Row gutter={16}>
                <Col xs={24} xl={12}>
                  <Section title='访客与估价'>
                    <EChart option={options.traffic} label='访客与估价趋势' />
                  </Section>
                </Col>
                <Col xs={24} xl={12}>
                  <Section title='报告解锁'>
                    <EChart option={options.unlock} label='报告解锁趋势' />
                  </Section>
                </Col>
                <Col xs={24} xl={12}>
                  <Section title='收款与支付成功率'>
                    <EChart option={options.money} label='收款与支付成功率趋势' />
                  </Section>
                </Col>
                <Col xs={24} xl={12}>
                  <Section title='助力、邀请、抽奖与退款'>
                    <EChart option={options.engagement} label='助力邀请抽奖退款趋势' />
                  </Section>
                </Col>
              </Row>
              <DailyTable data={data} />
              <RevenueSection data={data} />
              <FunnelSection data={data} />
              <JobsSection data={data} />
              <AccuracySection data={data} />
            </>
          )}
        </>
      )}
    </div>
  )
}
