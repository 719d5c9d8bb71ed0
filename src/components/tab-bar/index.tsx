import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { switchTab } from '@/router/navigation'
import { TABS, TAB_BAR_STYLE, tabIconPath } from '@/constants/routes'
import { tabTrail } from '@/router/tab-trail'
import './index.scss'

/**
 * The mini-programs' tab bar (spec section 2), drawn by the app so it has the spec's sizes on every host: a white
 * 50px bar with the black hairline, 24px icons, 3px spacing, 10px labels in dark grey, blue when selected. The
 * selected tab is the one the tab trail shows: WeChat makes one bar per tab page, and each marks the tab switched
 * to as soon as the switch starts. A tap on another tab switches to it through the app's guarded navigation; on
 * the selected tab it does nothing, as on a native bar.
 */
function TabBar() {
  const current = tabTrail.current
  return (
    <View className='tab-bar' data-testid='tab-bar'>
      {TABS.map((tab) => {
        const selected = tab.path === current
        return (
          <View
            key={tab.path}
            className={`tab-bar__item${selected ? ' tab-bar__item--on' : ''}`}
            data-testid={`tab-${tab.name}`}
            onClick={() => {
              if (!selected) void switchTab(tab.name)
            }}
          >
            <Image className='tab-bar__icon' src={`/${tabIconPath(tab, selected)}`} />
            <Text className='tab-bar__label' style={{ color: selected ? TAB_BAR_STYLE.selectedColor : TAB_BAR_STYLE.color }}>
              {tab.text}
            </Text>
          </View>
        )
      })}
    </View>
  )
}

export default observer(TabBar)
