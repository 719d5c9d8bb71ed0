import { useState } from 'react'
import { Alert, App, Button, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Typography, Upload } from 'antd'
import { CheckCircleOutlined, UploadOutlined } from '@ant-design/icons'
import type { CouponCheckData, CouponGrantData } from '../../../../server/src/contract/console'
import { CouponGrantLimit, type GrantSource } from '../../../../server/src/contract/values/coupons'
import { callEndpoint } from '../../api'
import { formatChinaTime } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { sourceLabel, sourceOptions } from './labels'
import { readCsvText } from './read-csv'
import { RecipientsTable } from './recipients-table'

const { COUNT_MAX, DAYS_MAX, REASON_MAX, RECIPIENTS_MAX } = CouponGrantLimit

interface GrantForm {
  mode: 'one' | 'list'
  recipients: string
  count: number
  validDays: number | null
  forever: boolean
  source: GrantSource
  reason: string
}

const INITIAL: Partial<GrantForm> = { mode: 'one', count: 1, validDays: 30, forever: false, source: 'compensation' }

/** The allowance line of a capped operator, or nothing for uncapped roles. */
const allowanceText = ({ cap, capLeft }: { cap: number | null; capLeft: number | null }) =>
  cap === null ? null : `今日还可发 ${capLeft ?? 0} 张（每日额度 ${cap} 张）`

/** What the check says about the list as a whole: ready to send, or what stops it. */
function CheckSummary({ check }: { check: CouponCheckData }) {
  const problems = check.recipients.filter((r) => r.outcome !== 'ready')
  const overCap = problems.filter((r) => r.outcome === 'overCap').length
  const ready = check.recipients.length - problems.length
  const allowance = allowanceText(check)
  if (!problems.length) {
    return (
      <Alert type='success' showIcon message={`共 ${ready} 人，合计 ${check.total} 张，可以发放`} description={allowance ?? undefined} />
    )
  }
  const parts = [
    problems.length > overCap ? `${problems.length - overCap} 行有误` : null,
    overCap ? `${overCap} 人超出今日额度` : null,
  ].filter(Boolean)
  return (
    <Alert
      type='warning'
      showIcon
      message={`名单中有 ${parts.join('，')}，请修改后重新检查`}
      description={`整单发放：有任何一行不能发放时一张也不会发出。${allowance ? allowance + '。' : ''}`}
    />
  )
}

/**
 * 发放: one player (phone or uid) or a list (pasted, or a CSV file read in the browser), checked by the service
 * before sending (each recipient found or why not, the caller's allowance left today), then granted all at once.
 */
