import { useState } from 'react'
import { useInvalidate } from '@refinedev/core'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from 'react-router'
import { App, Button, type ButtonProps, Card, Col, Form, Input, Popconfirm, Result, Row, Select, Skeleton, Space, Typography } from 'antd'
import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons'
import type { ConsoleArticleDetail } from '../../../../server/src/contract/console'
import { ARTICLE_ID_PATTERN, ArticleLimit, INFO_CATEGORIES } from '../../../../server/src/contract/values/information'
import { callEndpoint, isApiError } from '../../api'
import { formatBeijing } from '../../format'
import { useApiAction } from '../../hooks/use-api-action'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'
import { ArticlePreview } from './article-preview'
import { NEW_ARTICLE, StatusTag } from './articles-page'
import { categoryOptions, playerPagePath } from './labels'

interface Fields {
  id?: string
  title: string
  category: string
  cover: string
  summary: string
  body: string
}

const EMPTY: Fields = { id: '', title: '', category: INFO_CATEGORIES[0].id, cover: '', summary: '', body: '' }

const fieldsOf = (a: ConsoleArticleDetail): Fields => ({
  title: a.title,
  category: a.category,
  cover: a.cover,
  summary: a.summary,
  body: a.body,
})

const SLUG = new RegExp(ARTICLE_ID_PATTERN)
const HTTPS = /^https:\/\/\S+$/

/** The editor's fields as the service takes them: trimmed, the id only when one was typed. */
const input = (v: Fields) => ({
  title: v.title.trim(),
  category: v.category,
  cover: v.cover.trim(),
  summary: v.summary.trim(),
  body: v.body,
})

/** A button that acts only once its question is confirmed. */
function Confirmed(props: {
  question: string
  description: string
  okText: string
  onConfirm: () => Promise<unknown>
  button: ButtonProps
}) {
  return (
    <Popconfirm
      title={props.question}
      description={props.description}
      okText={props.okText}
      cancelText='取消'
      onConfirm={() => void props.onConfirm()}
    >
      <Button {...props.button} />
    </Popconfirm>
  )
}

/**
 * One article in the editor: its fields on the left, on the right the article as players will see it, the body
 * rendered by the service. 保存草稿 keeps it for operators; 发布 saves and shows it to players from now on; 撤回 hides
 * a published one again. `article` null: a new one, which gets its address once saved.
 */
