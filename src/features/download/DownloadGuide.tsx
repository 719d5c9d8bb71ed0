import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { DownloadStore } from './download-store'

/**
 * WeChat's browser blocks downloads and app links: this overlay points at WeChat's own menu (top right, outside
 * the page) and says how to open the page in the system browser. Tapping anywhere closes it.
 */
export const DownloadGuide = observer(function DownloadGuide({ store }: { store: DownloadStore }) {
  const url = store.main.kind === 'copy' ? store.main.url : ''
  return (
    <View className='dl-guide' data-testid='dl-guide' onClick={() => store.closeGuide()}>
      <View className='dl-guide__arrow' />
      <View className='dl-guide__panel'>
        <Text className='dl-guide__title'>请在浏览器中打开</Text>
        <View className='dl-guide__step'>
          <Text className='dl-guide__no'>1</Text>
          <Text>点击右上角「···」</Text>
        </View>
        <View className='dl-guide__step'>
          <Text className='dl-guide__no'>2</Text>
          <Text>选择「在浏览器打开」</Text>
        </View>
        {url ? (
          store.copyFailed ? (
            <View className='dl-guide__copy' onClick={(e) => e.stopPropagation()}>
              <Text className='dl-guide__note'>也可以长按复制下方链接，粘贴到浏览器打开：</Text>
              <Text className='dl-guide__url' userSelect data-testid='dl-guide-url'>
                {url}
              </Text>
            </View>
          ) : (
            <Text className='dl-guide__note'>下载链接已复制，也可以直接粘贴到浏览器地址栏打开</Text>
          )
        ) : null}
        <View className='dl-guide__ok' data-testid='dl-guide-ok'>
          <Text>我知道了</Text>
        </View>
      </View>
    </View>
  )
})
