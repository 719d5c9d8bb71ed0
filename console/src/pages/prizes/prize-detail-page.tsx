import { useInvalidate } from '@refinedev/core'
import { Link, useParams } from 'react-router'
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Input,
  Popconfirm,
  Result,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd'
import { ArrowLeftOutlined, RedoOutlined, SendOutlined } from '@ant-design/icons'
import type { PayoutAttempt, PrizeRecordDetail } from '../../../../server/src/contract/console'
import { PRIZE_CARRIERS, TRACKING_NO_PATTERN, type PrizeCarrier } from '../../../../server/src/contract/console/prizes-values'
import { PrizeState } from '../../../../server/src/contract/values/draw'
import { PrizeType } from '../../../../server/src/contract/values/pay'
import { callEndpoint } from '../../api'
import { PlayerCell } from '../../components/player-cell'
import { formatChinaTime, formatFen } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { RecordPending } from '../../components/record-pending'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'
import { PrizeStateTag, prizeSummary, prizeTypeName } from './labels'

const TRACKING_NO = new RegExp(TRACKING_NO_PATTERN)
const carrierOptions = PRIZE_CARRIERS.map((c) => ({ value: c, label: c }))

interface Shipment {
  carrier: PrizeCarrier
  trackingNo: string
}

const OUTCOMES: Record<PayoutAttempt['outcome'], { label: string; color: string }> = {
  paid: { label: '已到账', color: 'green' },
  failed: { label: '失败', color: 'red' },
  pending: { label: '发放中', color: 'blue' },
}

