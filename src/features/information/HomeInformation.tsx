import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Article } from '@/api/information'
import { TrackName } from '@/constants/tracker'
import { navigateTo } from '@/router'
import { trackClick, useExposureTarget } from '@/tracker/hooks'
import { formatDate } from '@/utils/time'
import { homeInformationStore as store } from './store'
import './information.scss'

/** `data-exposure` key of the section, for the home page's exposure names (spec tracking: index information). */
export const HOME_INFORMATION_EXPOSURE = 'information'

const openMore = () => {
  trackClick(TrackName.INDEX_INFORMATION, { action: 'more' })
  void navigateTo('information')
}

const openArticle = (a: Article) => {
  trackClick(TrackName.INDEX_INFORMATION, { action: 'article', articleId: a.id })
  void navigateTo('informationDetail', { id: a.id })
}

/**
 * The home page's 资讯 section: the newest articles and 更多 to the list. It loads on its own and stays out of
 * the way: nothing while loading the first time, nothing when it failed or there are no articles.
 */
function HomeInformation() {
  useEffect(() => {
    void store.ensureLoaded()
  }, [])
  const shown = store.status === 'ready' && store.articles.length > 0
  useExposureTarget(shown)
  if (!shown) return null
  return (
    <View className='home-info track-exposure' data-exposure={HOME_INFORMATION_EXPOSURE} data-testid='home-information'>
      <View className='home-info__head'>
        <Text className='home-info__title'>资讯</Text>
        <View className='home-info__more' data-testid='home-information-more' onClick={openMore}>
          <Text>更多 ›</Text>
        </View>
      </View>
      {store.articles.map((a) => (
        <View key={a.id} className='home-info__row' data-testid='home-information-row' onClick={() => openArticle(a)}>
          <Text className='home-info__row-title'>{a.title}</Text>
          <View className='home-info__row-meta'>
            <Text className={`info-tag info-tag--${a.category}`}>{a.categoryName}</Text>
            <Text className='home-info__row-date'>{formatDate(a.publishedAt)}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}

export default observer(HomeInformation)
