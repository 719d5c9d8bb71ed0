import { View, Text } from '@tarojs/components'
import type { ReportData } from '@/api/report'
import { CompleteFromType, ReportLockStatus, ReportStatus, UnlockPerfectStatus } from '@/constants/report'
import { navigateTo } from '@/router'

/**
 * Completing the account information (unlock-perfect status): a must when the valuation lacks a required
 * attribute, an offer when it can still help; nothing once it is done or not needed.
 */
export function CompleteCard({ report }: { report: ReportData }) {
  const must = report.perfectStatus === UnlockPerfectStatus.MUST
  if (!must && report.perfectStatus !== UnlockPerfectStatus.CAN) return null
  const open = () =>
    void navigateTo('complete', {
      valId: report.valId,
      gameId: report.gameId,
      type: report.evaluateType,
      fromType: CompleteFromType.REPORT,
      locked: report.status === ReportStatus.UNLOCKED ? ReportLockStatus.UNLOCKED : ReportLockStatus.LOCKED,
    })
  return (
    <View className='rv-card rp-complete' data-testid='complete-card' onClick={open}>
      <View className='rv-col rp-complete__body'>
        <Text className='rp-complete__title'>{must ? '请完善账号信息' : '完善账号信息'}</Text>
        <Text className='rp-complete__desc'>
          {must ? '估价缺少必要的账号属性，完善后报告更准确' : '补充区服和联系方式，之后可一键发布账号'}
        </Text>
      </View>
      <Text className='rp-complete__go'>去完善</Text>
    </View>
  )
}
