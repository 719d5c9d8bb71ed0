import { useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Choices, ContactField, ContentField, FormCard, FormDone } from '@/components/feedback-form'
import { ShotGrid } from '@/components/shot-grid'
import PageShell from '@/components/page-shell'
import { TrackName } from '@/constants/tracker'
import { navigateTo, switchTab } from '@/router'
import { sessionStore } from '@/stores/session'
import { trackClick, usePageView } from '@/tracker/hooks'
import { BUG_REPORT_PAGES, BugReportStore, readDeviceInfo, type BugField, type DeviceInfo } from './bug-store'
import './banner.scss'
import BusyButton from '@/components/busy-button'

const RULES = ['写清楚在哪个页面、做了什么、看到了什么', '附上截图能帮我们更快定位问题', '经核实的问题，我们会向你发放爱心值奖励']

/** The device lines, shown read-only. */
const DEVICE_ROWS: { key: keyof DeviceInfo; label: string; testId?: string }[] = [
  { key: 'terminal', label: '使用端', testId: 'bug-device-terminal' },
  { key: 'system', label: '系统', testId: 'bug-device-system' },
  { key: 'model', label: '机型' },
  { key: 'version', label: 'App版本', testId: 'bug-device-version' },
]

function FieldError({ store, field }: { store: BugReportStore; field: BugField }) {
  const msg = store.errors[field]
  return msg ? (
    <Text className='bf-error' data-testid={`bug-error-${field}`}>
      {msg}
    </Text>
  ) : null
}

const Done = observer(function Done({ store }: { store: BugReportStore }) {
  return (
    <FormDone
      className='bf-done'
      testId='bug-done'
      title='感谢你的反馈'
      desc={`我们会尽快核实处理${store.contact.trim() ? '，需要时会通过你留下的联系方式联系你' : ''}。问题经核实后，爱心值奖励会发放到你的账号。`}
    >
      <Button className='bf-done__btn' data-testid='bug-my-feedback' onClick={() => void navigateTo('feedback')}>
        查看我的反馈
      </Button>
      <View className='bf-done__home' data-testid='bug-home' onClick={() => void switchTab('home')}>
        <Text>返回首页</Text>
      </View>
      <Text className='bf-done__again' data-testid='bug-again' onClick={() => store.reset()}>
        再报一个问题
      </Text>
    </FormDone>
  )
})

/** 找Bug赢爱心值 (`pages/h5/banner/bug-feedback`): the bug report form, filed into 意见反馈 as its own category. */
function BugFeedbackView() {
  const [store] = useState(() => new BugReportStore(readDeviceInfo(sessionStore.terminalName)))
  usePageView(TrackName.MESSAGES, { page: 'bug-feedback' })

  const submit = async () => {
    if (store.busy) return
    if (await store.submit()) trackClick(TrackName.MESSAGES, { action: 'bug-submit', page: store.page, images: store.images.shots.length })
  }

  if (store.done)
    return (
      <PageShell>
        <Done store={store} />
      </PageShell>
    )

  const { page, content, contact, device, errors, busy, submitError } = store
  const cardClass = (field: BugField) => `bf-card ${errors[field] ? 'bf-card--error' : ''}`
  return (
    <PageShell>
      <View className='bf'>
        <View className='bf-hero'>
          <Text className='bf-hero__title'>找Bug赢爱心值</Text>
          <Text className='bf-hero__sub'>用着不顺手、页面出错、数据不对，都可以告诉我们</Text>
          <View className='bf-rules'>
            {RULES.map((r, i) => (
              <View key={r} className='bf-rule'>
                <Text className='bf-rule__num'>{i + 1}</Text>
                <Text className='bf-rule__text'>{r}</Text>
              </View>
            ))}
          </View>
        </View>

        <FormCard title='问题出现在哪里' required className={cardClass('page')}>
          <Choices options={BUG_REPORT_PAGES} value={page} onChange={(p) => store.setPage(p)} block='bf-chip' testIdPrefix='bug-page-' />
          <FieldError store={store} field='page' />
        </FormCard>

        <FormCard title='发生了什么' required className={cardClass('content')}>
          <ContentField
            testId='bug'
            placeholder='例如：在报告页点“保存图片”后一直转圈，没有保存成功'
            value={content}
            onChange={(v) => store.setContent(v)}
          />
          <FieldError store={store} field='content' />
          <ShotGrid images={store.images} label='截图' />
          <FieldError store={store} field='images' />
        </FormCard>

        <FormCard title='联系方式（选填）' className={cardClass('contact')}>
          <ContactField
            className='bf-input'
            testId='bug-contact'
            placeholder='手机号、邮箱或QQ号，方便我们向你确认问题'
            value={contact}
            onChange={(v) => store.setContact(v)}
          />
          <FieldError store={store} field='contact' />
        </FormCard>

        <FormCard title='设备信息' hint='自动获取，随反馈一起提交' className='bf-card' testId='bug-device'>
          <View className='bf-device'>
            {DEVICE_ROWS.map((r) => (
              <View key={r.key} className='bf-device__row'>
                <Text className='bf-device__key'>{r.label}</Text>
                <Text className='bf-device__value' data-testid={r.testId}>
                  {device[r.key]}
                </Text>
              </View>
            ))}
          </View>
        </FormCard>

        {submitError ? (
          <Text className='bf-submit-error' data-testid='bug-submit-error'>
            {submitError}
          </Text>
        ) : null}

        <BusyButton className='bf-submit' testId='bug-submit' busy={busy} onClick={() => void submit()}>
          提交反馈
        </BusyButton>
      </View>
    </PageShell>
  )
}

export default observer(BugFeedbackView)
