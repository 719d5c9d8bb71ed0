import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { LoadState } from '@/components/list-states'
import { LevelBadge } from '@/components/report-view'
import { ReportKind } from '@/constants/report'
import { isIOSDevice } from '@/components/article/device'
import { routeUrl } from '@/constants/routes'
import { canDownloadApp } from '@/features/download'
import { navigateTo, switchTab } from '@/router'
import { appStore } from '@/stores/app'
import { HelpProgress } from './HelpProgress'
import { FriendHelpStore } from './friend-help-store'
import { useRouteParams } from '@/router/params'
import './help.scss'

const KIND_TITLE: Record<number, string> = {
  [ReportKind.VALUATION]: '账号估价报告',
  [ReportKind.PURPOSE]: '意向推荐报告',
  [ReportKind.CHECK]: '我亏了吗报告',
}

const Action = observer(function Action({ store }: { store: FriendHelpStore }) {
  const d = store.detail
  if (!d) return null
  if (d.mine) {
    return (
      <View className='fh__btn fh__btn--off' data-testid='fh-mine'>
        <Text>这是你的报告，分享给好友来助力吧</Text>
      </View>
    )
  }
  let off: string | null = null
  if (d.helpedByMe) off = '已助力'
  else if (d.unlocked) off = '报告已解锁，感谢助力'
  else if (d.expired) off = '助力已结束'
  if (off) {
    return (
      <View className='fh__btn fh__btn--off' data-testid='fh-done'>
        <Text>{off}</Text>
      </View>
    )
  }
  // The service said no to this friend (the reason is shown above): asking again would say the same.
  if (store.outcome?.kind === 'refused' && store.outcome.final) return null
  const onHelp = () => {
    // Logged out: log in, then back to this page, where the friend taps again (the help is always a tap).
    if (store.needsLogin)
      void navigateTo('codeLogin', { from: routeUrl('friendHelpDownload', { code: store.code }), ...appStore.loginRefs })
    else void store.giveHelp()
  }
  return (
    <View className='fh__btn' data-testid='fh-help' onClick={onHelp}>
      <Text>{store.helping ? '助力中…' : '帮TA助力'}</Text>
    </View>
  )
})

/** The next step for the friend: a valuation of their own, and the app only where there is one to download. */
const NextStep = observer(function NextStep() {
  const platform = isIOSDevice() ? 'ios' : 'android'
  return (
    <View className='fh__card' data-testid='fh-next'>
      <Text className='fh__app'>想知道自己的账号值多少钱？游戏估价支持王者荣耀、和平精英、原神等热门游戏，按真实成交数据估价。</Text>
      <View className='fh__ghost' data-testid='fh-evaluate' onClick={() => void switchTab('evaluate')}>
        <Text>我也来估一估</Text>
      </View>
      {canDownloadApp(platform) ? (
        <View
          className='fh__ghost'
          data-testid='fh-download'
          onClick={() => void navigateTo(platform === 'ios' ? 'h5DownloadAppIOS' : 'h5DownloadApp')}
        >
          <Text>下载游戏估价App</Text>
        </View>
      ) : null}
    </View>
  )
})

function FriendHelpPage() {
  const params = useRouteParams('friendHelpDownload')
  const [store] = useState(() => new FriendHelpStore({ scene: params.scene, code: params.code }))
  useDidShow(() => void store.enter())
  const d = store.detail
  const outcome = store.outcome
  return (
    <PageShell>
      <View className='fh' data-testid='friend-help'>
        <LoadState
          testId='fh'
          status={store.status}
          error={store.error}
          onRetry={store.code ? () => void store.load() : undefined}
          remedy={store.remedy}
          next='home'
        >
          {() =>
            d ? (
              <View className='fh__card'>
                <Text className='fh__invite'>好友 {d.ownerNickname} 邀请你助力</Text>
                <View className='fh__title'>
                  <Text>帮TA免费解锁{KIND_TITLE[d.kind] ?? '报告'}</Text>
                </View>
                <View className='fh__teaser'>
                  <View style={{ flex: 1 }}>
                    <Text className='fh__game'>{d.gameName}</Text>
                    {d.band ? <View className='fh__band'>估值区间 {d.band}</View> : null}
                  </View>
                  {d.level ? <LevelBadge level={d.level} /> : null}
                </View>
                <HelpProgress progress={d} />
                {outcome ? (
                  <View className={`fh__outcome fh__outcome--${outcome.kind === 'helped' ? 'ok' : 'no'}`} data-testid='fh-outcome'>
                    <Text>{outcome.kind === 'helped' ? '恭喜助力成功！' : outcome.text}</Text>
                  </View>
                ) : null}
                <Action store={store} />
              </View>
            ) : null
          }
        </LoadState>
        <NextStep />
      </View>
    </PageShell>
  )
}

export default observer(FriendHelpPage)
