import { useGetIdentity, useInvalidate } from '@refinedev/core'
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
  Image,
  Input,
  Popconfirm,
  Result,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd'
import { ArrowLeftOutlined, SendOutlined } from '@ant-design/icons'
import type { InboxFeedbackDetail } from '../../../../server/src/contract/console'
import { FEEDBACK_REPLY_MAX } from '../../../../server/src/contract/values/feedback'
import { callEndpoint, type SessionOperator } from '../../api'
import { PlayerCell } from '../../components/player-cell'
import { formatChinaTime } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { RecordPending } from '../../components/record-pending'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'
import { TypeTag } from './feedback-inbox-page'
import { isClosed, statusTag } from './labels'

const NOBODY = 0

/** The conversation: each reply with who wrote it (the player sees them all signed 客服) and when. */
function Conversation({ feedback }: { feedback: InboxFeedbackDetail }) {
  if (!feedback.replies.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description='还没有回复' />
  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      {feedback.replies.map((r) => (
        <div key={r.replyId} style={{ background: '#f6f8fa', borderRadius: 8, padding: '10px 12px' }}>
          <Space size='small' wrap>
            <Typography.Text strong>{r.operatorName}</Typography.Text>
            <Typography.Text type='secondary'>{formatChinaTime(r.createdAt)}</Typography.Text>
          </Space>
          <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{r.content}</Typography.Paragraph>
        </div>
      ))}
    </Space>
  )
}

/**
 * One feedback (admin, support): what the player wrote and where, their images (click to enlarge), the conversation,
 * a reply (the player sees it in 我的反馈, signed 客服), close or reopen, and who handles it.
 */
