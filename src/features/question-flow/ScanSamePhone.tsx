import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { qrDataUrl } from '@/components/qr-code/matrix'
import { IMAGE_SAVE_MODE, saveImageDataUrl } from '@/platform/save-image'
import { trackValuation } from '@/tracker/valuation'
import { canOpenQQ, openQQ } from './qq-launch'
import './scan-same-phone.scss'

/** What the page tells the user after each action (exported for tests and the journey). */
export const SamePhoneText = {
  SAVED_ALBUM: '二维码已保存到相册',
  SAVED_DOWNLOAD: '二维码图片已下载；如果相册里没有，请长按上方二维码选择「保存图片」',
  SAVE_FAILED: '保存失败，请长按上方二维码保存，或截屏保存',
  OPENING: '正在打开QQ…如果没有打开，请手动打开手机QQ',
  CANNOT_OPEN: '当前页面无法直接打开QQ，请回到手机桌面手动打开QQ',
} as const

const STEPS = [
  IMAGE_SAVE_MODE === 'album' ? '点「保存二维码」，把二维码存到相册' : '点「保存二维码」下载二维码图片（或长按二维码保存）',
  '打开手机QQ，点右上角「+」→「扫一扫」，再点「相册」，选刚保存的二维码',
  '在QQ里确认登录，然后回到这里，授权会自动继续',
]

/**
 * QQ scan authorization on the phone that shows the code: the code cannot be scanned by its own camera, so the
 * user saves it, opens QQ and scans it from the album. Polling resumes when the page shows again (AuthView).
 */
export default function ScanSamePhone({ qrContent }: { qrContent: string }) {
  const [hint, setHint] = useState('')

  const save = async () => {
    const saved = await saveImageDataUrl(qrDataUrl(qrContent, 8), 'QQ授权二维码')
    const text = !saved ? SamePhoneText.SAVE_FAILED : IMAGE_SAVE_MODE === 'album' ? SamePhoneText.SAVED_ALBUM : SamePhoneText.SAVED_DOWNLOAD
    setHint(text)
    if (saved && IMAGE_SAVE_MODE === 'album') void Taro.showToast({ title: text, icon: 'none' })
    trackValuation.event('scan_save_qr', { saved }, 'auth')
  }

  const open = () => {
    const opened = openQQ()
    setHint(opened ? SamePhoneText.OPENING : SamePhoneText.CANNOT_OPEN)
    trackValuation.event('scan_open_qq', { opened }, 'auth')
  }

  return (
    <View className='scan-same-phone' data-testid='scan-same-phone'>
      <Text className='scan-same-phone__title'>只有这一部手机？</Text>
      <View className='scan-same-phone__steps'>
        {STEPS.map((s, i) => (
          <View key={s} className='scan-same-phone__step' data-testid={`scan-step-${i + 1}`}>
            <Text className='scan-same-phone__no'>{i + 1}</Text>
            <Text className='scan-same-phone__text'>{s}</Text>
          </View>
        ))}
      </View>
      <View className='scan-same-phone__actions'>
        <View className='scan-same-phone__btn' data-testid='scan-save-qr' onClick={() => void save()}>
          <Text>保存二维码</Text>
        </View>
        <View
          className={`scan-same-phone__btn${canOpenQQ() ? '' : ' scan-same-phone__btn--muted'}`}
          data-testid='scan-open-qq'
          onClick={open}
        >
          <Text>打开QQ</Text>
        </View>
      </View>
      {hint ? (
        <Text className='scan-same-phone__hint' data-testid='scan-hint'>
          {hint}
        </Text>
      ) : null}
    </View>
  )
}