export function GrantPanel() {
  const [form] = Form.useForm<GrantForm>()
  const { modal, message } = App.useApp()
  const { run, pending } = useApiAction()
  const [check, setCheck] = useState<CouponCheckData | null>(null)
  const [result, setResult] = useState<CouponGrantData | null>(null)
  const mode = Form.useWatch('mode', form) ?? 'one'
  const forever = Form.useWatch('forever', form) ?? false

  const recheck = async () => {
    const { recipients, count } = form.getFieldsValue(['recipients', 'count']) as Pick<GrantForm, 'recipients' | 'count'>
    const checked = await run(() => callEndpoint('couponCheck', { recipients, count }))
    setCheck(checked.ok ? checked.value : null)
    return checked
  }

  const onCheck = async () => {
    try {
      await form.validateFields(['recipients', 'count'])
    } catch {
      return
    }
    setResult(null)
    await recheck()
  }

  const send = async (values: GrantForm) => {
    const body = {
      recipients: values.recipients,
      count: values.count,
      validDays: values.forever ? null : values.validDays,
      source: values.source,
      reason: values.reason.trim(),
    }
    const granted = await run(() => callEndpoint('couponGrant', body))
    if (granted.ok) {
      setResult(granted.value)
      setCheck(null)
      // Sending the same list twice is rarely meant: the next grant starts from an empty list.
      form.setFieldsValue({ recipients: '' })
      void message.success(`已向 ${granted.value.recipients.length} 人发放 ${granted.value.total} 张解锁券`)
    } else {
      // The list or the allowance changed since the check: show each recipient as it stands now.
      await recheck()
    }
  }

  const onSend = async () => {
    let values: GrantForm
    try {
      values = await form.validateFields()
    } catch {
      return
    }
    if (!check) return
    const people = check.recipients.length
    modal.confirm({
      title: '确认发放',
      content: `向 ${people} 人各发放 ${values.count} 张解锁券（共 ${check.total} 张），来源「${sourceLabel(values.source)}」，${
        values.forever ? '长期有效' : `有效期 ${values.validDays} 天`
      }。发放后玩家立即可用。`,
      okText: '发放',
      cancelText: '取消',
      onOk: () => send(values),
    })
  }

  const readFile = async (file: Blob) => {
    try {
      form.setFieldsValue({ recipients: (await readCsvText(file)).trim() })
      setCheck(null)
      setResult(null)
      void form.validateFields(['recipients'])
    } catch {
      void message.error('无法读取该文件，请确认是 CSV 或文本文件')
    }
  }

  const sendable = check !== null && check.recipients.every((r) => r.outcome === 'ready')

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      <Form<GrantForm>
        form={form}
        layout='vertical'
        initialValues={INITIAL}
        requiredMark={false}
        style={{ maxWidth: 760 }}
        onValuesChange={(changed: Partial<GrantForm>) => {
          // A check answers for the list and count it was given; anything else may change freely.
          if ('recipients' in changed || 'count' in changed || 'mode' in changed) setCheck(null)
          if ('mode' in changed) form.setFieldsValue({ recipients: '' })
        }}
      >
        <Form.Item name='mode' label='发放对象'>
          <Radio.Group
            optionType='button'
            options={[
              { value: 'one', label: '单个用户' },
              { value: 'list', label: '批量名单' },
            ]}
          />
        </Form.Item>
        {mode === 'one' ? (
          <Form.Item
            name='recipients'
            label='手机号或用户 uid'
            rules={[{ required: true, whitespace: true, message: '请输入手机号或用户 uid' }]}
          >
            <Input placeholder='如 13800000000 或 12 位 uid' allowClear autoComplete='off' style={{ maxWidth: 360 }} />
          </Form.Item>
        ) : (
          <Form.Item
            label='名单'
            required
            extra={`每行一个手机号或 uid，也可用逗号分隔，或直接粘贴 CSV（首行表头可有可无）；一次最多 ${RECIPIENTS_MAX} 人。`}
          >
            <Space direction='vertical' style={{ width: '100%' }}>
              <Upload
                accept='.csv,.txt,text/csv,text/plain'
                showUploadList={false}
                beforeUpload={(file) => {
                  void readFile(file)
                  return false
                }}
              >
                <Button icon={<UploadOutlined />}>从 CSV 文件导入</Button>
              </Upload>
              <Form.Item name='recipients' noStyle rules={[{ required: true, whitespace: true, message: '请填写或导入名单' }]}>
                <Input.TextArea aria-label='名单' rows={6} placeholder={'手机号\n13800000000\n13900000000'} />
              </Form.Item>
            </Space>
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name='count' label='每人张数' rules={[{ required: true, message: '请填写张数' }]}>
              <InputNumber min={1} max={COUNT_MAX} precision={0} suffix='张' style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label='有效期' required>
              <Space align='center' wrap>
                <Form.Item name='validDays' noStyle rules={[{ required: !forever, message: '请填写有效天数' }]}>
                  <InputNumber
                    aria-label='有效天数'
                    min={1}
                    max={DAYS_MAX}
                    precision={0}
                    suffix='天'
                    disabled={forever}
                    style={{ width: 130 }}
                  />
                </Form.Item>
                <Form.Item name='forever' valuePropName='checked' noStyle>
                  <Checkbox>长期有效</Checkbox>
                </Form.Item>
              </Space>
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name='source' label='来源' extra='玩家在券使用记录里看到'>
              <Select options={sourceOptions} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name='reason'
          label='发放原因'
          extra='记入台账和审计日志，玩家看不到'
          rules={[{ required: true, whitespace: true, message: '请填写发放原因' }]}
        >
          <Input maxLength={REASON_MAX} showCount placeholder='如：报告生成失败补偿，工单 #1234' />
        </Form.Item>
        <Space wrap>
          <Button onClick={() => void onCheck()} loading={pending && !check}>
            检查名单
          </Button>
          <Button
            type='primary'
            icon={<CheckCircleOutlined />}
            disabled={!sendable}
            loading={pending && sendable}
            onClick={() => void onSend()}
          >
            确认发放
          </Button>
          {!check && !result && <Typography.Text type='secondary'>先检查名单，确认每个人都能发放后再发放</Typography.Text>}
        </Space>
      </Form>
      {check && (
        <>
          <CheckSummary check={check} />
          <RecipientsTable rows={check.recipients} caption='名单检查' />
        </>
      )}
      {result && (
        <>
          <Alert
            type='success'
            showIcon
            message={`已向 ${result.recipients.length} 人发放 ${result.total} 张解锁券`}
            description={[
              result.expiresAt === null ? '长期有效' : `有效期至 ${formatChinaTime(result.expiresAt)}（北京时间）`,
              allowanceText(result),
            ]
              .filter(Boolean)
              .join('；')}
          />
          <RecipientsTable rows={result.recipients} caption='发放结果' />
        </>
      )}
    </Space>
  )
}
