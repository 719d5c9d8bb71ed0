import { useEffect, useState } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import {
  App,
  Button,
  Col,
  ColorPicker,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  Typography,
  Upload,
} from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import type { BannerCreateBody, ConsoleBanner } from '../../../../server/src/contract/console'
import { BANNER_IMAGE_TYPES, BannerLimit, DEFAULT_BANNER_COLORS } from '../../../../server/src/contract/values/banner'
import { callEndpoint } from '../../api'
import { useApiAction } from '../../hooks/use-api-action'
import { HomeSwiperPreview, PREVIEW_WIDTH } from './home-swiper-preview'
import { jumpPageOptions, jumpTypeOptions } from './labels'

interface BannerForm {
  title: string
  desc: string
  look: 'gradient' | 'image'
  image: string
  color1: string
  color2: string
  jumpType: number
  /** 0: none (the target path says where). */
  jumpPage: number
  target: string
  /** Unset: from now on, for good. */
  period?: [Dayjs | null, Dayjs | null]
  sort: number | null
  enabled: boolean
  body: string
  actionText: string
  actionPath: string
}

/** What each jump type's target is, as its placeholder says. */
const TARGET_HINT: Record<number, string> = {
  1: 'https:// 开头的网址',
  2: 'App 页面名，如 valuationHome',
  3: '站内页面路径，如 pages/h5/banner/index?id=4（选了功能页可不填）',
  4: 'https:// 开头的第三方网址',
}

const NEW_BANNER: BannerForm = {
  title: '',
  desc: '',
  look: 'gradient',
  image: '',
  color1: DEFAULT_BANNER_COLORS[0],
  color2: DEFAULT_BANNER_COLORS[1],
  jumpType: 3,
  jumpPage: 1,
  target: '',
  period: undefined,
  sort: null,
  enabled: true,
  body: '',
  actionText: '',
  actionPath: '',
}

function formOf(b: ConsoleBanner): BannerForm {
  return {
    title: b.title,
    desc: b.desc,
    look: b.image ? 'image' : 'gradient',
    image: b.image,
    color1: b.colors[0] ?? DEFAULT_BANNER_COLORS[0],
    color2: b.colors[1] ?? DEFAULT_BANNER_COLORS[1],
    jumpType: b.jumpType,
    jumpPage: b.jumpPage ?? 0,
    target: b.target,
    period:
      b.startAt === null && b.endAt === null
        ? undefined
        : [b.startAt === null ? null : dayjs(b.startAt), b.endAt === null ? null : dayjs(b.endAt)],
    sort: b.sort,
    enabled: b.enabled,
    body: b.body.join('\n'),
    actionText: b.action?.text ?? '',
    actionPath: b.action?.path ?? '',
  }
}

/** A colour picker's value (a Color while picking, a string once set) as #rrggbb. */
const colorOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'toHexString' in value ? (value as { toHexString(): string }).toHexString() : String(value)

/** The form as the service takes it; the service checks the fields against each other and says what to fix. */
function bodyOf(v: BannerForm): BannerCreateBody {
  const [start, end] = v.period ?? [null, null]
  const text = v.actionText.trim()
  const path = v.actionPath.trim()
  return {
    title: v.title.trim(),
    desc: v.desc.trim(),
    image: v.look === 'image' ? v.image.trim() : '',
    colors: [colorOf(v.color1 ?? DEFAULT_BANNER_COLORS[0]), colorOf(v.color2 ?? DEFAULT_BANNER_COLORS[1])],
    jumpType: v.jumpType,
    jumpPage: v.jumpType === 3 && v.jumpPage ? v.jumpPage : null,
    target: v.target.trim(),
    body: v.body
      .split('\n')
      .map((p) => p.trim())
      .filter(Boolean),
    action: text || path ? { text, path } : null,
    startAt: start ? start.valueOf() : null,
    endAt: end ? end.valueOf() : null,
    enabled: v.enabled,
    ...(v.sort === null || v.sort === undefined ? {} : { sort: v.sort }),
  }
}

/** A picked file as base64, for the upload endpoint. */
const base64Of = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })

/**
 * 新建 / 编辑 a banner in a drawer: the form on one side and, beside it (below it on a phone), the player's home swiper
 * at 390 px drawing the banner as it is being typed. Saving sends the whole banner; the service's message says what
 * to fix, word for word as `banner:set` would.
 */
