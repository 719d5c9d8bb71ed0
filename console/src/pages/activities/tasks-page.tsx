import { useEffect, useMemo, useState } from 'react'
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  Grid,
} from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons'
import type { ConsoleTask } from '../../../../server/src/contract/console'
import { TaskLimit } from '../../../../server/src/contract/console/activities-values'
import { callEndpoint } from '../../api'
import { useApiAction } from '../../hooks/use-api-action'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'
import { eventOptions, periodName, periodOptions, rewardKindOptions, rewardText } from './labels'

interface TaskForm {
  id: string
  event: string
  title: string
  description: string
  period: string
  rewardKind: string
  reward: number
  target: number
  limit: number
  enabled: boolean
}

const NEW_TASK: Partial<TaskForm> = { period: 'day', rewardKind: 'love', target: 1, limit: 1, enabled: true, description: '' }
const sameOrder = (a: readonly ConsoleTask[], b: readonly ConsoleTask[]) => a.length === b.length && a.every((x, i) => x.id === b[i].id)

/** 新建 / 编辑 a task: the service checks every field again with task:set's rules and answers in Chinese. */
function TaskModal({
  task,
  open,
  onClose,
  onSaved,
}: {
  task: ConsoleTask | null
  open: boolean
  onClose: () => void
  onSaved: (list: ConsoleTask[]) => void
}) {
  const [form] = Form.useForm<TaskForm>()
  const { run, pending } = useApiAction()
  const { message } = App.useApp()
  const kind = Form.useWatch('rewardKind', form)

  useEffect(() => {
    if (open) form.setFieldsValue(task ? { ...task } : { ...NEW_TASK, id: '', title: '', event: undefined, reward: undefined })
  }, [open, task, form])

  const submit = async (v: TaskForm) => {
    const fields = { ...v, title: v.title.trim(), description: (v.description ?? '').trim() }
    const done = await run(() => (task ? callEndpoint('taskUpdate', { ...fields, id: task.id }) : callEndpoint('taskCreate', fields)))
    if (done.ok) {
      void message.success(task ? '已保存，任务中心立即生效' : '任务已创建')
      onSaved(done.value.list)
    }
  }

  return (
    <Modal
      title={task ? `编辑任务「${task.title}」` : '新建任务'}
      open={open}
      okText='保存'
      cancelText='取消'
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      forceRender
    >
      <Form form={form} layout='vertical' requiredMark={false} onFinish={(v) => void submit(v)}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name='id'
              label='任务 ID'
              extra={task ? '创建后不能修改' : '小写字母、数字、- 或 _，如 daily-share'}
              rules={[{ required: true, pattern: new RegExp(TaskLimit.ID_PATTERN), message: '1-40 位小写字母、数字、- 或 _' }]}
            >
              <Input disabled={task !== null} maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name='event' label='完成条件' rules={[{ required: true, message: '请选择完成条件' }]}>
              <Select options={eventOptions} placeholder='玩家做了什么算一次' />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name='title' label='任务名称' rules={[{ required: true, whitespace: true, message: '请填写任务名称' }]}>
          <Input maxLength={TaskLimit.TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name='description' label='任务说明'>
          <Input.TextArea maxLength={TaskLimit.DESC_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={12} sm={8}>
            <Form.Item name='period' label='周期'>
              <Select options={periodOptions} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name='rewardKind' label='奖励类型'>
              <Select options={rewardKindOptions} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item
              name='reward'
              label={kind === 'chance' ? '奖励（次）' : '奖励（爱心值）'}
              rules={[{ required: true, message: '请填写奖励数量' }]}
            >
              <InputNumber
                min={1}
                max={kind === 'chance' ? TaskLimit.CHANCE_REWARD_MAX : TaskLimit.REWARD_MAX}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name='target' label='目标次数' extra='完成几次算一次'>
              <InputNumber min={1} max={TaskLimit.TARGET_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name='limit' label='领取上限' extra='每个周期最多领几次'>
              <InputNumber min={1} max={TaskLimit.LIMIT_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name='enabled' label='启用' valuePropName='checked'>
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  )
}

/**
 * 任务 (admin, operations): every task, on or off, in the order the mission centre shows them; 新建 and 编辑 in a
 * form, 启用 / 停用 at once, the order moved with the arrows and saved for all together.
 */
export function TasksPage() {
  const { data, isLoading, error, replace } = useEndpointQuery('taskList', {})
  const { message } = App.useApp()
  const { run, pending } = useApiAction()
  const saved = useMemo(() => data?.list ?? [], [data])
  const [order, setOrder] = useState<ConsoleTask[]>([])
  const [editing, setEditing] = useState<{ task: ConsoleTask | null } | null>(null)
  const wide = Grid.useBreakpoint().md ?? true

  useEffect(() => setOrder(saved), [saved])
  const moved = !sameOrder(order, saved)

  const move = (index: number, by: -1 | 1) => {
    const next = [...order]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item)
    setOrder(next)
  }

  const saveOrder = async () => {
    const done = await run(() => callEndpoint('taskReorder', { ids: order.map((x) => x.id) }))
    if (done.ok) {
      replace(done.value)
      void message.success('顺序已保存')
    }
  }

  const toggle = async (task: ConsoleTask, enabled: boolean) => {
    const done = await run(() => callEndpoint('taskUpdate', { id: task.id, enabled }))
    if (done.ok) {
      replace(done.value)
      void message.success(enabled ? `已启用「${task.title}」` : `已停用「${task.title}」，任务中心不再显示`)
    }
  }

  return (
    <Card
      title='任务'
      extra={
        <Space wrap>
          {moved ? (
            <>
              <Button onClick={() => setOrder(saved)}>还原顺序</Button>
              <Button type='primary' ghost loading={pending} onClick={() => void saveOrder()}>
                保存顺序
              </Button>
            </>
          ) : null}
          <Button type='primary' icon={<PlusOutlined />} onClick={() => setEditing({ task: null })}>
            新建任务
          </Button>
        </Space>
      }
    >
      {error ? <Alert type='error' showIcon message={error.message} style={{ marginBottom: 16 }} /> : null}
      <Typography.Paragraph type='secondary'>
        任务进度由服务按玩家实际发生的事件统计；停用的任务不在任务中心显示，已领取的奖励不受影响。
      </Typography.Paragraph>
      <Table<ConsoleTask>
        rowKey='id'
        size='middle'
        loading={isLoading}
        dataSource={order}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          {
            title: '顺序',
            width: 88,
            render: (_, x, i) => (
              <Space size={0}>
                <Button
                  type='text'
                  size='small'
                  aria-label={`上移 ${x.title}`}
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                />
                <Button
                  type='text'
                  size='small'
                  aria-label={`下移 ${x.title}`}
                  icon={<ArrowDownOutlined />}
                  disabled={i === order.length - 1}
                  onClick={() => move(i, 1)}
                />
              </Space>
            ),
          },
          {
            title: '任务',
            render: (_, x) => (
              <Space direction='vertical' size={0}>
                <Typography.Text strong>{x.title}</Typography.Text>
                <Typography.Text type='secondary'>{x.id}</Typography.Text>
              </Space>
            ),
          },
          { title: '完成条件', width: 140, render: (_, x) => x.eventName },
          { title: '周期', width: 80, render: (_, x) => <Tag>{periodName(x.period)}</Tag> },
          { title: '目标', width: 70, render: (_, x) => `${x.target} 次` },
          { title: '奖励', width: 130, render: (_, x) => rewardText(x.rewardKind, x.reward) },
          { title: '领取上限', width: 100, render: (_, x) => `${x.limit} 次/${x.period === 'day' ? '天' : '总'}` },
          {
            title: '启用',
            width: 80,
            render: (_, x) => (
              <Switch
                size='small'
                checked={x.enabled}
                aria-label={`启用 ${x.title}`}
                disabled={pending}
                onChange={(on) => void toggle(x, on)}
              />
            ),
          },
          {
            title: '操作',
            width: 80,
            // On a phone a pinned column would cover the table it scrolls over.
            fixed: wide ? 'right' : undefined,
            render: (_, x) => (
              <Button type='link' size='small' onClick={() => setEditing({ task: x })}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <TaskModal
        task={editing?.task ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={(list) => {
          setEditing(null)
          replace({ list })
        }}
      />
    </Card>
  )
}
