import { routeUrl } from '@/constants/routes'
import { useRef, useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text, Textarea, Input, Image, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import * as feedbackApi from '@/api/feedback'
import { FEEDBACK_CATEGORIES, FeedbackLimit } from '@/constants/feedback'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { isRequestError } from '@/http'
import { goBack, navigateTo } from '@/router'
import { sessionStore } from '@/stores/session'
import { track } from '@/tracker'
import { cutText } from '@/utils/input'
import { isEmail, isMobile } from '@/utils/validators'
import type { FeedbackCategory } from '../../../server/src/contract/feedback'
import './feedback.scss'

export const FeedbackText = {
  CATEGORY_EMPTY: '请选择反馈类型',
  CONTENT_EMPTY: '请填写反馈内容',
  CONTACT_INVALID: '请填写正确的手机号、邮箱或QQ号',
  UPLOADING: '图片上传中，请稍候',
  UPLOAD_FAILED: '有图片上传失败，请重试或删除',
  SUCCESS: '提交成功，感谢你的反馈',
  LOGIN_FIRST: '请先登录',
} as const

const QQ_RE = /^[1-9]\d{4,10}$/

/** Contact is optional; when given it must be a mainland mobile, an e-mail or a QQ number (as the service checks). */
export function contactError(v: string): string {
  const c = v.trim()
  if (!c) return ''
  return isMobile(c) || isEmail(c) || QQ_RE.test(c) ? '' : FeedbackText.CONTACT_INVALID
}

type Shot = { key: number; path: string; state: 'uploading' | 'done' | 'failed'; imageId?: string }

const toast = (title: string) => void Taro.showToast({ title, icon: 'none' })
const trackFeedback = (action: string, extra: Record<string, unknown> = {}) =>
  track(TrackEventType.EVENT, TrackName.MESSAGES, { action, ...extra }, `mine.messages.${action}`)

function FeedbackPage() {
  const [category, setCategory] = useState<FeedbackCategory | ''>('')
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const [shots, setShots] = useState<Shot[]>([])
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const seq = useRef(0)
  const loggedIn = sessionStore.isLoggedIn

  useDidShow(() => {
    track(TrackEventType.PV, TrackName.MESSAGES, { page: 'feedback' }, 'mine.messages')
  })

  const goLogin = () => {
    toast(FeedbackText.LOGIN_FIRST)
    void navigateTo('codeLogin', { from: routeUrl('feedback') })
  }

  const patch = (key: number, next: Partial<Shot>) => setShots((xs) => xs.map((s) => (s.key === key ? { ...s, ...next } : s)))

  const upload = async (shot: Shot) => {
    patch(shot.key, { state: 'uploading' })
    try {
      const res = await feedbackApi.uploadImage(shot.path)
      patch(shot.key, { state: 'done', imageId: res.imageId })
    } catch {
      patch(shot.key, { state: 'failed' })
    }
  }

  const addImages = async () => {
    if (!loggedIn) return goLogin()
    const room = FeedbackLimit.IMAGES_MAX - shots.length
    if (room <= 0) return
    let paths: string[]
    try {
      const res = await Taro.chooseImage({ count: room, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      paths = res.tempFilePaths.slice(0, room)
    } catch {
      return // cancelled
    }
    const added = paths.map((path) => ({ key: ++seq.current, path, state: 'uploading' as const }))
    setShots((xs) => [...xs, ...added].slice(0, FeedbackLimit.IMAGES_MAX))
    trackFeedback('image', { count: added.length })
    await Promise.all(added.map(upload))
  }

  const removeShot = (key: number) => setShots((xs) => xs.filter((s) => s.key !== key))

  const validate = (): string => {
    if (!category) return FeedbackText.CATEGORY_EMPTY
    if (!content.trim()) return FeedbackText.CONTENT_EMPTY
    if (shots.some((s) => s.state === 'uploading')) return FeedbackText.UPLOADING
    if (shots.some((s) => s.state === 'failed')) return FeedbackText.UPLOAD_FAILED
    return contactError(contact)
  }

  const submit = async () => {
    if (busy) return
    if (!loggedIn) return goLogin()
    const problem = validate()
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      const imageIds = shots.map((s) => s.imageId as string)
      await feedbackApi.submit({
        category: category as FeedbackCategory,
        content: content.trim(),
        ...(imageIds.length ? { imageIds } : {}),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
      })
      trackFeedback('submit', { category, images: imageIds.length })
      // The confirmation screen says it; no toast on top of it.
      setDone(true)
    } catch (e) {
      // The request wrapper toasts the service's message; keep it under the form as well.
      setError(isRequestError(e) && e.msg ? e.msg : '提交失败，请稍后重试')
    } finally {
      setBusy(false)
    }
  }

  const reset = () => {
    setCategory('')
    setContent('')
    setContact('')
    setShots([])
    setError('')
    setDone(false)
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
                    onClick={() => s.state === 'failed' && void upload(s)}
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