/** Where the parcel goes: the recipient masked, the address in full (operations ships to it). */
function AddressCard({ prize }: { prize: PrizeRecordDetail }) {
  const address = prize.address
  if (!address) {
    return (
      <Card title='收货地址'>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description='用户还没有填写收货地址' />
      </Card>
    )
  }
  const full = `${address.province} ${address.city} ${address.district} ${address.detail}`
  return (
    <Card title='收货地址'>
      <Descriptions column={1} size='small'>
        <Descriptions.Item label='收货人'>{address.name}</Descriptions.Item>
        <Descriptions.Item label='手机号'>{address.mobile}</Descriptions.Item>
        <Descriptions.Item label='地址'>
          <Typography.Text copyable={{ text: full, tooltips: ['复制地址', '已复制'] }}>{full}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label='填写时间'>{formatChinaTime(address.submittedAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  )
}

/** 发货: a carrier from the list and the tracking number; the player's logistics page shows both at once. */
function ShipCard({ prize, onShipped }: { prize: PrizeRecordDetail; onShipped: (next: PrizeRecordDetail) => void }) {
  const { message } = App.useApp()
  const { run, pending } = useApiAction()
  const [form] = Form.useForm<Shipment>()

  if (prize.shipping) {
    return (
      <Card title='物流信息'>
        <Descriptions column={1} size='small'>
          <Descriptions.Item label='快递公司'>{prize.shipping.carrier}</Descriptions.Item>
          <Descriptions.Item label='快递单号'>
            <Typography.Text copyable={{ tooltips: ['复制单号', '已复制'] }}>{prize.shipping.trackingNo}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label='发货时间'>{formatChinaTime(prize.shipping.shippedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
    )
  }
  if (!prize.canShip) {
    return (
      <Card title='发货'>
        <Alert type='info' showIcon message='用户填写收货地址后才能发货' />
      </Card>
    )
  }
  const ship = async (values: Shipment) => {
    const result = await run(() =>
      callEndpoint('prizeShip', { recordId: prize.id, carrier: values.carrier, trackingNo: values.trackingNo.trim() }),
    )
    if (!result.ok) return
    onShipped(result.value)
    void message.success('已发货，用户的物流页会显示快递公司和单号')
  }
  return (
    <Card title='发货'>
      <Form form={form} layout='vertical' requiredMark={false} onFinish={(v) => void ship(v)}>
        <Form.Item name='carrier' label='快递公司' rules={[{ required: true, message: '请选择快递公司' }]}>
          <Select showSearch optionFilterProp='label' options={carrierOptions} placeholder='请选择快递公司' />
        </Form.Item>
        <Form.Item
          name='trackingNo'
          label='快递单号'
          rules={[
            { required: true, whitespace: true, message: '请输入快递单号' },
            {
              validator: async (_, v?: string) =>
                !v?.trim() || TRACKING_NO.test(v.trim()) ? undefined : Promise.reject(new Error('快递单号应为 4-40 位字母、数字或“-”')),
            },
          ]}
        >
          <Input placeholder='如 SF1234567890' maxLength={40} autoComplete='off' />
        </Form.Item>
        <Button type='primary' htmlType='submit' icon={<SendOutlined />} loading={pending}>
          发货
        </Button>
      </Form>
    </Card>
  )
}

/** A red packet's payout attempts, and 重新发放 while the last one failed. */
function PayoutCard({ prize, onRetried }: { prize: PrizeRecordDetail; onRetried: (next: PrizeRecordDetail) => void }) {
  const { message } = App.useApp()
  const { run, pending } = useApiAction()
  const retry = async () => {
    const result = await run(() => callEndpoint('prizeRetryPayout', { recordId: prize.id }))
    if (!result.ok) return
    onRetried(result.value)
    if (result.value.state === PrizeState.PAID_OUT) void message.success('红包已发放')
    else if (result.value.canRetry) void message.error(`重新发放失败：${result.value.payoutError ?? '发放渠道未返回原因'}`)
    else void message.info('红包正在发放中，请稍后刷新')
  }
  return (
    <Card
      title='红包发放'
      extra={
        prize.canRetry && (
          <Popconfirm
            title='重新发放这个红包？'
            description={`向玩家发放 ${formatFen(prize.amountFen)}，重复点击也只发放一次`}
            okText='重新发放'
            cancelText='取消'
            onConfirm={() => void retry()}
          >
            <Button type='primary' icon={<RedoOutlined />} loading={pending}>
              重新发放
            </Button>
          </Popconfirm>
        )
      }
    >
      <Space direction='vertical' size='middle' style={{ width: '100%' }}>
        {prize.payout && (
          <Descriptions column={1} size='small'>
            <Descriptions.Item label='发放单号'>
              <Typography.Text copyable>{prize.payout.payoutNo}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label='到账时间'>{formatChinaTime(prize.payout.payoutAt)}</Descriptions.Item>
          </Descriptions>
        )}
        <Table<PayoutAttempt>
          dataSource={prize.attempts}
          rowKey={(a) => String(prize.attempts.indexOf(a))}
          pagination={false}
          size='small'
          scroll={{ x: 'max-content' }}
        >
          <Table.Column<PayoutAttempt> dataIndex='at' title='时间' render={(ms: number) => formatChinaTime(ms)} />
          <Table.Column<PayoutAttempt> dataIndex='by' title='发放人' />
          <Table.Column<PayoutAttempt>
            dataIndex='outcome'
            title='结果'
            render={(o: PayoutAttempt['outcome']) => <Tag color={OUTCOMES[o].color}>{OUTCOMES[o].label}</Tag>}
          />
          <Table.Column<PayoutAttempt> key='note' title='说明' render={(_, a) => a.error ?? a.payoutNo ?? '—'} />
        </Table>
      </Space>
    </Card>
  )
}

/**
 * One won prize (admin, operations): what was won, by whom, when; for real goods the delivery address and 发货 (or
 * the parcel once shipped); for red packets the payout attempts and 重新发放.
 */
export function PrizeDetailPage() {
  const id = Number(useParams().id)
  const invalidate = useInvalidate()
  const detail = useEndpointQuery('prizeDetail', { recordId: String(id) })

  if (!Number.isInteger(id) || id < 1) return <Result status='404' title='中奖记录不存在' />
  if (!detail.data) return <RecordPending loading={detail.isLoading} error={detail.error} back='/prizes' />
  const prize = detail.data
  const changed = (next: PrizeRecordDetail) => {
    detail.replace(next)
    void invalidate({ resource: 'prizes', invalidates: ['list'] })
  }

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      <Space wrap align='center'>
        <Link to='/prizes'>
          <Button icon={<ArrowLeftOutlined />}>返回列表</Button>
        </Link>
        <Typography.Title level={4} style={{ margin: 0 }}>
          中奖记录 #{prize.id}
        </Typography.Title>
        <PrizeStateTag state={prize.state} />
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title='奖品'>
            <Descriptions column={1} size='small'>
              <Descriptions.Item label='奖品'>{prizeSummary(prize)}</Descriptions.Item>
              <Descriptions.Item label='类型'>{prizeTypeName(prize.prizeType)}</Descriptions.Item>
              <Descriptions.Item label='活动'>{prize.activityTitle}</Descriptions.Item>
              <Descriptions.Item label='中奖时间'>{formatChinaTime(prize.createdAt)}（北京）</Descriptions.Item>
              <Descriptions.Item label='玩家'>
                <PlayerCell player={prize.player} />
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Space direction='vertical' size='middle' style={{ width: '100%' }}>
            {prize.prizeType === PrizeType.REAL && (
              <>
                <AddressCard prize={prize} />
                <ShipCard prize={prize} onShipped={changed} />
              </>
            )}
            {prize.prizeType === PrizeType.RED_PACKET && <PayoutCard prize={prize} onRetried={changed} />}
            {prize.prizeType === PrizeType.COUPON && (
              <Card title='解锁券'>
                <Alert type='success' showIcon message={`抽中即到账：${prize.couponCount} 张解锁券，无需处理`} />
              </Card>
            )}
          </Space>
        </Col>
      </Row>
    </Space>
  )
}
