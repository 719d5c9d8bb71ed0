import { useState } from 'react'
import { App, Button, Card, Checkbox, DatePicker, Form, Input, Modal, Popconfirm, Table, Tag, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import type { ConsoleCampaign, ScenePriceRow } from '../../../../server/src/contract/console'
import { callEndpoint } from '../../api'
import { beijingPickerMs, formatBeijing, formatFen } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'
import { YuanInput } from './yuan-input'

const STATUS_COLORS: Record<ConsoleCampaign['status'], string> = { upcoming: 'blue', running: 'green', ended: 'default' }

interface CampaignForm {
  name: string
  startNow: boolean
  startsAt?: Dayjs
  endsAt?: Dayjs
  prices: Record<string, number | null | undefined>
}

/** 新建活动: a name, when (Beijing time; now by default), and a price for each scene it covers. */
function CreateCampaignModal({
  open,
  lists,
  onClose,
  created,
}: {
  open: boolean
  lists: ScenePriceRow[]
  onClose: () => void
  created: () => void
}) {
  const [form] = Form.useForm<CampaignForm>()
  const startNow = Form.useWatch('startNow', form) ?? true
  const { run, pending } = useApiAction()
  const submit = async (v: CampaignForm) => {
    const body = {
      name: v.name ?? '',
      // A missing end is the service's to refuse, in its words.
      endsAt: v.endsAt ? beijingPickerMs(v.endsAt) : 0,
      prices: lists.filter((l) => v.prices?.[l.scene] != null).map((l) => ({ scene: l.scene, priceFen: v.prices[l.scene]! })),
      ...(!v.startNow && v.startsAt ? { startsAt: beijingPickerMs(v.startsAt) } : {}),
    }
    if ((await run(() => callEndpoint('campaignCreate', body))).ok) {
      created()
      onClose()
    }
  }
  return (
    <Modal
      title='新建价格活动'
      open={open}
      destroyOnClose
      okText='创建'
      confirmLoading={pending}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Typography.Paragraph type='secondary'>
        活动期间按活动价收取，支付页把活动前的标价划线显示为“原价”。活动价须低于现在的标价；同一场景的活动时间不能重叠；最长 31 天。
      </Typography.Paragraph>
      <Form form={form} layout='vertical' preserve={false} initialValues={{ startNow: true, prices: {} }} onFinish={(v) => void submit(v)}>
        <Form.Item name='name' label='活动名称' extra='2–20 个字，支付页会显示'>
          <Input maxLength={20} placeholder='如 双十二特惠' />
        </Form.Item>
        <Form.Item name='startNow' valuePropName='checked'>
          <Checkbox>立即开始</Checkbox>
        </Form.Item>
        {startNow ? null : (
          <Form.Item name='startsAt' label='开始时间（北京时间）'>
            <DatePicker showTime={{ format: 'HH:mm' }} format='YYYY-MM-DD HH:mm' style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name='endsAt' label='结束时间（北京时间）'>
          <DatePicker showTime={{ format: 'HH:mm' }} format='YYYY-MM-DD HH:mm' style={{ width: '100%' }} />
        </Form.Item>
        {lists.map((l) => (
          <Form.Item
            key={l.scene}
            name={['prices', String(l.scene)]}
            label={`${l.sceneName} 活动价（标价 ${formatFen(l.listFen)}，不参加留空）`}
          >
            <YuanInput />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  )
}

/**
 * 价格活动: every campaign with its span in Beijing time, its price per scene beside the 原价 it strikes through, and
 * its state; running ones can be ended early and upcoming ones cancelled (an ended one is history).
 */
export function CampaignsCard({ lists, canEdit, onChanged }: { lists: ScenePriceRow[]; canEdit: boolean; onChanged: () => void }) {
  const { data, isLoading, refetch } = useEndpointQuery('campaignList', {})
  const [open, setOpen] = useState(false)
  const { run } = useApiAction()
  const { message } = App.useApp()
  const changed = (msg: string) => {
    void refetch()
    onChanged()
    void message.success(msg)
  }
  const end = async (c: ConsoleCampaign) => {
    if ((await run(() => callEndpoint('campaignEnd', { id: c.id }))).ok)
      changed(c.status === 'upcoming' ? '活动已取消' : '活动已结束，已恢复原价')
  }
  return (
    <Card
      title='价格活动'
      size='small'
      extra={
        canEdit ? (
          <Button type='primary' onClick={() => setOpen(true)}>
            新建活动
          </Button>
        ) : null
      }
    >
      <Table<ConsoleCampaign>
        rowKey='id'
        size='small'
        loading={isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data?.list ?? []}
        locale={{ emptyText: '还没有价格活动' }}
        columns={[
          { title: '活动', dataIndex: 'name', key: 'name' },
          {
            title: '时间（北京时间）',
            key: 'span',
            render: (_, c) => `${formatBeijing(c.startsAt)} 至 ${formatBeijing(c.endsAt)}`,
          },
          {
            title: '活动价',
            key: 'prices',
            render: (_, c) =>
              c.prices.map((p) => (
                <div key={p.scene}>
                  {p.sceneName} {formatFen(p.priceFen)}{' '}
                  <Typography.Text delete type='secondary'>
                    {formatFen(p.listFen)}
                  </Typography.Text>
                </div>
              )),
          },
          { title: '状态', key: 'status', render: (_, c) => <Tag color={STATUS_COLORS[c.status]}>{c.statusText}</Tag> },
          {
            title: '操作人',
            key: 'by',
            render: (_, c) => (c.endedBy ? `${c.createdBy} 创建，${c.endedBy} 结束` : `${c.createdBy} 创建`),
          },
          ...(canEdit
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  render: (_: unknown, c: ConsoleCampaign) =>
                    c.status === 'ended' ? null : (
                      <Popconfirm
                        title={c.status === 'upcoming' ? '取消这个活动？' : '现在结束这个活动？结束后立即按原价收取'}
                        okText={c.status === 'upcoming' ? '取消活动' : '结束活动'}
                        cancelText='不了'
                        onConfirm={() => void end(c)}
                      >
                        <Button size='small' danger>
                          {c.status === 'upcoming' ? '取消' : '提前结束'}
                        </Button>
                      </Popconfirm>
                    ),
                },
              ]
            : []),
        ]}
      />
      <CreateCampaignModal open={open} lists={lists} onClose={() => setOpen(false)} created={() => changed('活动已创建')} />
    </Card>
  )
}