function ArticleEditor({ article }: { article: ConsoleArticleDetail | null }) {
  const navigate = useNavigate()
  const invalidate = useInvalidate()
  const client = useQueryClient()
  const { message } = App.useApp()
  const { run, pending } = useApiAction()
  const [form] = Form.useForm<Fields>()
  const [dirty, setDirty] = useState(false)
  const title = Form.useWatch('title', form) ?? ''
  const category = Form.useWatch('category', form) ?? ''
  const cover = Form.useWatch('cover', form) ?? ''
  const body = Form.useWatch('body', form) ?? ''
  const published = article?.status === 'published'

  /** Shows the article as the service answered a write, at its own address. */
  const show = (saved: ConsoleArticleDetail) => {
    client.setQueryData(['console', 'articleDetail', { id: saved.id }], saved)
    void invalidate({ resource: 'articles', invalidates: ['list'] })
    setDirty(false)
    if (!article) void navigate(`/articles/${saved.id}`, { replace: true })
  }

  /** Saves what the form holds (creating the article the first time); null when it was refused. */
  const save = async (): Promise<ConsoleArticleDetail | null> => {
    let values: Fields
    try {
      values = await form.validateFields()
    } catch {
      return null
    }
    if (article && !dirty) return article
    const result = await run(() =>
      article
        ? callEndpoint('articleUpdate', { id: article.id, ...input(values) })
        : callEndpoint('articleCreate', { ...input(values), id: values.id?.trim() || undefined }),
    )
    if (!result.ok) return null
    show(result.value)
    return result.value
  }

  const saveDraft = async () => {
    const saved = await save()
    if (saved) void message.success(published ? '已保存，用户看到的是新内容' : '草稿已保存')
  }

  const publish = async () => {
    // What players read needs a summary and a body; a draft could do without.
    const missing = (['summary', 'body'] as const).filter((name) => !String(form.getFieldValue(name) ?? '').trim())
    if (missing.length) {
      form.setFields(missing.map((name) => ({ name, errors: [name === 'summary' ? '发布前请填写摘要' : '发布前请填写正文'] })))
      return
    }
    const saved = await save()
    if (!saved) return
    const result = await run(() => callEndpoint('articlePublish', { id: saved.id }))
    if (!result.ok) return
    show(result.value)
    void message.success('已发布，用户在「资讯」里可以看到了')
  }

  const withdraw = async () => {
    if (!article) return
    const result = await run(() => callEndpoint('articleWithdraw', { id: article.id }))
    if (!result.ok) return
    show(result.value)
    void message.success('已撤回，用户不再看到这篇文章')
  }

  const categoryName = INFO_CATEGORIES.find((c) => c.id === category)?.name ?? ''

  return (
    <Space direction='vertical' size='middle' style={{ width: '100%' }}>
      <Space wrap align='center' style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap align='center'>
          <Link to='/articles'>
            <Button icon={<ArrowLeftOutlined />}>返回列表</Button>
          </Link>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {article ? '编辑文章' : '写文章'}
          </Typography.Title>
          {article && <StatusTag status={article.status} />}
          {dirty && <Typography.Text type='warning'>有未保存的修改</Typography.Text>}
        </Space>
        <Space wrap>
          {published ? (
            <Confirmed
              question='保存修改？'
              description='文章已发布，保存后用户立即看到新内容'
              okText='保存'
              onConfirm={saveDraft}
              button={{ type: 'primary', loading: pending, disabled: !dirty, children: '保存修改' }}
            />
          ) : (
            <Button loading={pending} onClick={() => void saveDraft()}>
              保存草稿
            </Button>
          )}
          {published ? (
            <Confirmed
              question='撤回这篇文章？'
              description='撤回后用户看不到它，内容保留，可以再次发布'
              okText='撤回'
              onConfirm={withdraw}
              button={{ danger: true, loading: pending, children: '撤回' }}
            />
          ) : (
            <Confirmed
              question='发布这篇文章？'
              description='发布后用户在「资讯」里就能看到，发布时间为现在'
              okText='发布'
              onConfirm={publish}
              button={{ type: 'primary', loading: pending, children: '发布' }}
            />
          )}
        </Space>
      </Space>
      {article && (
        <Space wrap size='large'>
          <Typography.Text type='secondary'>文章 id：{article.id}</Typography.Text>
          <Typography.Text type='secondary'>发布时间（北京）：{formatBeijing(article.publishedAt)}</Typography.Text>
          <Typography.Text type='secondary'>最近修改（北京）：{formatBeijing(article.updatedAt)}</Typography.Text>
          {published && (
            <Typography.Link href={playerPagePath(article.id)} target='_blank' rel='noopener noreferrer'>
              <ExportOutlined /> 在用户端查看
            </Typography.Link>
          )}
        </Space>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title='内容'>
            <Form<Fields>
              form={form}
              layout='vertical'
              requiredMark={false}
              initialValues={article ? fieldsOf(article) : EMPTY}
              onValuesChange={() => setDirty(true)}
            >
              {!article && (
                <Form.Item
                  name='id'
                  label='文章 id（选填）'
                  extra='出现在文章链接里，保存后不能修改；不填则自动生成'
                  rules={[
                    {
                      validator: (_, v?: string) =>
                        !v?.trim() || (SLUG.test(v.trim()) && v.trim() !== NEW_ARTICLE)
                          ? Promise.resolve()
                          : Promise.reject(new Error('只能用小写字母、数字和连字符，字母或数字开头，最多 64 个字符（不能是 new）')),
                    },
                  ]}
                >
                  <Input placeholder='如 avoid-recovery-fraud' maxLength={64} />
                </Form.Item>
              )}
              <Form.Item name='title' label='标题' rules={[{ required: true, whitespace: true, message: '请输入标题' }]}>
                <Input maxLength={ArticleLimit.TITLE_MAX} showCount placeholder='如：交易前必看的防骗要点' />
              </Form.Item>
              <Form.Item name='category' label='分类' rules={[{ required: true, message: '请选择分类' }]}>
                <Select options={categoryOptions} />
              </Form.Item>
              <Form.Item name='summary' label='摘要' extra='显示在资讯列表的卡片上；发布前必填'>
                <Input.TextArea rows={2} maxLength={ArticleLimit.SUMMARY_MAX} showCount placeholder='一两句话说明这篇文章讲什么' />
              </Form.Item>
              <Form.Item
                name='cover'
                label='封面图地址（选填）'
                rules={[
                  {
                    validator: (_, v?: string) =>
                      !v?.trim() || (HTTPS.test(v.trim()) && v.trim().length <= 512)
                        ? Promise.resolve()
                        : Promise.reject(new Error('请填写 https:// 开头的图片地址')),
                  },
                ]}
              >
                <Input placeholder='https://…' maxLength={512} />
              </Form.Item>
              <Form.Item
                name='body'
                label='正文（Markdown）'
                extra='支持标题（## ）、列表、加粗、引用、链接和图片；不支持 HTML'
                rules={[{ max: ArticleLimit.BODY_MAX, message: `正文不能超过 ${ArticleLimit.BODY_MAX} 个字符` }]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 14, maxRows: 40 }}
                  placeholder={'## 小标题\n\n正文段落，**加粗**，[链接](https://…)'}
                  style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
                />
              </Form.Item>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          {/* Beside a long body on a wide screen the preview stays in view; stacked on a phone it just follows. */}
          <Card
            title='预览'
            extra={<Typography.Text type='secondary'>与用户端显示一致</Typography.Text>}
            style={{ position: 'sticky', top: 72 }}
          >
            <ArticlePreview title={title} categoryName={categoryName} cover={cover.trim()} body={body} />
          </Card>
        </Col>
      </Row>
    </Space>
  )
}

function ExistingArticle({ id }: { id: string }) {
  const detail = useEndpointQuery('articleDetail', { id })
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />
  if (!detail.data) {
    const notFound = isApiError(detail.error) && (detail.error.code === 40004 || detail.error.code === 40000)
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? '文章不存在' : isApiError(detail.error) ? detail.error.message : '加载失败'}
        extra={<Link to='/articles'>返回列表</Link>}
      />
    )
  }
  // One editor per article: its form starts from what the service holds.
  return <ArticleEditor key={id} article={detail.data} />
}

/** 资讯文章's editor: `/articles/new` writes a new one, `/articles/:id` opens an article. */
export function ArticleEditorPage() {
  const id = useParams().id ?? ''
  return id === NEW_ARTICLE ? <ArticleEditor key={NEW_ARTICLE} article={null} /> : <ExistingArticle id={id} />
}
