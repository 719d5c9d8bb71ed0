import { routeUrl } from '@/constants/routes'
import { useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text, Textarea, Input, Image, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { FEEDBACK_CATEGORIES, FeedbackLimit } from '@/constants/feedback'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { goBack, navigateTo } from '@/router'
import { sessionStore } from '@/stores/session'
import { track } from '@/tracker'
import { cutText } from '@/utils/input'
import type { FeedbackCategory } from '../../../server/src/contract/feedback'
import { FeedbackStore, FeedbackText } from './store'
import './feedback.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none' })
const trackFeedback = (action: string, extra: Record<string, unknown> = {}) =>
  track(TrackEventType.EVENT, TrackName.MESSAGES, { action, ...extra }, `mine.messages.${action}`)

function FeedbackPage() {
  const [store] = useState(() => new FeedbackStore())
  const { category, content, contact, shots, error, busy, done } = store
  const loggedIn = sessionStore.isLoggedIn

  useDidShow(() => {
    track(TrackEventType.PV, TrackName.MESSAGES, { page: 'feedback' }, 'mine.messages')
  })

  const goLogin = () => {
    toast(FeedbackText.LOGIN_FIRST)
    void navigateTo('codeLogin', { from: routeUrl('feedback') })
  }

  const setCategory = (c: FeedbackCategory) => store.setCategory(c)
  const setContent = (v: string) => store.setContent(v)
  const setContact = (v: string) => store.setContact(v)
  const removeShot = (key: number) => store.removeShot(key)
  const reset = () => store.reset()

  const addImages = async () => {
    if (!loggedIn) return goLogin()
    const room = store.room
    if (room <= 0) return
    let paths: string[]
    try {
      const res = await Taro.chooseImage({ count: room, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      paths = res.tempFilePaths.slice(0, room)
    } catch {
      return // cancelled
    }
    trackFeedback('image', { count: paths.length })
    await store.addImages(paths)
  }

  const submit = async () => {
    if (busy) return
    if (!loggedIn) return goLogin()
    if (await store.submit()) trackFeedback('submit', { category, images: store.shots.length })
  }

  if (done)
    return (
      <PageShell>
        <View className='fb-done' data-testid='feedback-done'>
          <View className='fb-done__icon'>
            <View className='fb-done__tick' />
          </View>
          <Text className='fb-done__title'>{FeedbackText.SUCCESS}</Text>
          <Text className='fb-done__desc'>我们会认真阅读每一条反馈{contact.trim() ? '，必要时会通过你留下的联系方式与你联系' : ''}。</Text>
          <Button className='fb-done__btn btn-primary' data-testid='feedback-back' onClick={() => void goBack()}>
            返回
          </Button>
          <Text className='fb-done__again' data-testid='feedback-again' onClick={reset}>
            再提一条
          </Text>
        </View>
      </PageShell>
    )

  const count = Array.from(content).length
  return (
    <PageShell>
      <View className='fb'>
        <View className='fb-card'>
          <Text className='fb-card__title'>
            反馈类型<Text className='fb-req'>*</Text>
          </Text>
          <View className='fb-cats'>
            {FEEDBACK_CATEGORIES.map((c) => (
              <Text
                key={c.value}
                className={`fb-cat ${category === c.value ? 'fb-cat--on' : ''}`}
                data-testid={`cat-${c.value}`}
                onClick={() => setCategory(c.value)}
              >
                {c.label}
              </Text>
            ))}
          </View>
        </View>

        <View className='fb-card'>
          <Text className='fb-card__title'>
            问题描述<Text className='fb-req'>*</Text>
          </Text>
          <Textarea
            className='fb-textarea'
            data-testid='feedback-content'
            maxlength={FeedbackLimit.CONTENT_MAX}
            placeholder='请描述你遇到的问题或建议，我们会尽快处理'
            value={content}
            onInput={(e) => setContent(cutText(e.detail.value, FeedbackLimit.CONTENT_MAX))}
          />
          <Text className='fb-count' data-testid='feedback-count'>
            {count}/{FeedbackLimit.CONTENT_MAX}
          </Text>

          <Text className='fb-card__sub'>
            上传截图（选填，最多{FeedbackLimit.IMAGES_MAX}张，每张不超过{FeedbackLimit.IMAGE_MAX_MB}MB）
          </Text>
          <View className='fb-shots'>
            {shots.map((s) => (
              <View key={s.key} className='fb-shot' data-testid='shot'>
                <Image className='fb-shot__img' src={s.path} mode='aspectFill' />
                {s.state !== 'done' ? (
                  <View
                    className={`fb-shot__mask ${s.state === 'failed' ? 'fb-shot__mask--failed' : ''}`}
                    data-testid={`shot-${s.state}`}
                    onClick={() => s.state === 'failed' && store.retry(s.key)}
                  >
                    <Text>{s.state === 'failed' ? '重试' : '上传中'}</Text>
                  </View>
                ) : null}
                <View className='fb-shot__del' data-testid='shot-remove' onClick={() => removeShot(s.key)}>
                  <Text>×</Text>
                </View>
              </View>
            ))}
            {shots.length < FeedbackLimit.IMAGES_MAX ? (
              <View className='fb-shot fb-shot--add' data-testid='shot-add' onClick={() => void addImages()}>
                <Text className='fb-shot__plus'>+</Text>
                <Text className='fb-shot__hint'>
                  {shots.length}/{FeedbackLimit.IMAGES_MAX}
                </Text>
              </View>
            ) : null}
          </View>
        </View>

        <View className='fb-card'>
          <Text className='fb-card__title'>联系方式（选填）</Text>
          <Input
            className='fb-input'
            data-testid='feedback-contact'
            maxlength={64}
            placeholder='手机号、邮箱或QQ号，方便我们联系你'
            value={contact}
            onInput={(e) => setContact(e.detail.value)}
          />
        </View>

        {error ? (
          <Text className='fb-error' data-testid='feedback-error'>
            {error}
          </Text>
        ) : null}

        <Button className='fb-submit btn-primary' data-testid='feedback-submit' loading={busy} onClick={() => void submit()}>
          {loggedIn ? '提交反馈' : '登录后提交'}
        </Button>
      </View>
    </PageShell>
  )
}

export default observer(FeedbackPage)
