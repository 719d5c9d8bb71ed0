import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { ArrowDecline, Coupon, IconTile, Instocks, Refund, Search } from '@/components/icon'
import PageShell from '@/components/page-shell'
import { TrackName } from '@/constants/tracker'
import { navigateTo, redirectTo, switchTab } from '@/router'
import { trackClick, usePageView } from '@/tracker/hooks'
import { DownloadGuide } from './DownloadGuide'
import { DownloadStore, targetRoute, type DownloadPlatform, type MainAction } from './download-store'
import { useRouteParams } from '@/router/params'
import './download.scss'

/** What the App offers: the five things a user comes back for, in the words and glyphs of the home page's entries. */
const FEATURES = [
  { key: 'valuation', icon: Refund, tone: 'blue', title: '精准估价', desc: '填写账号属性或粘贴商品链接，按真实成交数据给出估值区间' },
  { key: 'purpose', icon: Search, tone: 'green', title: '找意向账号', desc: '说出预算和想要的配置，帮你从在售账号里挑出合适的' },
  { key: 'check', icon: ArrowDecline, tone: 'orange', title: '我亏了吗', desc: '输入买入价格和时间，看看这笔交易是赚是亏' },
  { key: 'trend', icon: Instocks, tone: 'red', title: '行情趋势', desc: '各游戏账号价格走势和热门属性，一眼看懂行情' },
  { key: 'coupon', icon: Coupon, tone: 'purple', title: '解锁券与好友助力', desc: '邀请好友助力或使用解锁券，免费解锁完整报告' },
] as const

const PLATFORM = {
  android: {
    badge: 'Android 版',
    action: '下载安卓版',
    name: '安卓版',
    openHint: '如遇安全提示，请选择「继续安装」',
    other: { route: 'h5DownloadAppIOS', text: 'iPhone 用户？前往 iOS 版' },
  },
  ios: {
    badge: 'iOS 版',
    action: '前往 App Store',
    name: 'iOS 版',
    openHint: '将前往 App Store 下载',
    other: { route: 'h5DownloadApp', text: '安卓用户？下载安卓版' },
  },
} as const

function hintOf(action: MainAction, store: DownloadStore): string {
  const p = PLATFORM[store.platform]
  switch (action.kind) {
    case 'unavailable':
      return `${p.name}正在准备中，敬请期待`
    case 'copy':
      return store.inWechat ? '微信内无法直接下载，点击复制链接后在浏览器中打开' : '点击复制下载链接，在手机浏览器中打开'
    case 'open':
      return p.openHint
    case 'inApp':
      return '你已在使用游戏估价App'
    case 'loading':
    default:
      return ''
  }
}

const MainButton = observer(function MainButton({ store }: { store: DownloadStore }) {
  const action = store.main
  const p = PLATFORM[store.platform]
  if (action.kind === 'inApp') {
    return (
      <View className='dl__btn' data-testid='dl-home' onClick={() => void switchTab('home')}>
        <Text>返回首页</Text>
      </View>
    )
  }
  if (action.kind === 'loading' || action.kind === 'unavailable') {
    return (
      <View className='dl__btn dl__btn--off' data-testid='dl-main' aria-disabled>
        <Text>{action.kind === 'loading' ? '加载中…' : 'App 即将上线'}</Text>
      </View>
    )
  }
  const onTap = async () => {
    const did = await store.download()
    if (did) trackClick(TrackName.DOWNLOAD_APP, { action: did, platform: store.platform })
  }
  return (
    <View className='dl__btn' data-testid='dl-main' onClick={() => void onTap()}>
      <Text>{p.action}</Text>
    </View>
  )
})

function DownloadView({ platform }: { platform: DownloadPlatform }) {
  const params = useRouteParams('h5DownloadApp')
  const [store] = useState(() => new DownloadStore(platform, params.path))
  usePageView(TrackName.DOWNLOAD_APP, { platform, path: store.target ?? undefined })
  useDidShow(() => void store.enter())
  const p = PLATFORM[platform]
  const action = store.main
  const hint = hintOf(action, store)
  const target = store.target
  const onOther = () => void redirectTo(p.other.route, target ? { path: target } : undefined)
  const onTarget = () => {
    if (!target) return
    trackClick(TrackName.DOWNLOAD_APP, { action: 'target', target, platform })
    void navigateTo(targetRoute(target))
  }
  // Nothing to download yet: staying on the web is the one thing to do, so it moves up under the button.
  const webFirst = action.kind === 'unavailable'
  const webButton = (
    <View className={webFirst ? 'dl__ghost' : 'dl__web'} data-testid='dl-web' onClick={() => void switchTab('home')}>
      <Text>{store.onWeb ? '继续使用网页版' : '返回首页'}</Text>
    </View>
  )
  const onOpenApp = () => {
    trackClick(TrackName.DOWNLOAD_APP, { action: 'open-app', platform })
    store.openApp()
  }
  return (
    <PageShell>
      <View className='dl' data-testid='download-app'>
        <View className='dl__hero'>
          <View className='dl__logo'>
            <Text className='dl__logo-mark'>估</Text>
          </View>
          <Text className='dl__name'>游戏估价</Text>
          <Text className='dl__pitch'>按真实成交数据，算清你的游戏账号值多少钱</Text>
          <Text className='dl__badge'>{p.badge}</Text>
          <View className='dl__actions'>
            <MainButton store={store} />
            {hint ? (
              <Text className='dl__hint' data-testid='dl-hint'>
                {hint}
              </Text>
            ) : null}
            {store.deepLinkUrl ? (
              <View className='dl__ghost' data-testid='dl-open-app' onClick={onOpenApp}>
                <Text>已安装？打开App</Text>
              </View>
            ) : null}
            {webFirst ? webButton : null}
            {store.showTargetShortcut ? (
              <View className='dl__link dl__link--strong' data-testid='dl-setting' onClick={onTarget}>
                <Text>暂不下载，去设置</Text>
              </View>
            ) : null}
          </View>
        </View>

        <View className='dl__card'>
          <Text className='dl__card-title'>App 能帮你做什么</Text>
          {FEATURES.map((f) => (
            <View key={f.key} className='dl__feature' data-testid={`dl-feature-${f.key}`}>
              <IconTile icon={f.icon} tone={f.tone} solid />
              <View className='dl__feature-body'>
                <Text className='dl__feature-title'>{f.title}</Text>
                <Text className='dl__feature-desc'>{f.desc}</Text>
              </View>
            </View>
          ))}
        </View>

        <View className='dl__footer'>
          {action.kind === 'inApp' || webFirst ? null : webButton}
          <View className='dl__link' data-testid='dl-other' onClick={onOther}>
            <Text>{p.other.text}</Text>
          </View>
        </View>
      </View>
      {store.guideOpen ? <DownloadGuide store={store} /> : null}
    </PageShell>
  )
}

const DownloadPage = observer(DownloadView)

/** The two download routes: each platform's page. */
export const AndroidDownloadView = () => <DownloadPage platform='android' />
export const IOSDownloadView = () => <DownloadPage platform='ios' />
