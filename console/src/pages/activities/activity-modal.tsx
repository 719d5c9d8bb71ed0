import { useEffect } from 'react'
import { App, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd'
import type { Dayjs } from 'dayjs'
import type { ActivityDetailData, ConsoleActivity } from '../../../../server/src/contract/console'
import { ActivityLimit } from '../../../../server/src/contract/console/activities-values'
import { callEndpoint } from '../../api'
import { beijingPickerMs, beijingPickerValue } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { styleOptions } from './labels'

interface ActivityForm {
  id: string
  title: string
  subtitle: string
  style: string
  period: [Dayjs, Dayjs]
  perUserLimit: number
  perDayLimit: number
  rules: string
  enabled: boolean
}

function formOf(a: ConsoleActivity | null): Partial<ActivityForm> {
  if (!a) return { id: '', title: '', subtitle: '', style: 'draw', perUserLimit: 20, perDayLimit: 5, rules: '', enabled: false }
  return {
    ...a,
    period: [beijingPickerValue(a.startAt), beijingPickerValue(a.endAt)],
    rules: a.rules.join('\n'),
  }
}

/**
 * 新建 / 编辑 an activity: the period in Beijing time whatever the operator's own time zone, the rules one a line. The
 * service checks everything again with activity:set's rules. A new activity starts switched off, so its prizes can be
 * set up before players see it.
 */
export function ActivityModal({
  activity,
  open,
  onClose,
  onSaved,
}: {
  activity: ConsoleActivity | null
  open: boolean
  onClose: () => void
  onSaved: (detail: ActivityDetailData) => void
}) {
  const [form] = Form.useForm<ActivityForm>()
  const { run, pending } = useApiAction()
  const { message } = App.useApp()

  useEffect(() => {
    if (open) {
      form.resetFields()
      form.setFieldsValue(formOf(activity))
    }
  }, [open, activity, form])

  const submit = async (v: ActivityForm) => {
    const fields = {
      title: v.title.trim(),
      subtitle: (v.subtitle ?? '').trim(),
      style: v.style,
      startAt: beijingPickerMs(v.period[0]),
      endAt: beijingPickerMs(v.period[1]),
      perUserLimit: v.perUserLimit,
      perDayLimit: v.perDayLimit,
      rules: (v.rules ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
      enabled: v.enabled,
    }
    const done = await run(() =>
      activity
        ? callEndpoint('activityUpdate', { id: activity.id, ...fields })
        : callEndpoint('activityCreate', { id: v.id.trim(), ...fields }),
    )
    if (done.ok) {
      void message.success(activity ? '活动已保存' : '活动已创建')
      onSaved(done.value)
    }
  }

  return (
    <Modal
      title={activity ? `编辑活动「${activity.title}」` : '新建抽奖活动'}
      open={open}
      okText='保存'
      cancelText='取消'
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={680}
      forceRender
    >
      <Form form={form} layout='vertical' requiredMark={false} onFinish={(v) => void submit(v)}>
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <Form.Item
              name='id'
              label='活动 ID'
              extra={activity ? '创建后不能修改' : '字母、数字或 -，如 SUMMER2026'}
              rules={[{ required: true, pattern: new RegExp(ActivityLimit.ID_PATTERN), message: '1-32 位字母、数字或 -' }]}
            >
              <Input disabled={activity !== null} maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item name='style' label='活动形式'>
              <Select options={styleOptions} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name='title' label='活动标题' rules={[{ required: true, whitespace: true, message: '请填写活动标题' }]}>
          <Input maxLength={ActivityLimit.TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name='subtitle' label='副标题'>
          <Input maxLength={ActivityLimit.SUBTITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name='period' label='活动时间（北京时间）' rules={[{ required: true, message: '请选择开始和结束时间' }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format='YYYY-MM-DD HH:mm' style={{ width: '100%' }} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={12} sm={8}>
            <Form.Item name='perUserLimit' label='每人总次数' rules={[{ required: true, message: '请填写' }]}>
              <InputNumber min={1} max={ActivityLimit.DRAWS_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name='perDayLimit' label='每人每天次数' rules={[{ required: true, message: '请填写' }]}>
              <InputNumber min={1} max={ActivityLimit.DRAWS_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name='enabled' label='启用' valuePropName='checked' extra='启用后玩家在活动时间内可见'>
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name='rules' label='活动规则' extra={`每行一条，最多 ${ActivityLimit.RULES_MAX} 条，显示在活动页`}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
