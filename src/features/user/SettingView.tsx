import type { PlainRoute } from '@/constants/routes'
import { useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text, Input, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { clearNonLoginCaches } from '@/platform/caches'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { Colors } from '@/constants/colors'
import { navigateTo, reLaunch } from '@/router'
import { track } from '@/tracker'
import { mineStore } from '@/stores/mine'
import { sessionStore } from '@/stores/session'
import './setting.scss'
import BusyButton from '@/components/busy-button'

export const LOG_OFF_WORD = '注销'

const AGREEMENTS = [
  { key: 'user', title: '用户协议', route: 'h5PolicyAgreement' },
  { key: 'privacy', title: '隐私政策', route: 'h5PrivacyGuide' },
  { key: 'neutral', title: '第三方信息共享清单', route: 'h5Neutral' },
  { key: 'child', title: '儿童个人信息保护规则', route: 'h5ChildProtection' },
] as const satisfies readonly { key: string; title: string; route: PlainRoute }[]

const toast = (title: string, icon: 'none' | 'success' = 'none') => void Taro.showToast({ title, icon })

function Cell({ title, testId, onClick, danger }: { title: string; testId: string; onClick: () => void; danger?: boolean }) {
  return (
    <View className='set-cell' data-testid={testId} onClick={onClick}>
      <Text className={`set-cell__title ${danger ? 'set-cell__title--danger' : ''}`}>{title}</Text>
      <View className='set-cell__arrow' />
    </View>
  )
}

function SettingPage() {
  const loggedIn = sessionStore.isLoggedIn
  const [logOffOpen, setLogOffOpen] = useState(false)
  const [word, setWord] = useState('')
  const [busy, setBusy] = useState(false)

  useDidShow(() => {
    track(TrackEventType.PV, TrackName.SETTING, { loggedIn }, 'mine.setting')
  })

  const trackSetting = (action: string) => track(TrackEventType.EVENT, TrackName.SETTING, { action }, `mine.setting.${action}`)

  const onClearCache = () => {
    trackSetting('clearCache')
    clearNonLoginCaches()
    toast('已清除', 'success')
  }

  const onLogout = async () => {
    const { confirm } = await Taro.showModal({
      title: '退出登录',
      content: '退出后将无法查看估价记录和解锁券，确定退出吗？',
      confirmText: '退出',
      confirmColor: Colors.PRIMARY,
    })
    if (!confirm) return
    trackSetting('logout')
    await sessionStore.logout()
    mineStore.reset()
    await reLaunch('home')
  }

  const onAskLogOff = async () => {
    const { confirm } = await Taro.showModal({
      title: '注销账号',
      content: '注销后，账号的手机号、昵称、实名信息、估价记录、收藏和未使用的解锁券将被清除且无法恢复，所有设备上的登录同时失效。',
      confirmText: '继续注销',
      confirmColor: '#f54a45',
    })
    if (!confirm) return
    setWord('')
    setLogOffOpen(true)
  }

  const canLogOff = word.trim() === LOG_OFF_WORD && !busy

  const onLogOff = async () => {
    if (!canLogOff) return
    setBusy(true)
    try {
      await sessionStore.deleteAccount()
      trackSetting('logOff')
    } catch {
      // The request layer has shown the reason; the sheet stays open for another try.
      setBusy(false)
      return
    }
    mineStore.reset()
    setLogOffOpen(false)
    setBusy(false)
    await reLaunch('home')
    toast('账号已注销')
  }

  return (
    <PageShell>
      <View className='set'>
        <Text className='set__group'>协议与隐私</Text>
        <View className='set-card'>
          {AGREEMENTS.map((a) => (
            <Cell key={a.key} title={a.title} testId={`agreement-${a.key}`} onClick={() => void navigateTo(a.route)} />
          ))}
          <Cell title='隐私设置' testId='privacy-settings' onClick={() => void navigateTo('h5AuthErrorGuide')} />
        </View>

        <Text className='set__group'>通用</Text>
        <View className='set-card'>
          <Cell title='清除缓存' testId='clear-cache' onClick={onClearCache} />
        </View>

        {loggedIn ? (
          <>
            <Text className='set__group'>账号</Text>
            <View className='set-card'>
              <Cell title='注销账号' testId='log-off' onClick={() => void onAskLogOff()} />
            </View>
            <Button className='set__logout' data-testid='logout' onClick={() => void onLogout()}>
              退出登录
            </Button>
          </>
        ) : null}
      </View>

      {logOffOpen ? (
        <View className='set-mask' data-testid='log-off-sheet'>
          <View className='set-sheet'>
            <Text className='set-sheet__title'>确认注销账号</Text>
            <Text className='set-sheet__desc'>此操作不可撤销。请在下方输入“{LOG_OFF_WORD}”以确认。</Text>
            <View className='set-sheet__field' data-testid='log-off-input'>
              <Input
                className='set-sheet__input'
                placeholder={`请输入“${LOG_OFF_WORD}”`}
                value={word}
                maxlength={10}
                onInput={(e) => setWord(e.detail.value)}
              />
            </View>
            <View className='set-sheet__actions'>
              <Button className='set-sheet__cancel' data-testid='log-off-cancel' onClick={() => setLogOffOpen(false)}>
                取消
              </Button>
              <BusyButton
                className={`set-sheet__confirm ${canLogOff ? '' : 'set-sheet__confirm--disabled'}`}
                testId='log-off-confirm'
                busy={busy}
                disabled={!canLogOff}
                onClick={() => void onLogOff()}
              >
                确认注销
              </BusyButton>
            </View>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(SettingPage)
