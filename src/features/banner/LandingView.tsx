import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { EmptyState, Failure } from '@/components/list-states'
import { isIOSDevice } from '@/components/article/device'
import { bannerGradient } from '@/constants/home'
import { TrackName } from '@/constants/tracker'
import { navigateTo, switchTab } from '@/router'
import { inAppUrl } from '@/router/banner'
import { trackClick } from '@/tracker/hooks'
import { BannerLandingStore, LandingText, bannerIdOf } from './landing-store'
import { useRouteParams } from '@/router/params'
import './banner.scss'

function LandingSkeleton() {
  return (
    <View className='bl-skeleton' data-testid='landing-skeleton'>
      <View className='bl-sk bl-sk--hero' />
      <View className='bl-card'>
        <View className='bl-sk bl-sk--title' />
        <View className='bl-sk bl-sk--line' />
        <View className='bl-sk bl-sk--line' />
        <View className='bl-sk bl-sk--short' />
      </View>
    </View>
  )
}

const goHome = () => void switchTab('home')

const Landing = observer(function Landing({ store }: { store: BannerLandingStore }) {
  const detail = store.detail
  if (!detail) return null
  const { banner, action } = detail
  // A button whose path this build does not have stays hidden rather than leading nowhere.
  const actionUrl = action ? inAppUrl(action.path, { ios: isIOSDevice() }) : null
  const onAction = () => {
    if (!actionUrl) return
    trackClick(TrackName.INDEX_BANNER, { bannerId: banner.id, action: 'landing' })
    void navigateTo(actionUrl)
  }
  const blocks = store.blocks
  return (
    <View className={`bl ${actionUrl ? 'bl--with-bar' : ''}`} data-testid='landing'>
      <View className='bl-hero' style={banner.image ? undefined : { background: bannerGradient(banner.colors, 135) }}>
        {banner.image ? <Image className='bl-hero__img' src={banner.image} mode='aspectFill' data-testid='landing-image' /> : null}
        <View className={`bl-hero__text ${banner.image ? 'bl-hero__text--scrim' : ''}`}>
          <Text className='bl-hero__title' data-testid='landing-title'>
            {banner.title}
          </Text>
          {banner.desc ? (
            <Text className='bl-hero__desc' data-testid='landing-desc'>
              {banner.desc}
            </Text>
          ) : null}
        </View>
      </View>

      {blocks.length ? (
        <View className='bl-card' data-testid='landing-body'>
          {blocks.map((b, i) =>
            b.kind === 'heading' ? (
              <Text key={i} className='bl-heading' data-testid='landing-heading'>
                {b.text}
              </Text>
            ) : (
              <Text key={i} className='bl-para' data-testid='landing-para'>
                {b.text}
              </Text>
            ),
          )}
        </View>
      ) : null}

      {actionUrl ? (
        <View className='bl-bar'>
          <View className='bl-action' data-testid='landing-action' onClick={onAction}>
            <Text>{action?.text}</Text>
          </View>
        </View>
      ) : null}
    </View>
  )
})

/** A banner's landing page (`pages/h5/banner/index?id=N`): hero, body and button, from the service. */
function BannerLandingView() {
  const params = useRouteParams('h5Banner')
  const [store] = useState(() => new BannerLandingStore(bannerIdOf(params.id)))
  useEffect(() => {
    void store.load()
  }, [store])
  const title = store.detail?.banner.title
  useEffect(() => {
    // Mini-programs draw their own bar from the page config: give it the activity's name too.
    if (title) void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  let body
  if (store.status === 'error')
    body = <Failure text={store.error} onRetry={() => void store.load()} remedy={store.remedy} testId='landing-error' />
  else if (store.status !== 'ready') body = <LandingSkeleton />
  else if (store.missing)
    body = (
      <EmptyState
        text={LandingText.MISSING}
        sub={LandingText.MISSING_SUB}
        testId='landing-missing'
        button={{ text: '返回首页', onClick: goHome, testId: 'landing-home', className: 'bl-home' }}
      />
    )
  else body = <Landing store={store} />

  return (
    <PageShell title={title}>
      <View className='bl-page'>{body}</View>
    </PageShell>
  )
}

export default observer(BannerLandingView)
