import { useEffect, useState } from 'react'
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, InputNumber, Row, Space, Typography } from 'antd'
import type { LovePlayerData } from '../../../../server/src/contract/console'
import { LOVE_ADJUST_MAX, LOVE_RATE_MAX } from '../../../../server/src/contract/console/activities-values'
import { callEndpoint, ConsoleRule } from '../../api'
import { PlayerCell } from '../../components/player-cell'
import { useApiAction } from '../../hooks/use-api-action'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'

/** 兑换比例: what love value buys, as redemptions use it from the moment it is saved. */
function RatesCard() {
  const { data, error, replace } = useEndpointQuery('loveRates', {})
  const [form] = Form.useForm<{ coupon: number; chance: number }>()
  const { run, pending } = useApiAction()
  const { message } = App.useApp()

  useEffect(() => {
    if (data) form.setFieldsValue(data.rates)
  }, [data, form])

  const save = async (v: { coupon: number; chance: number }) => {
    const done = await run(() => callEndpoint('loveRatesUpdate', v))
    if (done.ok) {
      replace(done.value)
      void message.success('兑换比例已保存，玩家兑换立即按新比例')
    }
  }

  return (
    <Card title='兑换比例' style={{ height: '100%' }}>
      {error ? <Alert type='error' showIcon message={error.message} style={{ marginBottom: 16 }} /> : null}
      {data ? (
        <Typography.Paragraph type='secondary'>
          当前生效：{data.rates.coupon} 爱心值兑换 1 张解锁券，{data.rates.chance} 爱心值兑换 1 次抽奖机会
          {data.configured ? '' : `（默认值）`}。
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout='vertical' requiredMark={false} onFinish={(v) => void save(v)}>
        <Row gutter={16}>
          <Col xs={12}>
            <Form.Item name='coupon' label='兑换 1 张解锁券' rules={[{ required: true, message: '请填写' }]}>
              <InputNumber min={1} max={LOVE_RATE_MAX} precision={0} suffix='爱心值' style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name='chance' label='兑换 1 次抽奖机会' rules={[{ required: true, message: '请填写' }]}>
              <InputNumber min={1} max={LOVE_RATE_MAX} precision={0} suffix='爱心值' style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type='primary' htmlType='submit' loading={pending}>
            保存比例
          </Button>
          {data ? (
            <Typography.Text type='secondary'>
              默认 {data.defaults.coupon} / {data.defaults.chance}
            </Typography.Text>
          ) : null}
        </Space>
      </Form>
    </Card>
  )
}

interface AdjustForm {
  delta: number
  reason: string
}

/** 手动调整: find the player, then add or take points with a reason the player sees in their 爱心值明细. */
function AdjustCard() {
  const { run, pending } = useApiAction()
  const { message, modal } = App.useApp()
  const [player, setPlayer] = useState<LovePlayerData | null>(null)
  const [form] = Form.useForm<AdjustForm>()

  const find = async (q: string) => {
    if (!q.trim()) return
    const done = await run(() => callEndpoint('lovePlayer', { q: q.trim() }))
    setPlayer(done.ok ? done.value : null)
  }

  const adjust = (v: AdjustForm) => {
    if (!player) return
    const take = v.delta < 0
    modal.confirm({
      title: `${take ? '扣减' : '增加'} ${Math.abs(v.delta)} 爱心值？`,
      content: `玩家 ${player.player.uid}（${player.player.phone || '未绑定手机号'}）当前 ${player.balance}，调整后 ${player.balance + v.delta}。原因会显示在玩家的爱心值明细中。`,
      okText: take ? '扣减' : '增加',
      okButtonProps: { danger: take },
      onOk: async () => {
        const done = await run(() => callEndpoint('loveAdjust', { uid: player.player.uid, delta: v.delta, reason: v.reason.trim() }))
        if (!done.ok) return
        void message.success(`已${take ? '扣减' : '增加'} ${Math.abs(v.delta)} 爱心值，当前 ${done.value.after}`)
        form.resetFields()
        const fresh = await run(() => callEndpoint('lovePlayer', { q: player.player.uid }))
        if (fresh.ok) setPlayer(fresh.value)
      },
    })
  }

  return (
    <Card title='手动调整玩家爱心值' style={{ height: '100%' }}>
      <Input.Search
        placeholder='手机号或 UID'
        enterButton='查找'
        allowClear
        loading={pending}
        onSearch={(q) => void find(q)}
        aria-label='查找玩家'
        style={{ marginBottom: 16 }}
      />
      {player ? (
        <>
          <Descriptions size='small' column={{ xs: 1, sm: 2 }} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label='玩家'>
              <PlayerCell player={player.player} />
            </Descriptions.Item>
            <Descriptions.Item label='当前爱心值'>
              <Typography.Text strong>{player.balance}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label='累计获得'>{player.earnedTotal}</Descriptions.Item>
            <Descriptions.Item label='累计消耗'>{player.spentTotal}</Descriptions.Item>
          </Descriptions>
          <Form form={form} layout='vertical' requiredMark={false} onFinish={adjust}>
            <Form.Item
              name='delta'
              label='调整数量'
              extra='正数增加，负数扣减；扣减不能超过当前爱心值'
              rules={[
                { required: true, message: '请填写调整数量' },
                {
                  validator: async (_, v?: number) => {
                    if (v === 0) throw new Error('调整数量不能为 0')
                    if (v !== undefined && v !== null && v < -player.balance) throw new Error(`最多扣减 ${player.balance}`)
                  },
                },
              ]}
            >
              <InputNumber
                min={-LOVE_ADJUST_MAX}
                max={LOVE_ADJUST_MAX}
                precision={0}
                style={{ width: '100%' }}
                placeholder='如 50 或 -20'
              />
            </Form.Item>
            <Form.Item
              name='reason'
              label='原因'
              extra='玩家在爱心值明细中看到（超过 40 字显示前 40 字），完整原因记入审计日志'
              rules={[
                { required: true, whitespace: true, message: '请填写调整原因' },
                { min: ConsoleRule.REASON_MIN, message: `至少 ${ConsoleRule.REASON_MIN} 个字` },
              ]}
            >
              <Input.TextArea maxLength={ConsoleRule.REASON_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
            <Button type='primary' htmlType='submit' loading={pending}>
              调整
            </Button>
          </Form>
        </>
      ) : (
        <Typography.Text type='secondary'>按手机号（精确）或 UID 查找玩家后调整。</Typography.Text>
      )}
    </Card>
  )
}

/** 爱心值 (admin, operations): the redemption rates, and manual adjustments of a player's love value. */
export function LovePage() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <RatesCard />
      </Col>
      <Col xs={24} xl={14}>
        <AdjustCard />
      </Col>
    </Row>
  )
}
