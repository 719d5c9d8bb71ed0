import { observer } from 'mobx-react'
import { View, Text } from '@tarojs/components'
import { DemoMark, FullReport, ReportHead, Teaser, type ReportView } from '@/components/report-view'
import { LoadState } from '@/components/list-states/states'
import { ReportStatus } from '@/constants/report'
import { navigateTo, reLaunch, loginUrl } from '@/router'
import ReportAccuracyLine from '../accuracy-line'
import type { ReportSource } from '../report-source'
import './shared-view.scss'

/** What a holder of a share link sees: the teaser, or the full report once the owner has unlocked it. */
export const SharedReportBody = observer(function SharedReportBody({ source, loginFrom }: { source: ReportSource; loginFrom: string }) {
  const { report, status, error, remedy, needLogin, reload } = source
  if (needLogin)
    return (
      <View className='sv-card' data-testid='shared-login'>
        <Text className='sv-text'>请登录后预览你的报告</Text>
        <View className='sv-btn' onClick={() => void reLaunch(loginUrl(loginFrom))}>
          <Text>登录</Text>
        </View>
      </View>
    )
  if (!report)
    return (
      <View className='rv-state'>
        <LoadState testId='report' status={status} error={error} onRetry={() => void reload()} remedy={remedy} next='evaluate'>
          {() => null}
        </LoadState>
      </View>
    )
  return <SharedReportContent report={report} />
})

export function SharedReportContent({ report }: { report: ReportView }) {
  if (report.status === ReportStatus.GENERATING)
    return (
      <View className='sv-card' data-testid='shared-generating'>
        <Text className='sv-text'>报告生成中，请稍后再看</Text>
      </View>
    )
  if (report.status === ReportStatus.FAILED)
    return (
      <View className='sv-card' data-testid='shared-failed'>
        <Text className='sv-text'>该报告估价失败</Text>
      </View>
    )
  return (
    <View data-testid='shared-report'>
      <ReportHead report={report} />
      <DemoMark demo={report.demo} />
      {report.status === ReportStatus.UNLOCKED ? (
        <FullReport
          report={report}
          accuracy={<ReportAccuracyLine accuracy={report.accuracy} gameId={report.gameId} />}
          onComparable={(c) => {
            if (c.listingId !== undefined) void navigateTo('accountDetail', { listingId: c.listingId })
          }}
        />
      ) : (
        <>
          <Teaser report={report} />
          <Text className='sv-note' data-testid='shared-locked-note'>
            报告主人解锁后，分享页才会展示精确估价
          </Text>
        </>
      )}
    </View>
  )
}
