import { useEffect } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View, Text, Image, Swiper, SwiperItem } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import GameGrid from '@/components/game-grid'
import {
  ArrowDecline,
  ArrowTransfer,
  Edit,
  Gift,
  IconTile,
  Instocks,
  List,
  Refund,
  Search,
  ShieldCheck,
  Success,
  type IconComponent,
  type Tone,
} from '@/components/icon'
import { isIOSDevice } from '@/components/article/device'
import { HOME_ENTRIES, HOME_TASK, bannerGradient, type HomeEntry, type HomeEntryKey, type IndexBanner } from '@/constants/home'
import { UiDefault } from '@/constants/app'
import { navigateTo, switchTab } from '@/router'
import { openBanner } from '@/router/banner'
import { homeStore } from '@/stores/home'
import { sessionStore } from '@/stores/session'
import { consumeEntryLaunch } from '@/stores/launch/entry-launch'
import { isCountShown, valuationCountText } from '@/utils/slogan'
import { TrackName } from '@/constants/tracker'
import { trackClick, useExposure, useExposureTarget, usePageView } from '@/tracker/hooks'
import { HomeInformation, HOME_INFORMATION_EXPOSURE } from '@/features/information'
import { HOME_MARKET_EXPOSURES, HomeMarket, refreshHomeMarket } from '@/features/home-market'
import './home.scss'

const RETRY_TEXT = '重新加载'

function Skeleton() {
  return (
    <View className='home__skeleton' data-testid='home-skeleton'>
      <View className='sk sk--hero' />
      <View className='sk sk--banner' />
      <View className='sk-row'>
        {[0, 1, 2].map((i) => (
          <View key={i} className='sk sk--cell' />
        ))}
      </View>
      <View className='sk sk--card' />
    </View>
  )
}

function ErrorState({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <View className='home__error' data-testid='home-error'>
      <View className='home__error-icon'>
        <Text>!</Text>
      </View>
      <Text className='home__error-text'>{text}</Text>
      <View className='home__retry' data-testid='home-retry' onClick={onRetry}>
        <Text>{RETRY_TEXT}</Text>
      </View>
    </View>
  )
}

/** The slogan's three points, in the order of their client-side titles: 真实成交, 估价区间, 价值拆解. */
const POINT_ICONS: readonly IconComponent[] = [Success, ArrowTransfer, List]

const Hero = observer(function Hero() {
  const { slogan, valuationCount } = homeStore
  useExposureTarget()
  return (
    <View className='home__hero track-exposure' data-exposure='top'>
      <Text className='home__title' data-testid='slogan-title'>
        {slogan.title}
      </Text>
      <Text className='home__span' data-testid='slogan-span'>
        {slogan.span}
      </Text>
      {isCountShown(valuationCount) ? (
        <View className='home__count' data-testid='valuation-count'>
          <Text>{valuationCountText(valuationCount)}</Text>
        </View>
      ) : null}
      <View className='home__points'>
        {slogan.div.map((d, i) => (
          <View key={i} className='home__point' data-testid='slogan-item'>
            <IconTile icon={POINT_ICONS[i % POINT_ICONS.length]} tone='blue' size='sm' />
            <Text className='home__point-title'>{d.title}</Text>
            {d.span ? <Text className='home__point-span'>{d.span}</Text> : null}
          </View>
        ))}
      </View>
    </View>
  )
})

/** Home entries with an event of their own among the spec's tracking names. */
const ENTRY_EVENTS: Record<string, string> = { 'deal-analyze': TrackName.INDEX_ANALYSIS }

const TASK_EXPOSURE = 'task'