export function BannerDrawer({
  banner,
  open,
  onClose,
  onSaved,
}: {
  /** The banner being edited; null for a new one. */
  banner: ConsoleBanner | null
  open: boolean
  onClose: () => void
  onSaved: (saved: ConsoleBanner) => void
}) {
  const [form] = Form.useForm<BannerForm>()
  const { message } = App.useApp()
  const { run, pending } = useApiAction()
  const [uploading, setUploading] = useState(false)
  const watched = Form.useWatch([], form) as Partial<BannerForm> | undefined
  const look = Form.useWatch('look', form) ?? 'gradient'
  const jumpType = Form.useWatch('jumpType', form) ?? 3

  useEffect(() => {
    if (!open) return
    form.resetFields()
    form.setFieldsValue(banner ? formOf(banner) : NEW_BANNER)
  }, [open, banner, form])

  const upload = async (file: File) => {
    if (!(BANNER_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      void message.error('仅支持 PNG、JPG、WEBP 图片')
      return
    }
    if (file.size > BannerLimit.IMAGE_MAX_BYTES) {
      void message.error(`图片不能超过 ${BannerLimit.IMAGE_MAX_BYTES / 1024 / 1024}MB`)
      return
    }
    setUploading(true)
    const done = await run(async () => callEndpoint('contentBannerImage', { data: await base64Of(file) }))
    setUploading(false)
    if (done.ok) {
      form.setFieldsValue({ image: done.value.image })
      void message.success(`图片已上传（${done.value.width} × ${done.value.height}）`)
    }
  }

  const save = async () => {
    try {
      await form.validateFields()
    } catch {
      return
    }
    // Every field, the hidden ones too (the colours while an image is chosen): validateFields gives only those shown.
    const body = bodyOf(form.getFieldsValue(true) as BannerForm)
    const saved = await run(() =>
      banner
        ? callEndpoint('contentBannerUpdate', { ...body, id: banner.id, updatedAt: banner.updatedAt, sort: body.sort ?? banner.sort })
        : callEndpoint('contentBannerCreate', body),
    )
    if (saved.ok) {
      void message.success(banner ? '已保存，首页 30 秒内更新' : '已创建，首页 30 秒内更新')
      onSaved(saved.value)
    }
  }

  const preview = {
    key: banner?.id ?? 'new',
    title: watched?.title ?? '',
    desc: watched?.desc ?? '',
    image: watched?.look === 'image' ? (watched.image ?? '').trim() : '',
    colors: [colorOf(watched?.color1 ?? DEFAULT_BANNER_COLORS[0]), colorOf(watched?.color2 ?? DEFAULT_BANNER_COLORS[1])],
  }

  return (
    <Drawer
      title={banner ? `编辑横幅 #${banner.id}` : '新建横幅'}
      open={open}
      onClose={onClose}
      width='min(1040px, 100vw)'
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type='primary' loading={pending} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      }
    >
      <Row gutter={[24, 24]}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 14, order: 1 }}>
          <Form form={form} layout='vertical' initialValues={NEW_BANNER}>
            <Form.Item name='title' label='标题' rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
              <Input maxLength={BannerLimit.TITLE_MAX} showCount placeholder='如：你的账号值多少钱？' />
            </Form.Item>
            <Form.Item name='desc' label='副标题'>
              <Input maxLength={BannerLimit.DESC_MAX} showCount placeholder='选填' />
            </Form.Item>
            <Form.Item name='look' label='样式'>
              <Radio.Group
                optionType='button'
                options={[
                  { value: 'gradient', label: '渐变色' },
                  { value: 'image', label: '图片' },
                ]}
              />
            </Form.Item>
            {look === 'image' ? (
              <Form.Item label='图片' required extra='上传 PNG、JPG、WEBP（不超过 1MB，建议 1029 × 288），或填写 https 图片地址'>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name='image' noStyle rules={[{ required: true, whitespace: true, message: '请上传图片或填写图片地址' }]}>
                    <Input placeholder='https://…' />
                  </Form.Item>
                  <Upload
                    accept={BANNER_IMAGE_TYPES.join(',')}
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void upload(file)
                      return false
                    }}
                  >
                    <Button icon={<UploadOutlined />} loading={uploading}>
                      上传
                    </Button>
                  </Upload>
                </Space.Compact>
              </Form.Item>
            ) : (
              <Form.Item label='渐变色' extra='白色文字压在上面，颜色太浅时 App 会自动加深'>
                <Space>
                  <Form.Item name='color1' noStyle getValueFromEvent={colorOf}>
                    <ColorPicker showText format='hex' disabledAlpha />
                  </Form.Item>
                  <Form.Item name='color2' noStyle getValueFromEvent={colorOf}>
                    <ColorPicker showText format='hex' disabledAlpha />
                  </Form.Item>
                </Space>
              </Form.Item>
            )}
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item name='jumpType' label='点击后'>
                  <Select options={jumpTypeOptions} />
                </Form.Item>
              </Col>
              {jumpType === 3 ? (
                <Col xs={24} sm={12}>
                  <Form.Item name='jumpPage' label='站内功能页'>
                    <Select options={[{ value: 0, label: '不选（用下面的路径）' }, ...jumpPageOptions]} />
                  </Form.Item>
                </Col>
              ) : null}
            </Row>
            <Form.Item name='target' label='跳转地址'>
              <Input placeholder={TARGET_HINT[jumpType] ?? ''} />
            </Form.Item>
            <Form.Item name='period' label='展示时间' extra='留空表示立即开始、长期展示；结束时间到点即下线'>
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format='YYYY-MM-DD HH:mm'
                allowEmpty={[true, true]}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={12}>
                <Form.Item name='sort' label='排序' extra={banner ? '越小越靠前' : '不填排在最后'}>
                  <InputNumber min={-BannerLimit.SORT_MAX} max={BannerLimit.SORT_MAX} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12}>
                <Form.Item name='enabled' label='启用' valuePropName='checked'>
                  <Switch />
                </Form.Item>
              </Col>
            </Row>
            <Typography.Title level={5}>落地页（跳转到站内 pages/h5/banner/index?id=… 时显示）</Typography.Title>
            <Form.Item name='body' label='正文' extra={`一行一段，"## " 开头为小标题；最多 ${BannerLimit.PARAGRAPHS_MAX} 段`}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} sm={10}>
                <Form.Item name='actionText' label='按钮文字'>
                  <Input maxLength={BannerLimit.ACTION_TEXT_MAX} placeholder='选填，如：去做任务' />
                </Form.Item>
              </Col>
              <Col xs={24} sm={14}>
                <Form.Item name='actionPath' label='按钮跳转'>
                  <Input placeholder='站内页面路径，如 pages/missionCenter/index' />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 10, order: 2 }}>
          <div style={{ position: 'sticky', top: 0, maxWidth: PREVIEW_WIDTH }}>
            <Typography.Text type='secondary' style={{ display: 'block', marginBottom: 8 }}>
              首页预览（{PREVIEW_WIDTH}px 宽）
            </Typography.Text>
            <HomeSwiperPreview banners={[preview]} />
          </div>
        </Col>
      </Row>
    </Drawer>
  )
}
