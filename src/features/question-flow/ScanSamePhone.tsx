import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { qrDataUrl } from '@/components/qr-code/matrix'
import type { ScanType } from '@/constants/valuation'
import { IMAGE_SAVE_MODE, saveImageDataUrl } from '@/platform/save-image'
import { trackValuation } from '@/tracker/valuation'
import { SCAN_APPS, canOpenScanApp, insideScanApp, openScanApp, type ScanApp } from './scan-app'
import './scan-same-phone.scss'

/** What the page tells the user after each action, for the app that scans (exported for tests and the journey). */
export const samePhoneText = (app: ScanApp) =>
  ({
    SAVED_ALBUM: '二维码已保存到相册',
    SAVED_DOWNLOAD: '二维码图片已下载；如果相册里没有，请长按上方二维码选择「保存图片」',
    SAVE_FAILED: '保存失败，请长按上方二维码保存，或截屏保存',
    OPENING: `正在打开${app.short}…如果没有打开，请手动打开${app.name}`,
    CANNOT_OPEN: `当前页面无法直接打开${app.short}，请回到手机桌面手动打开${app.name}`,
  }) as const

const SAVE_STEP = IMAGE_SAVE_MODE === 'album' ? '点「保存二维码」，把二维码存到相册' : '点「保存二维码」下载二维码图片（或长按二维码保存）'

const stepsFor = (app: ScanApp) => [
  SAVE_STEP,
  `打开${app.name}，${app.scanFromAlbum}，选刚保存的二维码`,
  `在${app.short}里确认登录，然后回到这里，授权会自动继续`,
]

/** Inside WeChat's browser a WeChat code is read where it is shown. */
const STEPS_INSIDE = ['长按上方二维码，选择「识别图中二维码」', '在微信里确认登录，然后回到这里，授权会自动继续']

/**
 * Scan authorization on the phone that shows the code: the code cannot be scanned by its own camera, so the user
 * saves it, opens QQ or WeChat and scans it from the album (inside WeChat's browser a WeChat code is read with a
 * long press instead). Polling resumes when the page shows again (AuthView).
 */
export default function ScanSamePhone({ qrContent, scanType }: { qrContent: string; scanType: ScanType }) {
  const [hint, setHint] = useState('')
  const app = SCAN_APPS[scanType]
  const text = samePhoneText(app)
  const inside = insideScanApp(scanType)

  const save = async () => {
    const saved = await saveImageDataUrl(qrDataUrl(qrContent, 8), `${app.short}授权二维码`)
    const said = !saved ? text.SAVE_FAILED : IMAGE_SAVE_MODE === 'album' ? text.SAVED_ALBUM : text.SAVED_DOWNLOAD
    setHint(said)
    if (saved && IMAGE_SAVE_MODE === 'album') void Taro.showToast({ title: said, icon: 'none' })
    trackValuation.event('scan_save_qr', { saved, scanType }, 'auth')
  }

  const open = () => {
    const opened = openScanApp(scanType)
    setHint(opened ? text.OPENING : text.CANNOT_OPEN)
    trackValuation.event('scan_open_app', { opened, scanType }, 'auth')
  }

  return (
    <View className='scan-same-phone' data-testid='scan-same-phone'>
      <Text className='scan-same-phone__title'>只有这一部手机？</Text>
      <View className='scan-same-phone__steps'>
        {(inside ? STEPS_INSIDE : stepsFor(app)).map((s, i) => (
          <View key={s} className='scan-same-phone__step' data-testid={`scan-step-${i + 1}`}>
            <Text className='scan-same-phone__no'>{i + 1}</Text>
            <Text className='scan-same-phone__text'>{s}</Text>
          </View>
        ))}
      </View>
      {inside ? null : (
        <View className='scan-same-phone__actions'>
          <View className='scan-same-phone__btn' data-testid='scan-save-qr' onClick={() => void save()}>
            <Text>保存二维码</Text>
          </View>
          <View
            className={`scan-same-phone__btn${canOpenScanApp() ? '' : ' scan-same-phone__btn--muted'}`}
            data-testid='scan-open-app'
            onClick={open}
          >
            <Text>打开{app.short}</Text>
          </View>
        </View>
      )}
      {hint ? (
        <Text className='scan-same-phone__hint' data-testid='scan-hint'>
          {hint}
        </Text>
      ) : null}
    </View>
  )
}
