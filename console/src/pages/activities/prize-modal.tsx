import { useEffect } from 'react'
import { Alert, App, Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd'
import type { ActivityDetailData, ConsoleActivity, ConsolePrize } from '../../../../server/src/contract/console'
import { ActivityLimit } from '../../../../server/src/contract/console/activities-values'
import { callEndpoint, ConsoleRule } from '../../api'
import { useApiAction } from '../../hooks/use-api-action'
import { percentToPpm, ppmToPercent, prizeTypeOptions } from './labels'

interface PrizeForm {
  type: number
  name: string
  percent: number
  stock: number
  amountYuan?: number
  couponCount?: number
  image: string
  sort?: number
  enabled: boolean
  overrideReason?: string
}

/**
 * 添加 / 编辑 a prize. Odds are typed in percent (up to 4 decimals) and kept in parts per million. On a running
 * activity, new odds or switching the prize on or off change what players already see: the form then asks for the
 * reason of the override, which the audit trail keeps. Stock and name may change at any time.
 */
export function PrizeModal({
  activity,
  prize,
  open,
  onClose,
  onSaved,
}: {
  activity: ConsoleActivity
  prize: ConsolePrize | null
  open: boolean
  onClose: () => void
  onSaved: (detail: ActivityDetailData) => void
}) {
  const [form] = Form.useForm<PrizeForm>()
  const { run, pending } = useApiAction()
  const { message } = App.useApp()
  const type = Form.useWatch('type', form)
  const percent = Form.useWatch('percent', form)
  const enabled = Form.useWatch('enabled', form)
  const oddsMove =
    prize !== null &&
    ((percent !== undefined && percent !== null && percentToPpm(percent) !== prize.odds) ||
      (enabled !== undefined && enabled !== prize.enabled))
  const needsReason = activity.oddsLocked && oddsMove
  const room = ppmToPercent(1_000_000 - activity.oddsSum + (prize?.enabled ? prize.odds : 0))

  useEffect(() => {
    if (!open) return
    form.resetFields()
    form.setFieldsValue(
      prize
        ? { ...prize, percent: ppmToPercent(prize.odds), amountYuan: prize.amountFen / 100, overrideReason: '' }
        : { type: 1, name: '', image: '', stock: 100, enabled: true },
    )
  }, [open, prize, form])

  const submit = async (v: PrizeForm) => {
    const done = await run(() =>
      prize
        ? callEndpoint('activityPrizeUpdate', {
            prizeId: prize.id,
            name: v.name.trim(),
            odds: percentToPpm(v.percent),
            stock: v.stock,
            enabled: v.enabled,
            image: (v.image ?? '').trim(),
            ...(v.sort !== undefined && v.sort !== null ? { sort: v.sort } : {}),
            ...(needsReason ? { overrideReason: (v.overrideReason ?? '').trim() } : {}),
          })
        : callEndpoint('activityPrizeCreate', {
            activityId: activity.id,
            type: v.type,
            name: v.name.trim(),
            odds: percentToPpm(v.percent),
            stock: v.stock,
            amountFen: v.type === 2 ? Math.round((v.amountYuan ?? 0) * 100) : 0,
            couponCount: v.type === 3 ? (v.couponCount ?? 0) : 0,
            image: (v.image ?? '').trim(),
            ...(v.sort !== undefined && v.sort !== null ? { sort: v.sort } : {}),
          }),
    )
    if (done.ok) {
      void message.success(prize ? (needsReason ? '已强制修改，原因已记入审计日志' : '奖品已保存') : '奖品已添加')
      onSaved(done.value)
    }
  }

  return (
    <Modal
      title={prize ? `编辑奖品「${prize.name}」` : '添加奖品'}
      open={open}
      okText={needsReason ? '强制修改' : '保存'}
      okButtonProps={{ danger: needsReason }}
      cancelText='取消'
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={620}
      forceRender
    >
      {activity.oddsLocked ? (
        <Alert
          type='warning'
          showIcon
          style={{ marginBottom: 16 }}
          message='活动进行中'
          description='玩家已看到各奖品的中奖概率。修改概率或启用、停用奖品须填写原因（记入审计日志）；库存和名称可随时修改。'
        />
      ) : null}
      <Form form={form} layout='vertical' requiredMark={false} onFinish={(v) => void submit(v)}>
        <Row gutter={16}>
          <Col xs={12} sm={8}>
            <Form.Item name='type' label='奖品类型' extra={prize ? '添加后不能修改' : undefined}>
              <Select options={prizeTypeOptions} disabled={prize !== null} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item name='name' label='奖品名称' rules={[{ required: true, whitespace: true, message: '请填写奖品名称' }]}>
              <Input maxLength={ActivityLimit.PRIZE_NAME_MAX} showCount />
            </Form.Item>
          </Col>
          {type === 2 ? (
            <Col xs={12} sm={8}>
              <Form.Item name='amountYuan' label='红包金额' rules={[{ required: true, message: '请填写金额' }]}>
                <InputNumber
                  min={0.01}
                  max={ActivityLimit.AMOUNT_FEN_MAX / 100}
                  precision={2}
                  suffix='元'
                  disabled={prize !== null}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          ) : null}
          {type === 3 ? (
            <Col xs={12} sm={8}>
              <Form.Item name='couponCount' label='解锁券张数' rules={[{ required: true, message: '请填写张数' }]}>
                <InputNumber
                  min={1}
                  max={ActivityLimit.COUPONS_MAX}
                  precision={0}
                  suffix='张'
                  disabled={prize !== null}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={12} sm={8}>
            <Form.Item name='percent' label='中奖概率' extra={`最多还能设 ${room}%`} rules={[{ required: true, message: '请填写概率' }]}>
              <InputNumber min={0.0001} max={100} precision={4} suffix='%' style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item
              name='stock'
              label={prize ? '剩余库存' : '库存'}
              extra={prize ? `已抽中 ${prize.won}` : undefined}
              rules={[{ required: true, message: '请填写库存' }]}
            >
              <InputNumber min={0} max={ActivityLimit.STOCK_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name='sort' label='排序' extra={prize ? '越小越靠前' : '不填排在最后'}>
              <InputNumber min={ActivityLimit.SORT_MIN} max={ActivityLimit.SORT_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {prize ? (
            <Col xs={12} sm={8}>
              <Form.Item name='enabled' label='启用' valuePropName='checked'>
                <Switch />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
        <Form.Item name='image' label='奖品图片地址' extra='可空；须为 https 链接'>
          <Input placeholder='https://' />
        </Form.Item>
        {needsReason ? (
          <Form.Item
            name='overrideReason'
            label='强制修改原因'
            rules={[
              { required: true, whitespace: true, message: '请填写强制修改的原因' },
              { min: ConsoleRule.REASON_MIN, message: `至少 ${ConsoleRule.REASON_MIN} 个字` },
            ]}
          >
            <Input.TextArea maxLength={ConsoleRule.REASON_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  )
}
