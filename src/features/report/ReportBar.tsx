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

/** One button of the bar; the main one (publish or unlock) stands out. */
function BarButton({ text, testId, onClick, main }: { text: string; testId: string; onClick: () => void; main?: boolean }) {
  return (
    <View className={main ? 'report-bar__main' : 'report-bar__item'} data-testid={testId} onClick={onClick}>
      <Text>{text}</Text>
    </View>
  )
}

/** The bottom bar of a report: share, save, and compare + publish once unlocked, or unlock. */
export function ReportBar({ status, unlockText, onShare, onSave, onCompare, onPublish, onUnlock }: ReportBarProps) {
  return (
    <View className='rv-bar' data-testid='report-bar'>
      <BarButton text='分享' testId='share-btn' onClick={onShare} />
      <BarButton text='保存图片' testId='save-btn' onClick={onSave} />
      {status === ReportStatus.UNLOCKED ? (
        <>
          <BarButton text='对比' testId='compare-btn' onClick={onCompare} />
          <BarButton text='发布账号' testId='publish-btn' onClick={onPublish} main />
        </>
      ) : (
        <BarButton text={unlockText} testId='bar-unlock-btn' onClick={onUnlock} main />
      )}
    </View>
  )
}
