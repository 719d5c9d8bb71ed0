import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Button, Image, Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { FeedbackLimit } from '@/constants/feedback'
import { TrackName } from '@/constants/tracker'
import { navigateTo, switchTab } from '@/router'
import { sessionStore } from '@/stores/session'
import { trackClick, usePageView } from '@/tracker/hooks'
import { cutText } from '@/utils/input'
import { BUG_REPORT_PAGES, BugReportStore, readDeviceInfo, type BugField } from './bug-store'
import './banner.scss'

const RULES = ['写清楚在哪个页面、做了什么、看到了什么', '附上截图能帮我们更快定位问题', '经核实的问题，我们会向你发放爱心值奖励']

function FieldError({ store, field }: { store: BugReportStore; field: BugField }) {
  const msg = store.errors[field]
  return msg ? (
    <Text className='bf-error' data-testid={`bug-error-${field}`}>
      {msg}
    </Text>
  ) : null
}

const Shots = observer(function Shots({ store }: { store: BugReportStore }) {
  const { shots, room } = store.images
  const add = async () => {
    if (room <= 0) return
    let paths: string[]
    try {
      const res = await Taro.chooseImage({ count: room, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      paths = res.tempFilePaths.slice(0, room)
    } catch {
      return // cancelled
    }
    await store.addImages(paths)
  }
  return (
    <View className='bf-shots'>
      {shots.map((s) => (
        <View key={s.key} className='bf-shot' data-testid='shot'>
          <Image className='bf-shot__img' src={s.path} mode='aspectFill' />
          {s.state !== 'done' ? (
            <View
              className={`bf-shot__mask ${s.state === 'failed' ? 'bf-shot__mask--failed' : ''}`}
              data-testid={`shot-${s.state}`}
              onClick={() => s.state === 'failed' && store.retryImage(s.key)}
            >
              <Text>{s.state === 'failed' ? '重试' : '上传中'}</Text>
            </View>
          ) : null}
          <View className='bf-shot__del' data-testid='shot-remove' onClick={() => store.removeImage(s.key)}>
            <Text>×</Text>
          </View>
        </View>
      ))}
      {room > 0 ? (
        <View className='bf-shot bf-shot--add' data-testid='shot-add' onClick={() => void add()}>
          <Text className='bf-shot__plus'>+</Text>
          <Text className='bf-shot__hint'>
            {shots.length}/{FeedbackLimit.IMAGES_MAX}
          </Text>
        </View>
      ) : null}
    </View>
  )
})

const Done = observer(function Done({ store }: { store: BugReportStore }) {
  return (
    <View className='bf-done' data-testid='bug-done'>
      <View className='bf-done__icon'>
        <View className='bf-done__tick' />
      </View>
      <Text className='bf-done__title'>感谢你的反馈</Text>
      <Text className='bf-done__desc'>
        我们会尽快核实处理{store.contact.trim() ? '，需要时会通过你留下的联系方式联系你' : ''}。问题经核实后，爱心值奖励会发放到你的账号。
      </Text>
      <Button className='bf-done__btn' data-testid='bug-my-feedback' onClick={() => void navigateTo('feedback')}>
        查看我的反馈
      </Button>
      <View className='bf-done__home' data-testid='bug-home' onClick={() => void switchTab('home')}>
        <Text>返回首页</Text>
      </View>
      <Text className='bf-done__again' data-testid='bug-again' onClick={() => store.reset()}>
        再报一个问题
      </Text>
    </View>
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

        <View className={`bf-card ${errors.page ? 'bf-card--error' : ''}`}>
          <Text className='bf-card__title'>
            问题出现在哪里<Text className='bf-req'>*</Text>
          </Text>
          <View className='bf-chips'>
            {BUG_REPORT_PAGES.map((p) => (
              <Text
                key={p.value}
                className={`bf-chip ${page === p.value ? 'bf-chip--on' : ''}`}
                data-testid={`bug-page-${p.value}`}
                onClick={() => store.setPage(p.value)}
              >
                {p.label}
              </Text>
            ))}
          </View>
          <FieldError store={store} field='page' />
        </View>

        <View className={`bf-card ${errors.content ? 'bf-card--error' : ''}`}>
          <Text className='bf-card__title'>
            发生了什么<Text className='bf-req'>*</Text>
          </Text>
          <Textarea
            className='bf-textarea'
            data-testid='bug-content'
            maxlength={FeedbackLimit.CONTENT_MAX}
            placeholder='例如：在报告页点“保存图片”后一直转圈，没有保存成功'
            value={content}
            onInput={(e) => store.setContent(cutText(e.detail.value, FeedbackLimit.CONTENT_MAX))}
          />
          <Text className='bf-count' data-testid='bug-count'>
            {store.contentLength}/{FeedbackLimit.CONTENT_MAX}
          </Text>
          <FieldError store={store} field='content' />

          <Text className='bf-card__sub'>
            截图（选填，最多{FeedbackLimit.IMAGES_MAX}张，每张不超过{FeedbackLimit.IMAGE_MAX_MB}MB）
          </Text>
          <Shots store={store} />
          <FieldError store={store} field='images' />
        </View>

        <View className={`bf-card ${errors.contact ? 'bf-card--error' : ''}`}>
          <Text className='bf-card__title'>联系方式（选填）</Text>
          <Input
            className='bf-input'
            data-testid='bug-contact'
            maxlength={FeedbackLimit.CONTACT_MAX}
            placeholder='手机号、邮箱或QQ号，方便我们向你确认问题'
            value={contact}
            onInput={(e) => store.setContact(e.detail.value)}
          />
          <FieldError store={store} field='contact' />
        </View>

        <View className='bf-card' data-testid='bug-device'>
          <View className='bf-card__head'>
            <Text className='bf-card__title'>设备信息</Text>
            <Text className='bf-card__hint'>自动获取，随反馈一起提交</Text>
          </View>
          <View className='bf-device'>
            <View className='bf-device__row'>
              <Text className='bf-device__key'>使用端</Text>
              <Text className='bf-device__value' data-testid='bug-device-terminal'>
                {device.terminal}
              </Text>
            </View>
            <View className='bf-device__row'>
              <Text className='bf-device__key'>系统</Text>
              <Text className='bf-device__value' data-testid='bug-device-system'>
                {device.system}
              </Text>
            </View>
            <View className='bf-device__row'>
              <Text className='bf-device__key'>机型</Text>
              <Text className='bf-device__value'>{device.model}</Text>
            </View>
            <View className='bf-device__row'>
              <Text className='bf-device__key'>App版本</Text>
              <Text className='bf-device__value' data-testid='bug-device-version'>
                {device.version}
              </Text>
            </View>
          </View>
        </View>

        {submitError ? (
          <Text className='bf-submit-error' data-testid='bug-submit-error'>
            {submitError}
          </Text>
        ) : null}

        <Button className='bf-submit' data-testid='bug-submit' loading={busy} disabled={busy} onClick={() => void submit()}>
          提交反馈
        </Button>
      </View>
    </PageShell>
  )
}

export default observer(BugFeedbackView)