/** `data-exposure` keys → event names; each banner has its own key so each one's exposure counts on its own. */
function exposureNames(banners: readonly IndexBanner[]): Record<string, string> {
  return {
    top: TrackName.INDEX_TOP,
    'entry-deal-analyze': TrackName.INDEX_ANALYSIS,
    [TASK_EXPOSURE]: TrackName.INDEX_TASK,
    [HOME_INFORMATION_EXPOSURE]: TrackName.INDEX_INFORMATION,
    ...HOME_MARKET_EXPOSURES,
    ...Object.fromEntries(banners.map((b) => [`banner-${b.id}`, TrackName.INDEX_BANNER])),
  }
}

function BannerCard({ banner: b }: { banner: IndexBanner }) {
  useExposureTarget()
  const open = () => {
    trackClick(TrackName.INDEX_BANNER, { bannerId: b.id })
    void openBanner(b, { ios: isIOSDevice() })
  }
  if (b.image) {
    return (
      <View
        className='home__banner home__banner--image track-exposure'
        data-exposure={`banner-${b.id}`}
        data-testid={`banner-${b.id}`}
        onClick={open}
      >
        <Image className='home__banner-img' src={b.image} mode='aspectFill' data-testid={`banner-${b.id}-image`} />
        <View className='home__banner-scrim'>
          <Text className='home__banner-title'>{b.title}</Text>
          {b.desc ? <Text className='home__banner-desc'>{b.desc}</Text> : null}
        </View>
      </View>
    )
  }
  return (
    <View
      className='home__banner track-exposure'
      data-exposure={`banner-${b.id}`}
      data-testid={`banner-${b.id}`}
      style={{ background: bannerGradient(b.colors) }}
      onClick={open}
    >
      <Text className='home__banner-title'>{b.title}</Text>
      {b.desc ? <Text className='home__banner-desc'>{b.desc}</Text> : null}
      <View className='home__banner-go'>
        <Text>立即查看</Text>
      </View>
    </View>
  )
}

/** The operators' banners; nothing at all when there are none or they failed to load. */
const Banners = observer(function Banners() {
  const { banners, showBannerSkeleton } = homeStore
  if (showBannerSkeleton) return <View className='home__banners sk' data-testid='banner-skeleton' />
  if (!banners.length) return null
  const several = banners.length > 1
  return (
    <Swiper
      className='home__banners'
      data-testid='home-banners'
      autoplay={several}
      circular={several}
      indicatorDots={several}
      indicatorColor='rgba(255,255,255,0.5)'
      indicatorActiveColor='#ffffff'
      interval={UiDefault.SWIPER_INTERVAL_MS}
    >
      {banners.map((b) => (
        <SwiperItem key={b.id}>
          <BannerCard banner={b} />
        </SwiperItem>
      ))}
    </Swiper>
  )
})

/** Each home entry's tile: a glyph of the icon set on its tone. */
const ENTRY_LOOK: Record<HomeEntryKey, { icon: IconComponent; tone: Tone }> = {
  evaluate: { icon: Refund, tone: 'blue' },
  purpose: { icon: Search, tone: 'green' },
  check: { icon: ArrowDecline, tone: 'orange' },
  'deal-evaluate': { icon: ShieldCheck, tone: 'purple' },
  'deal-analyze': { icon: Instocks, tone: 'red' },
  'ai-creating': { icon: Edit, tone: 'cyan' },
}