export function FeedbackDetailPage() {
  const id = Number(useParams().id)
  const { message } = App.useApp()
  const invalidate = useInvalidate()
  const { data: me } = useGetIdentity<SessionOperator>()
  const { run, pending } = useApiAction()
  const [form] = Form.useForm<{ content: string }>()
  const detail = useEndpointQuery('feedbackDetail', { feedbackId: String(id) })
  const assignees = useEndpointQuery('feedbackAssignees', {})

  if (!Number.isInteger(id) || id < 1) return <Result status='404' title='反馈不存在' />
  if (!detail.data) return <RecordPending loading={detail.isLoading} error={detail.error} back='/feedback' />
  const feedback = detail.data
  const closed = isClosed(feedback.status)

  /** Runs a write whose answer is the feedback as it now stands. */
  const write = async (action: () => Promise<InboxFeedbackDetail>, done: string) => {
    const result = await run(action)
    if (!result.ok) return false
    detail.replace(result.value)
    void invalidate({ resource: 'feedback', invalidates: ['list'] })
    void message.success(done)
    return true
  }

  const reply = async ({ content }: { content: string }) => {
    if (await write(() => callEndpoint('feedbackReply', { feedbackId: id, content: content.trim() }), '已回复，用户会在「我的反馈」看到')) {
      form.resetFields()
    }
  }
  const assign = (operatorId: number | null, done: string) =>
    write(() => callEndpoint('feedbackAssign', { feedbackId: id, operatorId }), done)

  const options = [{ value: NOBODY, label: '未分配' }, ...(assignees.data?.list ?? []).map((o) => ({ value: o.id, label: o.name }))]
  // Someone no longer able to take feedback (disabled, role changed) still shows as who has it.
  if (feedback.assignedTo && !options.some((o) => o.value === feedback.assignedTo?.id)) {
    options.push({ value: feedback.assignedTo.id, label: feedback.assignedTo.name })
  }
  const status = statusTag(feedback.status)

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      <Space wrap align='center'>
        <Link to='/feedback'>
          <Button icon={<ArrowLeftOutlined />}>返回列表</Button>
        </Link>
        <Typography.Title level={4} style={{ margin: 0 }}>
          反馈 #{feedback.feedbackId}
        </Typography.Title>
        <Tag color={status.color}>{status.label}</Tag>
        <TypeTag item={feedback} />
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Space direction='vertical' size='middle' style={{ width: '100%' }}>
            <Card title='反馈内容'>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }}>{feedback.content}</Typography.Paragraph>
              {feedback.images.length > 0 && (
                <Image.PreviewGroup>
                  <Space wrap size='small'>
                    {feedback.images.map((img, i) => (
                      <Image
                        key={img.imageId}
                        src={img.url}
                        alt={`图片 ${i + 1}`}
                        width={96}
                        height={96}
                        style={{ objectFit: 'cover', objectPosition: 'top', borderRadius: 6, border: '1px solid #f0f0f0' }}
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              )}
            </Card>
            <Card title={`对话（${feedback.replies.length}）`}>
              <Space direction='vertical' size='middle' style={{ width: '100%' }}>
                <Conversation feedback={feedback} />
                {closed ? (
                  <Alert type='info' showIcon message='反馈已关闭，重新打开后才能回复' />
                ) : (
                  <Form form={form} layout='vertical' onFinish={(v) => void reply(v)} requiredMark={false}>
                    <Form.Item
                      name='content'
                      label='回复用户'
                      extra='用户在「我的反馈」看到，署名为「客服」'
                      rules={[{ required: true, whitespace: true, message: '请输入回复内容' }]}
                    >
                      <Input.TextArea rows={4} maxLength={FEEDBACK_REPLY_MAX} showCount placeholder='请输入回复内容' />
                    </Form.Item>
                    <Button type='primary' htmlType='submit' icon={<SendOutlined />} loading={pending}>
                      发送回复
                    </Button>
                  </Form>
                )}
              </Space>
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={9}>
          <Space direction='vertical' size='middle' style={{ width: '100%' }}>
            <Card title='处理'>
              <Space direction='vertical' style={{ width: '100%' }}>
                <Typography.Text type='secondary'>处理人</Typography.Text>
                <Space.Compact style={{ width: '100%' }}>
                  <Select
                    aria-label='处理人'
                    value={feedback.assignedTo?.id ?? NOBODY}
                    options={options}
                    loading={assignees.isLoading}
                    style={{ flex: 1, minWidth: 0 }}
                    onChange={(value: number) => void assign(value === NOBODY ? null : value, value === NOBODY ? '已取消分配' : '已分配')}
                  />
                  {me && feedback.assignedTo?.id !== me.id && <Button onClick={() => void assign(me.id, '已分配给我')}>分配给我</Button>}
                </Space.Compact>
                <div style={{ marginTop: 8 }}>
                  {closed ? (
                    <Button block onClick={() => void write(() => callEndpoint('feedbackReopen', { feedbackId: id }), '已重新打开')}>
                      重新打开
                    </Button>
                  ) : (
                    <Popconfirm
                      title='关闭这条反馈？'
                      description='用户会看到状态为「已关闭」，关闭后不能回复'
                      okText='关闭'
                      cancelText='取消'
                      onConfirm={() => void write(() => callEndpoint('feedbackClose', { feedbackId: id }), '已关闭')}
                    >
                      <Button block danger>
                        关闭反馈
                      </Button>
                    </Popconfirm>
                  )}
                </div>
              </Space>
            </Card>
            <Card title='反馈信息'>
              <Descriptions column={1} size='small'>
                <Descriptions.Item label='用户'>
                  <PlayerCell player={feedback.player} />
                </Descriptions.Item>
                <Descriptions.Item label='类别'>{feedback.categoryLabel}</Descriptions.Item>
                <Descriptions.Item label='提交时间'>{formatChinaTime(feedback.createdAt)}（北京）</Descriptions.Item>
                <Descriptions.Item label='联系方式'>{feedback.contact || '未填写'}</Descriptions.Item>
                <Descriptions.Item label='问题页面'>{feedback.pageLabel || '—'}</Descriptions.Item>
                <Descriptions.Item label='设备'>{feedback.device || '—'}</Descriptions.Item>
                <Descriptions.Item label='用户已读回复'>
                  {feedback.replyCount === 0 ? '—' : feedback.playerRead ? '已读' : '未读'}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  )
}
