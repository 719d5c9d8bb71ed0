import { routeUrl, type PageUrl, type PlainRoute } from '@/constants/routes'
import { useDidShow } from '@tarojs/taro'
import { View, Text, Image, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import {
  Articles,
  Copy,
  Coupon,
  Fabulous,
  Feedback,
  Gift,
  Heart,
  IconTile,
  List,
  Notice,
  Order,
  Service,
  Setting,
  ShieldCheck,
  Star,
  UserAdd,
  Wallet,
  type IconComponent,
  type Tone,
} from '@/components/icon'
import { isIOSDevice } from '@/components/article/device'
import { MissionTab } from '@/constants/mission'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { loveRoute, missionRoute } from '@/features/rewards'
import { navigateTo } from '@/router'
import { mineStore } from '@/stores/mine'
import { sessionStore } from '@/stores/session'
import { track } from '@/tracker'
import './mine.scss'

export const LOGIN_FROM_MINE = { from: routeUrl('mine') }

interface Entry {
  key: string
  title: string
  /** A route name, or the URL when it takes a query or depends on the device. */
  route: PlainRoute | (() => PageUrl)
  /** A glyph of the icon set, drawn on a tile of the tone. */
  icon: IconComponent
  tone: Tone
}

const RECORDS: Entry[] = [
  { key: 'valuation', title: '估价记录', route: 'valuationRecords', icon: Order, tone: 'blue' },
  { key: 'intention', title: '意向记录', route: 'intentionRecords', icon: Articles, tone: 'purple' },
  { key: 'profit', title: '盈亏记录', route: 'profitRecords', icon: Wallet, tone: 'orange' },
  { key: 'collect', title: '我的收藏', route: 'collect', icon: Star, tone: 'red' },
  { key: 'recommend', title: '账号推荐', route: 'accountRecommendation', icon: Fabulous, tone: 'green' },
  { key: 'similar', title: '相似账号', route: 'similarAccounts', icon: Copy, tone: 'cyan' },
  { key: 'vouchers', title: '券使用记录', route: 'vouchersList', icon: Coupon, tone: 'orange' },
  // iPhones get the iOS variants of the mission centre and love value.
  {
    key: 'invite',
    title: '邀请好友',
    route: () => routeUrl(missionRoute(isIOSDevice()), { tab: MissionTab.INVITE }),
    icon: UserAdd,
    tone: 'green',
  },
  { key: 'mission', title: '任务中心', route: () => routeUrl(missionRoute(isIOSDevice())), icon: Gift, tone: 'blue' },
  { key: 'love', title: '爱心值', route: () => routeUrl(loveRoute(isIOSDevice())), icon: Heart, tone: 'red' },
]

const SERVICES: Entry[] = [
  { key: 'messages', title: '消息', route: 'messages', icon: Notice, tone: 'red' },
  { key: 'realName', title: '实名认证', route: 'realNameAuth', icon: ShieldCheck, tone: 'green' },
  { key: 'feedback', title: '意见反馈', route: 'feedback', icon: Feedback, tone: 'cyan' },
  { key: 'myFeedback', title: '我的反馈', route: 'myFeedback', icon: List, tone: 'orange' },
  { key: 'contact', title: '联系我们', route: 'contactUs', icon: Service, tone: 'purple' },
  { key: 'setting', title: '设置', route: 'setting', icon: Setting, tone: 'blue' },
]

const go = (route: Entry['route']) => void (typeof route === 'function' ? navigateTo(route()) : navigateTo(route))

/** A tap on a Mine entry (spec tracking: mine › records / setting / real-name-auth / messages). */
const open = (e: Entry) => {
  track(TrackEventType.EVENT, TrackName.MINE, { entry: e.key }, `mine.${e.key}`)
  go(e.route)
}

function Avatar({ src }: { src?: string }) {
  if (src) return <Image className='mine-avatar' src={src} mode='aspectFill' data-testid='avatar' />
  return (
    <View className='mine-avatar mine-avatar--default' data-testid='avatar'>
      <View className='mine-avatar__head' />
      <View className='mine-avatar__body' />
    </View>
  )
}

/** How many messages are unread, as a badge: 99+ beyond two digits. */
const UnreadCount = ({ count }: { count: number }) => (
  <Text className='mine-cell__count' data-testid='messages-count' aria-label={`${count} 条未读消息`}>
    {count > 99 ? '99+' : count}
  </Text>
)

const LoggedOutHeader = () => (
  <View className='mine-head' data-testid='mine-head'>
    <Avatar />
    <View className='mine-head__info'>
      <Text className='mine-head__name'>登录/注册</Text>
      <Text className='mine-head__sub'>登录后查看记录和解锁券</Text>
    </View>
    <Button className='mine-head__login' data-testid='mine-login-btn' onClick={() => void navigateTo('codeLogin', LOGIN_FROM_MINE)}>
      立即登录
    </Button>
  </View>
)

const LoggedInHeader = observer(() => {
  const user = sessionStore.userInfo ?? {}
  const nickname = typeof user.nickname === 'string' && user.nickname ? user.nickname : '游戏估价用户'
  const phone = typeof user.phone === 'string' ? user.phone : ''
  const named = mineStore.isRealNamed
  return (
    <View className='mine-head' data-testid='mine-head'>
      <Avatar src={typeof user.avatar === 'string' ? user.avatar : undefined} />
      <View className='mine-head__info'>
        <Text className='mine-head__name' data-testid='nickname'>
          {nickname}
        </Text>
        <View className='mine-head__row'>
          {phone ? (
            <Text className='mine-head__phone' data-testid='phone'>
              {phone}
            </Text>
          ) : null}
          <View
            className={`mine-badge ${named ? 'mine-badge--ok' : 'mine-badge--todo'}`}
            data-testid='real-name-badge'
            onClick={() => !named && go('realNameAuth')}
          >
            <Text>{named ? '已实名' : '未实名'}</Text>
          </View>
        </View>
      </View>
    </View>
  )
})

function MinePage() {
  const loggedIn = sessionStore.isLoggedIn

  useDidShow(() => {
    track(TrackEventType.PV, TrackName.MINE, { loggedIn: sessionStore.isLoggedIn }, 'mine')
    void mineStore.refresh()
  })

  const coupons = loggedIn && mineStore.couponCount !== null ? String(mineStore.couponCount) : '--'

  return (
    <PageShell>
      <View className='mine'>
        {loggedIn ? <LoggedInHeader /> : <LoggedOutHeader />}

        <View className='mine-wallet' onClick={() => go('vouchersList')} data-testid='coupon-card'>
          <View className='mine-wallet__item'>
            <Text className='mine-wallet__num' data-testid='coupon-count'>
              {coupons}
            </Text>
            <Text className='mine-wallet__label'>解锁券（张）</Text>
          </View>
          <View className='mine-wallet__split' />
          <View className='mine-wallet__hint'>
            <Text className='mine-wallet__hint-text'>券可用于解锁估价报告</Text>
            <Text className='mine-wallet__link'>使用记录 ›</Text>
          </View>
        </View>

        <View className='mine-card'>
          <Text className='mine-card__title'>我的服务</Text>
          <View className='mine-grid'>
            {RECORDS.map((e) => (
              <View key={e.key} className='mine-grid__item' data-testid={`entry-${e.key}`} onClick={() => open(e)}>
                <IconTile icon={e.icon} tone={e.tone} />
                <Text className='mine-grid__text'>{e.title}</Text>
              </View>
            ))}
          </View>
        </View>

        <View className='mine-card mine-card--list'>
          {SERVICES.map((e) => (
            <View key={e.key} className='mine-cell' data-testid={`entry-${e.key}`} onClick={() => open(e)}>
              <IconTile icon={e.icon} tone={e.tone} size='sm' />
              <Text className='mine-cell__title'>{e.title}</Text>
              {e.key === 'realName' && loggedIn ? (
                <Text className='mine-cell__extra'>{mineStore.isRealNamed ? '已实名' : '去认证'}</Text>
              ) : null}
              {e.key === 'messages' && loggedIn && mineStore.messagesUnread ? <UnreadCount count={mineStore.messagesUnread} /> : null}
              {e.key === 'myFeedback' && loggedIn && mineStore.feedbackUnread ? (
                <View className='mine-cell__dot' data-testid='my-feedback-dot' aria-label='有新回复' />
              ) : null}
              <View className='mine-cell__arrow' />
            </View>
          ))}
        </View>
      </View>
    </PageShell>
  )
}

export default observer(MinePage)
