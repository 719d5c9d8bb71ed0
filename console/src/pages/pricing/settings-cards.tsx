import { useState } from 'react'
import { Button, Card, Form, InputNumber, Modal, Space, Table, Typography } from 'antd'
import type { PricingRulesData, QuotaRow, ScenePriceRow } from '../../../../server/src/contract/console'
import { callEndpoint } from '../../api'
import { formatFen } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { SettingMeta } from './setting-meta'
import { YuanInput } from './yuan-input'

interface CardProps {
  data: PricingRulesData
  canEdit: boolean
  /** The page's answer after a save (the service returns the whole overview). */
  saved: (fresh: PricingRulesData, what: string) => void
}

/** One edit dialog: a form saved through one endpoint, closed when the service accepts it. */
function EditModal<V extends object>({
  title,
  open,
  initial,
  onClose,
  save,
  children,
}: {
  title: string
  open: boolean
  initial: V
  onClose: () => void
  save: (values: V) => Promise<void>
  children: React.ReactNode
}) {
  const [form] = Form.useForm<V>()
  const { run, pending } = useApiAction()
  return (
    <Modal title={title} open={open} destroyOnClose okText='保存' confirmLoading={pending} onCancel={onClose} onOk={() => form.submit()}>
      <Form
        form={form}
        layout='vertical'
        preserve={false}
        initialValues={initial}
        onFinish={(values) => {
          void run(() => save(values)).then((result) => result.ok && onClose())
        }}
      >
        {children}
      </Form>
    </Modal>
  )
}

const priceColumns = (stored: ScenePriceRow[] | null) => [
  { title: '场景', dataIndex: 'sceneName', key: 'scene' },
  { title: '标价', key: 'list', render: (_: unknown, r: ScenePriceRow) => formatFen(r.listFen) },
  { title: '报告生成后 2 小时内', key: 'discount', render: (_: unknown, r: ScenePriceRow) => formatFen(r.discountFen) },
  {
    title: '已保存',
    key: 'stored',
    render: (_: unknown, r: ScenePriceRow) => {
      const s = stored?.find((p) => p.scene === r.scene)
      return s ? `${formatFen(s.listFen)} / ${formatFen(s.discountFen)}` : '默认'
    },
  },
]

/** 解锁价格: each scene's list price and the 2-hour window's price, as charged on this replica now. */
export function PricesCard({ data, canEdit, saved }: CardProps) {
  const [open, setOpen] = useState(false)
  const { prices } = data
  const initial = { prices: prices.effective.map((p) => ({ scene: p.scene, listFen: p.listFen, discountFen: p.discountFen })) }
  return (
    <Card
      title='解锁价格'
      size='small'
      extra={canEdit ? <Button onClick={() => setOpen(true)}>修改价格</Button> : null}
      data-testid='prices-card'
    >
      <Table<ScenePriceRow>
        rowKey='scene'
        size='small'
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={prices.effective}
        columns={priceColumns(prices.stored)}
      />
      <Typography.Paragraph type='secondary' style={{ margin: '8px 0' }}>
        本实例现在收取的价格。2 小时内价格只在报告生成后 2 小时内适用，之后按标价；价格活动期间按三者中最低的收取。
      </Typography.Paragraph>
      <SettingMeta meta={prices} ttlMs={data.ttlMs} />
      <EditModal
        title='修改解锁价格'
        open={open}
        initial={initial}
        onClose={() => setOpen(false)}
        save={async (values) => saved(await callEndpoint('pricingPricesUpdate', values), '解锁价格')}
      >
        {prices.effective.map((p, i) => (
          <Space key={p.scene} wrap align='start' style={{ width: '100%' }}>
            <Form.Item name={['prices', i, 'scene']} hidden>
              <InputNumber />
            </Form.Item>
            <Form.Item name={['prices', i, 'listFen']} label={`${p.sceneName} · 标价`}>
              <YuanInput />
            </Form.Item>
            <Form.Item name={['prices', i, 'discountFen']} label='2 小时内'>
              <YuanInput />
            </Form.Item>
          </Space>
        ))}
      </EditModal>
    </Card>
  )
}

/** 好友助力: how many friends' helps unlock a report. */
export function HelpCard({ data, canEdit, saved }: CardProps) {
  const [open, setOpen] = useState(false)
  const { helpRequired: help } = data
  return (
    <Card title='好友助力' size='small' extra={canEdit ? <Button onClick={() => setOpen(true)}>修改人数</Button> : null}>
      <Typography.Paragraph>
        解锁一份报告需要 <Typography.Text strong>{help.effective}</Typography.Text> 位好友助力
        <Typography.Text type='secondary'>
          （默认 {help.defaultValue}，可设 {help.min}–{help.max}；已保存：{help.stored ?? '默认'}）
        </Typography.Text>
      </Typography.Paragraph>
      <SettingMeta meta={help} ttlMs={data.ttlMs} />
      <EditModal
        title='修改助力人数'
        open={open}
        initial={{ value: help.effective }}
        onClose={() => setOpen(false)}
        save={async (values) => saved(await callEndpoint('pricingHelpUpdate', values), '助力人数')}
      >
        <Form.Item name='value' label='需要的好友助力人数' extra='已在进行的助力按新人数判断是否解锁'>
          <InputNumber min={1} max={help.max} precision={0} />
        </Form.Item>
      </EditModal>
    </Card>
  )
}

/** 每日次数上限: per-player daily quotas on the model-backed features, each with its ceiling. */
export function QuotasCard({ data, canEdit, saved }: CardProps) {
  const [open, setOpen] = useState(false)
  const { quotas } = data
  const initial = Object.fromEntries(quotas.effective.map((q) => [q.kind, q.value])) as Record<string, number>
  return (
    <Card title='每日次数上限' size='small' extra={canEdit ? <Button onClick={() => setOpen(true)}>修改上限</Button> : null}>
      <Table<QuotaRow>
        rowKey='kind'
        size='small'
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={quotas.effective}
        columns={[
          { title: '功能', dataIndex: 'name', key: 'name' },
          { title: '每人每天', dataIndex: 'value', key: 'value' },
          { title: '默认', dataIndex: 'defaultValue', key: 'default' },
          { title: '最多可设', dataIndex: 'max', key: 'max' },
        ]}
      />
      <Typography.Paragraph type='secondary' style={{ margin: '8px 0' }}>
        按北京时间自然日计；上限防止刷取估价模型，不能超过“最多可设”。
      </Typography.Paragraph>
      <SettingMeta meta={quotas} ttlMs={data.ttlMs} />
      <EditModal
        title='修改每日次数上限'
        open={open}
        initial={initial}
        onClose={() => setOpen(false)}
        save={async (values) => saved(await callEndpoint('pricingQuotasUpdate', values as never), '每日次数上限')}
      >
        {quotas.effective.map((q) => (
          <Form.Item key={q.kind} name={q.kind} label={`${q.name}（1–${q.max}）`}>
            <InputNumber min={1} max={q.max} precision={0} />
          </Form.Item>
        ))}
      </EditModal>
    </Card>
  )
}

/** 客服发券上限: read here, set in the environment. */
export function CouponCapCard({ data }: { data: PricingRulesData }) {
  return (
    <Card title='客服发券上限' size='small'>
      <Typography.Paragraph>
        客服每人每天最多发放 <Typography.Text strong>{data.couponCap.effective}</Typography.Text> 张解锁券
      </Typography.Paragraph>
      <Typography.Text type='secondary'>{data.couponCap.source}</Typography.Text>
    </Card>
  )
}
