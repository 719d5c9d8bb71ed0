import { routeUrl } from '@/constants/routes'
import { useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Choices, ContactField, ContentField, FormCard, FormDone } from '@/components/feedback-form'
import { ShotGrid } from '@/components/shot-grid'
import PageShell from '@/components/page-shell'
import { FEEDBACK_CATEGORIES } from '@/constants/feedback'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { goBack, navigateTo, redirectTo } from '@/router'
import { sessionStore } from '@/stores/session'
import { track } from '@/tracker'
import { FeedbackStore, FeedbackText } from './store'
import './feedback.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none' })
const trackFeedback = (action: string, extra: Record<string, unknown> = {}) =>
  track(TrackEventType.EVENT, TrackName.MESSAGES, { action, ...extra }, `mine.messages.${action}`)

function FeedbackPage() {
  const [store] = useState(() => new FeedbackStore())
  const { category, content, contact, error, busy, done } = store
  const loggedIn = sessionStore.isLoggedIn

  useDidShow(() => {
    track(TrackEventType.PV, TrackName.MESSAGES, { page: 'feedback' }, 'mine.messages')
  })

  const goLogin = () => {
    toast(FeedbackText.LOGIN_FIRST)
    void navigateTo('codeLogin', { from: routeUrl('feedback') })
  }

  const addImage = () => {
    if (loggedIn) return true
    goLogin()
    return false
  }

  const submit = async () => {
    if (busy) return
    if (!loggedIn) return goLogin()
    if (await store.submit()) trackFeedback('submit', { category, images: store.images.shots.length })
  }

  if (done)
    return (
      <PageShell>
        <FormDone
          testId='feedback-done'
          title={FeedbackText.SUCCESS}
          desc={`我们会认真阅读每一条反馈，客服的回复会显示在「我的反馈」${contact.trim() ? '，必要时也会通过你留下的联系方式与你联系' : ''}。`}
        >
          <Button className='fb-done__btn btn-primary' data-testid='feedback-back' onClick={() => void goBack()}>
            返回
          </Button>
          <Text className='fb-done__again' data-testid='feedback-mine' onClick={() => void redirectTo('myFeedback')}>
            查看我的反馈
          </Text>
          <Text className='fb-done__again' data-testid='feedback-again' onClick={() => store.reset()}>
            再提一条
          </Text>
        </FormDone>
      </PageShell>
    )

  return (
    <PageShell>
      <View className='fb'>
        <FormCard title='反馈类型' required>
          <Choices
            options={FEEDBACK_CATEGORIES}
            value={category}
            onChange={(c) => store.setCategory(c)}
            block='fb-cat'
            testIdPrefix='cat-'
          />
        </FormCard>

        <FormCard title='问题描述' required>
          <ContentField
            testId='feedback'
            placeholder='请描述你遇到的问题或建议，我们会尽快处理'
            value={content}
            onChange={(v) => store.setContent(v)}
          />
          <ShotGrid images={store.images} label='上传截图' canAdd={addImage} onPicked={(count) => trackFeedback('image', { count })} />
        </FormCard>

        <FormCard title='联系方式（选填）'>
          <ContactField
            testId='feedback-contact'
            placeholder='手机号、邮箱或QQ号，方便我们联系你'
            value={contact}
            onChange={(v) => store.setContact(v)}
          />
        </FormCard>

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
