import { useMemo, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input } from '@tarojs/components'
import PageShell from '@/components/page-shell'
import { observer } from 'mobx-react'
import { COUNTRY_AREAS, DEFAULT_COUNTRY_AREA, searchCountryAreas, type CountryArea } from '@/constants/country-areas'
import { AppEvent } from '@/constants/navigation'
import { setItem } from '@/platform/storage'
import { StorageKey } from '@/platform/storage-keys'
import { goBack } from '@/router/navigation'
import { useRouteParams } from '@/router/params'
import './country-area.scss'

/**
 * Country-or-region picker. The choice goes back both as an event (the login page is still mounted below)
 * and in storage (survives an H5 refresh of the login page).
 */
function CountryAreaPage() {
  const params = useRouteParams('countryArea')
  const [keyword, setKeyword] = useState('')
  // Several regions share +1; the first listed one stands for the code.
  const selected = COUNTRY_AREAS.find((a) => a.code === params.code) ?? DEFAULT_COUNTRY_AREA
  const list = useMemo(() => searchCountryAreas(keyword), [keyword])

  const pick = (area: CountryArea) => {
    setItem(StorageKey.COUNTRY_AREA, area.code)
    Taro.eventCenter.trigger(AppEvent.COUNTRY_AREA_SELECTED, area)
    void goBack()
  }

  return (
    <PageShell>
      <View className='ca'>
        <View className='ca__search'>
          <Input className='ca__input' placeholder='搜索国家或地区' value={keyword} onInput={(e) => setKeyword(e.detail.value)} />
        </View>
        <View className='ca__list'>
          {list.map((a) => (
            <View key={`${a.name}-${a.code}`} className={`ca__item ${a === selected ? 'ca__item--on' : ''}`} onClick={() => pick(a)}>
              <Text className='ca__name'>{a.name}</Text>
              <Text className='ca__code'>+{a.code}</Text>
            </View>
          ))}
          {list.length === 0 ? <View className='ca__empty'>没有找到匹配的国家或地区</View> : null}
        </View>
      </View>
    </PageShell>
  )
}

export default observer(CountryAreaPage)
