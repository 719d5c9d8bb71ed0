import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { FeedbackLimit } from '@/constants/feedback'
import './index.scss'

// The screenshot grid of the forms that take pictures: 意见反馈, the bug report, and the screenshots a player puts on a
// report (订单截图 in 我亏了吗, 账号截图 in 属性估价).

/** A screenshot as the grid shows it. */
interface ShotItem {
  key: number
  path: string
  state: 'uploading' | 'done' | 'failed'
}

/** The screenshots behind the grid (an uploader, or pictures kept until there is somewhere to put them). */
export interface ShotList {
  readonly shots: readonly ShotItem[]
  readonly room: number
  add(paths: string[]): Promise<unknown>
  retry(key: number): void
  remove(key: number): void
}

/** A picked file as the picker describes it: the size always, the type on H5 (mini-programs: the path's extension). */
export interface PickedFile {
  path: string
  size: number
  type?: string
}

/**
 * The screenshots under their label: each with its upload state (a failed one retries on tap, a done one opens the
 * preview) and remove, then the add tile while there is room. `canAdd` may stop the picker (e.g. to ask for a login
 * first); `accept` refuses a picked file with the words to toast (size, type), '' to take it; `onPicked` hears how
 * many were taken; `limits` says what the label promises (the feedback form's by default).
 */
export const ShotGrid = observer(function ShotGrid({
  images,
  label,
  canAdd,
  accept,
  onPicked,
  limits = { max: FeedbackLimit.IMAGES_MAX, maxMb: FeedbackLimit.IMAGE_MAX_MB },
  testId = 'shot',
}: {
  images: ShotList
  label: string
  canAdd?: () => boolean
  accept?: (file: PickedFile) => string
  onPicked?: (count: number) => void
  limits?: { max: number; maxMb: number }
  testId?: string
}) {
  const { shots, room } = images
  const add = async () => {
    if (canAdd && !canAdd()) return
    if (room <= 0) return
    let files: PickedFile[]
    try {
      const res = await Taro.chooseImage({ count: room, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      files = res.tempFilePaths
        .slice(0, room)
        .map((path, i) => ({ path, size: res.tempFiles?.[i]?.size ?? 0, type: res.tempFiles?.[i]?.type }))
    } catch {
      return // cancelled
    }
    const refusals = accept ? files.map(accept) : []
    const taken = files.filter((_f, i) => !refusals[i])
    const refused = refusals.find(Boolean)
    if (refused) void Taro.showToast({ title: refused, icon: 'none', duration: 2000 })
    if (!taken.length) return
    onPicked?.(taken.length)
    await images.add(taken.map((f) => f.path))
  }
  const done = shots.filter((s) => s.state === 'done').map((s) => s.path)
  const preview = (current: string) => void Taro.previewImage({ urls: done, current }).catch(() => undefined)
  return (
    <>
      <Text className='sg-label'>
        {label}（选填，最多{limits.max}张，每张不超过{limits.maxMb}MB）
      </Text>
      <View className='sg-shots'>
        {shots.map((s) => (
          <View key={s.key} className='sg-shot' data-testid={testId}>
            <Image
              className='sg-shot__img'
              src={s.path}
              mode='aspectFill'
              data-testid={`${testId}-img`}
              onClick={() => s.state === 'done' && preview(s.path)}
            />
            {s.state !== 'done' ? (
              <View
                className={`sg-shot__mask ${s.state === 'failed' ? 'sg-shot__mask--failed' : ''}`}
                data-testid={`${testId}-${s.state}`}
                onClick={() => s.state === 'failed' && images.retry(s.key)}
              >
                <Text>{s.state === 'failed' ? '重试' : '上传中'}</Text>
              </View>
            ) : null}
            <View className='sg-shot__del' data-testid={`${testId}-remove`} onClick={() => images.remove(s.key)}>
              <Text>×</Text>
            </View>
          </View>
        ))}
        {room > 0 ? (
          <View className='sg-shot sg-shot--add' data-testid={`${testId}-add`} onClick={() => void add()}>
            <Text className='sg-shot__plus'>+</Text>
            <Text className='sg-shot__hint'>
              {shots.length}/{limits.max}
            </Text>
          </View>
        ) : null}
      </View>
    </>
  )
})
