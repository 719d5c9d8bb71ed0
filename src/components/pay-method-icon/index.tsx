import { Image } from '@tarojs/components'
import alipay from './alipay.svg'
import douyinPay from './douyin-pay.svg'
import wechatPay from './wechat-pay.svg'
import './index.scss'

/**
 * The marks of the ways to pay, drawn for the app after each brand's colours (WeChat's two bubbles on its green,
 * Alipay's 支 with its sweep on its blue, Douyin's note on black): small SVG files, not taken from the brands.
 */
const MARKS: Record<string, string> = { 微信支付: wechatPay, 支付宝: alipay, 抖音支付: douyinPay }

/** Which mark a way to pay shows, by the name the payment platform gives it (`payTypeLabels`). */
export function payMethodMark(label: string): string | undefined {
  return MARKS[label]
}

/** A way to pay's mark, 24 px square, beside its name in a list of ways to pay; nothing for a name it has no mark for. */
export default function PayMethodIcon({ label }: { label: string }) {
  const src = payMethodMark(label)
  if (!src) return null
  return <Image className='pay-method-icon' src={src} mode='aspectFit' data-testid='pay-method-icon' ariaLabel={label} />
}