function Entries() {
  useExposureTarget()
  const open = (e: HomeEntry) => {
    trackClick(ENTRY_EVENTS[e.key] ?? TrackName.INDEX, { entry: e.key })
    void navigateTo(e.route)
  }
  return (
    <View className='home__card home__entries'>
      {HOME_ENTRIES.map((e) => (
        <View
          key={e.key}
          className='home__entry track-exposure'
          data-exposure={`entry-${e.key}`}
          data-testid={`entry-${e.key}`}
          onClick={() => open(e)}
        >
          <IconTile icon={ENTRY_LOOK[e.key].icon} tone={ENTRY_LOOK[e.key].tone} size='lg' solid />
          <Text className='home__entry-title'>{e.title}</Text>
          <Text className='home__entry-desc'>{e.desc}</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * The mission centre's entry (the spec's tracking name `index task`). The mission centre is open to visitors,
 * so the card shows for everyone: signed-in users are invited to sign in for the day, visitors to look around.
 */
const TaskEntry = observer(function TaskEntry() {
  const loggedIn = sessionStore.isLoggedIn
  useExposureTarget()
  const open = () => {
    trackClick(TrackName.INDEX_TASK, { loggedIn })
    // The iOS variant leaves out rewards that lead to a payment.
    void navigateTo(isIOSDevice() ? 'missionCenterIOS' : 'missionCenter')
  }
  return (
    <View className='home__card home__task track-exposure' data-exposure={TASK_EXPOSURE} data-testid='home-task' onClick={open}>
      <IconTile icon={Gift} tone='orange' solid />
      <View className='home__task-body'>
        <Text className='home__task-title'>{HOME_TASK.title}</Text>
        <Text className='home__task-desc'>{HOME_TASK.desc}</Text>
      </View>
      <View className='home__task-go' data-testid='home-task-go'>
        <Text>{loggedIn ? '去签到' : '去看看'}</Text>
      </View>
    </View>
  )
})

const Games = observer(function Games() {
  const { games, selectedGameId, selectedGame, selectedFeatures } = homeStore
  if (!games.length) {
    return (
      <View className='home__card'>
        <Text className='home__section-title'>支持估价的游戏</Text>
        <Text className='home__empty'>暂无可估价的游戏</Text>
      </View>
    )
  }
  return (
    <View className='home__card'>
      <View className='home__section-head'>
        <Text className='home__section-title'>支持估价的游戏</Text>
        <Text className='home__section-sub'>{games.length}款</Text>
      </View>
      <GameGrid games={games} selectedId={selectedGameId} onPick={(id) => homeStore.selectGame(id)} />
      {selectedGame && (
        <View className='home__features' data-testid='game-features'>
          <Text className='home__features-title'>{selectedGame.name} · 估价看点</Text>
          {selectedFeatures.length ? (
            selectedFeatures.map((f, i) => (
              <View key={i} className='home__feature'>
                <View className='home__feature-dot' />
                <View className='home__feature-body'>
                  <Text className='home__feature-name'>{f.title}</Text>
                  <Text className='home__feature-desc'>{f.desc}</Text>
                </View>
              </View>
            ))
          ) : (
            <Text className='home__empty'>暂无估价看点</Text>
          )}
          {/* The valuation tab opens with this game picked (switchTab takes no query: the params are parked for it). */}
          <View
            className='home__features-go'
            data-testid='features-evaluate'
            onClick={() => void switchTab('evaluate', { gameId: selectedGame.gameId })}
          >
            <Text>估一估我的{selectedGame.name}账号</Text>
          </View>
        </View>
      )}
    </View>
  )
})

function HomePage() {
  usePageView(TrackName.INDEX)
  useExposure(exposureNames(homeStore.banners))
  useEffect(() => {
    void homeStore.ensureHome()
  }, [])
  // An activity or partner-login code opens the entry pages (the guide forwards here): run it once.
  useDidShow(() => void consumeEntryLaunch())

  usePullDownRefresh(() => {
    void Promise.all([homeStore.refreshHome(), refreshHomeMarket()]).finally(() => Taro.stopPullDownRefresh())
  })

  const body = homeStore.showSkeleton ? (
    <Skeleton />
  ) : homeStore.showError ? (
    <ErrorState text={homeStore.errorText} onRetry={() => void homeStore.refreshHome()} />
  ) : (
    <>
      <Hero />
      <Banners />
      <Entries />
      <TaskEntry />
      <Games />
      <HomeMarket />
      <HomeInformation />
    </>
  )

  return (
    <PageShell>
      <View className='home'>{body}</View>
    </PageShell>
  )
}

export default observer(HomePage)
