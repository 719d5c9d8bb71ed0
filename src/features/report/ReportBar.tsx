import { View, Text } from '@tarojs/components'
import { ReportStatus } from '@/constants/report'

interface ReportBarProps {
  status: number
  unlockText: string
  onShare: () => void
  onSave: () => void
  onCompare: () => void
  onPublish: () => void
  onUnlock: () => void
}

/** The bottom bar of a report: share, save, and compare + publish once unlocked, or unlock. */
export function ReportBar({ status, unlockText, onShare, onSave, onCompare, onPublish, onUnlock }: ReportBarProps) {
  return (
    <View className='rv-bar' data-testid='report-bar'>
      <View className='report-bar__item' data-testid='share-btn' onClick={onShare}>
        <Text>分享</Text>
      </View>
      <View className='report-bar__item' data-testid='save-btn' onClick={onSave}>
        <Text>保存图片</Text>
      </View>
      {status === ReportStatus.UNLOCKED ? (
        <>
          <View className='report-bar__item' data-testid='compare-btn' onClick={onCompare}>
            <Text>对比</Text>
          </View>
          <View className='report-bar__main' data-testid='publish-btn' onClick={onPublish}>
            <Text>发布账号</Text>
          </View>
        </>
      ) : (
        <View className='report-bar__main' data-testid='bar-unlock-btn' onClick={onUnlock}>
          <Text>{unlockText}</Text>
        </View>
      )}
    </View>
  )
}
