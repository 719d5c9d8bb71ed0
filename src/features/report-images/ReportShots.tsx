import Taro from '@tarojs/taro'
import { Image, View } from '@tarojs/components'
import { Card } from '@/components/form-card'
import type { ReportImage } from '@/api/report-images'
import { shotUrls } from '@/stores/report-shots'
import './report-images.scss'

/**
 * The player's own screenshots on their report (the service gives them to the owner only): thumbnails that open the
 * preview. Nothing when there are none.
 */
export function ReportShots({ images, title, testId }: { images: readonly ReportImage[] | undefined; title: string; testId: string }) {
  const urls = shotUrls(images)
  if (!urls.length) return null
  const preview = (current: string) => void Taro.previewImage({ urls, current }).catch(() => undefined)
  return (
    <Card title={title} sub='仅你自己可见' testId={testId}>
      <View className='rshots'>
        {urls.map((url) => (
          <Image key={url} className='rshots__img' src={url} mode='aspectFill' data-testid={`${testId}-img`} onClick={() => preview(url)} />
        ))}
      </View>
    </Card>
  )
}
