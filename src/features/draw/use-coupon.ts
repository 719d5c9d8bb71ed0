import Taro from '@tarojs/taro'
import { lockedReportPage } from '@/api/records'
import { navigateTo, switchTab } from '@/router'

/** Where the valuation tab explains what a coupon needs, when the player has no report to use it on yet. */
const NO_LOCKED_REPORT_TEXT = '估价后可用解锁券免费解锁报告'

/**
 * 去使用 after winning an unlock coupon: a coupon is used on a locked report, so the player picks one among their
 * locked reports (估价记录 filtered, with a hint); with none yet, the valuation tab, since the coupon waits for one.
 * When the check fails the filtered list opens anyway: it shows its own error or empty state.
 */
export async function goUseCoupon(): Promise<void> {
  let hasLocked = true
  try {
    hasLocked = (await lockedReportPage(1, 1)).total > 0
  } catch {
    // The list page reports the failure itself.
  }
  if (hasLocked) {
    await navigateTo('valuationRecords', { locked: 1 })
    return
  }
  if ((await switchTab('evaluate')) === 'done') void Taro.showToast({ title: NO_LOCKED_REPORT_TEXT, icon: 'none' })
}
