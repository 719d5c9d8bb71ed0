import { useEffect, useState } from 'react'
import { Alert, App, Button, Card, Col, Empty, Form, Input, Row, Select, Space, Typography } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { GameFeaturesBody, HomeTextsData, SloganBody } from '../../../../server/src/contract/console'
import { callEndpoint } from '../../api'
import { useApiAction } from '../../hooks/use-api-action'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'

const EMPTY_SLOGAN: SloganBody = {
  title: '',
  span: '',
  div: [
    { icon: 'deal', span: '', title: '' },
    { icon: 'range', span: '', title: '' },
    { icon: 'model', span: '', title: '' },
  ],
}

const required = (what: string) => [{ required: true, whitespace: true, message: `请填写${what}` }]

/** 首页标语: the title and line under it, and the three selling points with their icons. */
function SloganCard({ slogan, onSaved }: { slogan: SloganBody | null; onSaved: (data: HomeTextsData) => void }) {
  const [form] = Form.useForm<SloganBody>()
  const { message } = App.useApp()
  const { run, pending } = useApiAction()
  useEffect(() => form.setFieldsValue(slogan ?? EMPTY_SLOGAN), [slogan, form])

  const save = async (values: SloganBody) => {
    const done = await run(() => callEndpoint('contentSloganUpdate', values))
    if (done.ok) {
      onSaved(done.value)
      void message.success('首页标语已保存，首页 1 分钟内更新')
    }
  }

  return (
    <Card title='首页标语' size='small'>
      <Alert
        type='info'
        showIcon
        style={{ marginBottom: 16 }}
        message='App 首页的大标题和三项的标题是固定文字；三项下方的说明按图标取这里的说明。其他渠道（接口、分享）用这里的全部文字。'
      />
      <Form form={form} layout='vertical' onFinish={(v) => void save(v)} initialValues={slogan ?? EMPTY_SLOGAN}>
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item name='title' label='标题' rules={required('标题')}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item name='span' label='副标题' rules={required('副标题')}>
              <Input maxLength={80} />
            </Form.Item>
          </Col>
        </Row>
        {[0, 1, 2].map((i) => (
          <Row gutter={16} key={i}>
            <Col xs={24} sm={6}>
              <Form.Item name={['div', i, 'icon']} label={`第 ${i + 1} 项图标`} rules={required('图标名')}>
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name={['div', i, 'title']} label='标题' rules={required('标题')}>
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={10}>
              <Form.Item name={['div', i, 'span']} label='说明' rules={required('说明')}>
                <Input maxLength={40} />
              </Form.Item>
            </Col>
          </Row>
        ))}
        <Button type='primary' htmlType='submit' loading={pending}>
          保存标语
        </Button>
      </Form>
    </Card>
  )
}

/** 游戏特色: one game's feature list (title and a line each), picked from the catalogue. */
function FeaturesCard({ games, onSaved }: { games: HomeTextsData['games']; onSaved: (data: HomeTextsData) => void }) {
  const [form] = Form.useForm<Pick<GameFeaturesBody, 'features'>>()
  const { message } = App.useApp()
  const { run, pending } = useApiAction()
  const [gameId, setGameId] = useState<number | undefined>(games[0]?.gameId)
  const game = games.find((g) => g.gameId === gameId)
  useEffect(() => form.setFieldsValue({ features: game?.features ?? [] }), [game, form])

  const save = async ({ features }: Pick<GameFeaturesBody, 'features'>) => {
    if (gameId === undefined) return
    const done = await run(() => callEndpoint('contentFeaturesUpdate', { gameId, features: features ?? [] }))
    if (done.ok) {
      onSaved(done.value)
      void message.success(`「${game?.name || gameId}」的特色已保存`)
    }
  }

  return (
    <Card title='游戏特色' size='small'>
      {games.length ? (
        <Space direction='vertical' size='middle' style={{ width: '100%' }}>
          <Select
            style={{ width: '100%', maxWidth: 360 }}
            value={gameId}
            onChange={setGameId}
            showSearch
            optionFilterProp='label'
            options={games.map((g) => ({
              value: g.gameId,
              label: `${g.name || '（未命名）'} · ${g.gameId}${g.enabled ? '' : '（未上架）'}`,
            }))}
          />
          <Form form={form} layout='vertical' onFinish={(v) => void save(v)}>
            <Form.List name='features'>
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, i) => (
                    <Row gutter={12} key={field.key} align='top'>
                      <Col xs={24} sm={8}>
                        <Form.Item name={[field.name, 'title']} label={i === 0 ? '特色' : undefined} rules={required('特色')}>
                          <Input maxLength={20} placeholder='如：皮肤' />
                        </Form.Item>
                      </Col>
                      <Col xs={20} sm={14}>
                        <Form.Item name={[field.name, 'desc']} label={i === 0 ? '说明' : undefined} rules={required('说明')}>
                          <Input maxLength={60} placeholder='如：限定皮肤越多越值钱' />
                        </Form.Item>
                      </Col>
                      <Col xs={4} sm={2} style={{ paddingTop: i === 0 ? 30 : 0 }}>
                        <Button
                          type='text'
                          danger
                          aria-label={`删除第 ${i + 1} 条`}
                          icon={<DeleteOutlined />}
                          onClick={() => remove(field.name)}
                        />
                      </Col>
                    </Row>
                  ))}
                  <Space wrap>
                    <Button icon={<PlusOutlined />} onClick={() => add({ title: '', desc: '' })}>
                      添加一条
                    </Button>
                    <Button type='primary' htmlType='submit' loading={pending}>
                      保存特色
                    </Button>
                  </Space>
                </>
              )}
            </Form.List>
          </Form>
        </Space>
      ) : (
        <Empty description='还没有游戏' />
      )}
    </Card>
  )
}

/** 首页文案 (admin, operations): the home slogan and each game's features, through config:set's checks. */
export function HomeTextsPage() {
  const { data, isLoading, error, replace } = useEndpointQuery('contentHomeTexts', {})
  return (
    <Card title='首页文案' loading={isLoading}>
      {error ? <Alert type='error' showIcon message={error.message} /> : null}
      {data ? (
        <Space direction='vertical' size='large' style={{ width: '100%' }}>
          <SloganCard slogan={data.slogan} onSaved={replace} />
          <FeaturesCard games={data.games} onSaved={replace} />
          <Typography.Text type='secondary'>每次保存都记入审计日志（修改前后的内容）。</Typography.Text>
        </Space>
      ) : null}
    </Card>
  )
}
