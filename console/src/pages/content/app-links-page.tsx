import { useEffect } from 'react'
import { Alert, App, Button, Card, Col, Form, Input, Row, Space } from 'antd'
import type { AppDownloadBody, AppLinksData, SupportContactBody } from '../../../../server/src/contract/console'
import { APP_DOWNLOAD_FIELDS, APP_DOWNLOAD_LABELS } from '../../../../server/src/contract/values/app-download'
import { SUPPORT_CONTACT_FIELDS, SUPPORT_CONTACT_LABELS } from '../../../../server/src/contract/values/support-contact'
import { callEndpoint } from '../../api'
import { useApiAction } from '../../hooks/use-api-action'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'

const PLACEHOLDERS: Record<string, string> = {
  android: 'https://…/app.apk 或应用商店页面',
  ios: 'https://apps.apple.com/…',
  scheme: '如 gujia://',
  email: '如 kefu@example.cn',
  phone: '手机号、座机或 400/800 号码',
  wechat: '微信号',
  qq: 'QQ 号或群号',
  hours: '如 每日 9:00-21:00',
}

/** Every field of a form, '' for the ones not set (the form shows them empty; saving '' clears one). */
const allOf = <F extends string>(fields: readonly F[], values: Partial<Record<F, string>>) =>
  Object.fromEntries(fields.map((f) => [f, values[f] ?? ''])) as Record<F, string>

/** One entry's form: a field per line, saved whole through the endpoint that runs config:set's rules. */
function LinksCard<F extends string>({
  title,
  note,
  fields,
  labels,
  values,
  save,
}: {
  title: string
  note: string
  fields: readonly F[]
  labels: Record<F, string>
  values: Partial<Record<F, string>>
  save: (body: Record<F, string>) => Promise<boolean>
}) {
  const [form] = Form.useForm<Record<F, string>>()
  const { run, pending } = useApiAction()
  useEffect(() => form.setFieldsValue(allOf(fields, values) as never), [values, fields, form])
  return (
    <Card title={title} size='small'>
      <Alert type='info' showIcon message={note} style={{ marginBottom: 16 }} />
      <Form form={form} layout='vertical' initialValues={allOf(fields, values)} onFinish={(v) => void run(() => save(v))}>
        <Row gutter={16}>
          {fields.map((f) => (
            <Col key={f} xs={24} md={12}>
              <Form.Item name={f as string} label={labels[f]}>
                <Input placeholder={PLACEHOLDERS[f]} allowClear />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button type='primary' htmlType='submit' loading={pending}>
          保存
        </Button>
      </Form>
    </Card>
  )
}

/**
 * 下载与客服 (admin, operations): the app's download links and the customer-service contact, each checked by the rules
 * config:set uses (the same message when one is wrong). An empty field is "not set": the app then says the app is not
 * out yet, or offers the feedback page alone.
 */
export function AppLinksPage() {
  const { data, isLoading, error, replace } = useEndpointQuery('contentAppLinks', {})
  const { message } = App.useApp()
  const saved = (what: string) => (fresh: AppLinksData) => {
    replace(fresh)
    void message.success(`${what}已保存，App 1 分钟内更新`)
    return true
  }
  return (
    <Card title='下载与客服' loading={isLoading}>
      {error ? <Alert type='error' showIcon message={error.message} /> : null}
      {data ? (
        <Space direction='vertical' size='large' style={{ width: '100%' }}>
          <LinksCard
            title='App 下载链接'
            note='下载 App 页面（邀请注册成功后也会打开）读取这些链接；未填写的平台显示“正在准备中，敬请期待”。'
            fields={APP_DOWNLOAD_FIELDS}
            labels={APP_DOWNLOAD_LABELS}
            values={data.download}
            save={async (body: AppDownloadBody) => saved('下载链接')(await callEndpoint('contentDownloadUpdate', body))}
          />
          <LinksCard
            title='客服联系方式'
            note='“联系我们”页面显示这些方式；都不填时只提供意见反馈。'
            fields={SUPPORT_CONTACT_FIELDS}
            labels={SUPPORT_CONTACT_LABELS}
            values={data.support}
            save={async (body: SupportContactBody) => saved('客服联系方式')(await callEndpoint('contentSupportUpdate', body))}
          />
        </Space>
      ) : null}
    </Card>
  )
}
