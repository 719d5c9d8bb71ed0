import { useDidShow } from '@tarojs/taro'
import { View, Text, Image, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { navigateTo } from '@/router'
import { mineStore } from '@/stores/mine'
import { sessionStore } from '@/stores/session'
import { track } from '@/tracker'
import './index.scss'

export const MINE_PATH = '/pages/my/index'
export const LOGIN_FROM_MINE = { path: '/pages/login/verifyCode', params: { from: MINE_PATH } }

interface Entry {
  key: string
  title: string
  path: string
  /** One character drawn in a tinted square: no icon assets needed. */
  glyph: string
  tone: 'blue' | 'green' | 'orange' | 'purple' | 'red' | 'cyan'
}

const RECORDS: Entry[] = [
  { key: 'valuation', title: '估价记录', path: '/pages/my-page/valuation-records', glyph: '估', tone: 'blue' },
  { key: 'intention', title: '意向记录', path: '/pages/my-page/intention-record', glyph: '意', tone: 'purple' },
  { key: 'profit', title: '盈亏记录', path: '/pages/my-page/profit-record', glyph: '盈', tone: 'orange' },
  { key: 'collect', title: '我的收藏', path: '/pages/my-page/collect', glyph: '藏', tone: 'red' },
  { key: 'recommend', title: '账号推荐', path: '/pages/my-page/account-recommendation', glyph: '荐', tone: 'green' },
  { key: 'similar', title: '相似账号', path: '/pages/my-page/similar-accounts', glyph: '似', tone: 'cyan' },
  { key: 'vouchers', title: '券使用记录', path: '/pages/vouchersList/index', glyph: '券', tone: 'orange' },
  { key: 'mission', title: '任务中心', path: '/pages/missionCenter/index', glyph: '任', tone: 'blue' },
  { key: 'love', title: '爱心值', path: '/pages/loveValue/index', glyph: '爱', tone: 'red' },
]

export const REAL_NAME_PATH = '/pages/realNameAuth/index'

const SERVICES: Entry[] = [
  { key: 'realName', title: '实名认证', path: REAL_NAME_PATH, glyph: '实', tone: 'green' },
  { key: 'feedback', title: '意见反馈', path: '/subPages/adviceFeedback/index', glyph: '议', tone: 'cyan' },
  { key: 'contact', title: '联系我们', path: '/pages/my-page/contactUs', glyph: '联', tone: 'purple' },
  { key: 'setting', title: '设置', path: '/pages/my-page/setting', glyph: '设', tone: 'blue' },
]

export const MINE_ENTRIES = [...RECORDS, ...SERVICES]

const go = (path: string) => void navigateTo(path)

/** A tap on a Mine entry (spec tracking: mine › records / setting / real-name-auth / messages). */
const open = (e: Entry) => {
  track(TrackEventType.EVENT, TrackName.MINE, { entry: e.key }, `mine.${e.key}`)
  go(e.path)
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

const LoggedOutHeader = () => (
  <View className='mine-head' data-testid='mine-head'>
    <Avatar />
    <View className='mine-head__info'>
      <Text className='mine-head__name'>登录/注册</Text>
      <Text className='mine-head__sub'>登录后查看记录和解锁券</Text>
    </View>
    <Button
      className='mine-head__login'
      data-testid='mine-login-btn'
      onClick={() => void navigateTo(LOGIN_FROM_MINE.path, LOGIN_FROM_MINE.params)}
    >
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
            onClick={() => !named && go(REAL_NAME_PATH)}
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

        <View className='mine-wallet' onClick={() => go('/pages/vouchersList/index')} data-testid='coupon-card'>
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
                <View className={`mine-icon mine-icon--${e.tone}`}>
                  <Text>{e.glyph}</Text>
                </View>
                <Text className='mine-grid__text'>{e.title}</Text>
              </View>
            ))}
          </View>
        </View>

        <View className='mine-card mine-card--list'>
          {SERVICES.map((e) => (
            <View key={e.key} className='mine-cell' data-testid={`entry-${e.key}`} onClick={() => open(e)}>
              <View className={`mine-icon mine-icon--small mine-icon--${e.tone}`}>
                <Text>{e.glyph}</Text>
              </View>
              <Text className='mine-cell__title'>{e.title}</Text>
              {e.key === 'realName' && loggedIn ? (
                <Text className='mine-cell__extra'>{mineStore.isRealNamed ? '已实名' : '去认证'}</Text>
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
