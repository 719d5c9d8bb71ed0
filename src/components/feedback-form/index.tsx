import type { ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { FeedbackLimit } from '@/constants/feedback'
import { cutText } from '@/utils/input'
import type { TextFieldProps } from '../price-input'
import './index.scss'

// The pieces 意见反馈 and the bug report (找Bug赢爱心值) both build their forms from.

/** A screenshot as the grid shows it. */
interface ShotItem {
  key: number
  path: string
  state: 'uploading' | 'done' | 'failed'
}

/** The screenshots behind the grid (the feedback feature's uploader): what it holds, and add, retry, remove. */
interface ShotList {
  readonly shots: readonly ShotItem[]
  readonly room: number
  add(paths: string[]): Promise<unknown>
  retry(key: number): void
  remove(key: number): void
}

/** A white card with its title (a red * when required) and, optionally, a grey hint on the right. */
export function FormCard({
  title,
  required,
  hint,
  className = '',
  testId,
  children,
}: {
  title: string
  required?: boolean
  hint?: string
  className?: string
  testId?: string
  children?: ReactNode
}) {
  const head = (
    <Text className='ff-card__title'>
      {title}
      {required ? <Text className='ff-req'>*</Text> : null}
    </Text>
  )
  return (
    <View className={`ff-card ${className}`} data-testid={testId}>
      {hint ? (
        <View className='ff-card__head'>
          {head}
          <Text className='ff-card__hint'>{hint}</Text>
        </View>
      ) : (
        head
      )}
      {children}
    </View>
  )
}

/** One choice of a few, as tappable chips; `block` is the chip's class (its `--on` modifier marks the chosen one). */
export function Choices<T extends string>({
  options,
  value,
  onChange,
  block,
  testIdPrefix,
}: {
  options: readonly { value: T; label: string }[]
  value: T | ''
  onChange: (v: T) => void
  block: string
  testIdPrefix: string
}) {
  return (
    <View className='ff-choices'>
      {options.map((o) => (
        <Text
          key={o.value}
          className={`${block} ${value === o.value ? `${block}--on` : ''}`}
          data-testid={`${testIdPrefix}${o.value}`}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Text>
      ))}
    </View>
  )
}

/** The text box, cut at the contract's length, with its counter (`<testId>-content`, `<testId>-count`). */
export function ContentField({ value, onChange, placeholder, testId }: TextFieldProps & { placeholder: string }) {
  return (
    <>
      <Textarea
        className='ff-textarea'
        data-testid={`${testId}-content`}
        maxlength={FeedbackLimit.CONTENT_MAX}
        placeholder={placeholder}
        value={value}
        onInput={(e) => onChange(cutText(e.detail.value, FeedbackLimit.CONTENT_MAX))}
      />
      <Text className='ff-count' data-testid={`${testId}-count`}>
        {Array.from(value).length}/{FeedbackLimit.CONTENT_MAX}
      </Text>
    </>
  )
}

/**
 * The screenshots under their label: each with its upload state (a failed one retries on tap) and remove, then
 * the add tile while there is room. `canAdd` may stop the picker (e.g. to ask for a login first); `onPicked`
 * hears how many were chosen.
 */
export const ShotGrid = observer(function ShotGrid({
  images,
  label,
  canAdd,
  onPicked,
}: {
  images: ShotList
  label: string
  canAdd?: () => boolean
  onPicked?: (count: number) => void
}) {
  const { shots, room } = images
  const add = async () => {
    if (canAdd && !canAdd()) return
    if (room <= 0) return
    let paths: string[]
    try {
      const res = await Taro.chooseImage({ count: room, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      paths = res.tempFilePaths.slice(0, room)
    } catch {
      return // cancelled
    }
    onPicked?.(paths.length)
    await images.add(paths)
  }
  return (
    <>
      <Text className='ff-card__sub'>
        {label}（选填，最多{FeedbackLimit.IMAGES_MAX}张，每张不超过{FeedbackLimit.IMAGE_MAX_MB}MB）
      </Text>
      <View className='ff-shots'>
        {shots.map((s) => (
          <View key={s.key} className='ff-shot' data-testid='shot'>
            <Image className='ff-shot__img' src={s.path} mode='aspectFill' />
            {s.state !== 'done' ? (
              <View
                className={`ff-shot__mask ${s.state === 'failed' ? 'ff-shot__mask--failed' : ''}`}
                data-testid={`shot-${s.state}`}
                onClick={() => s.state === 'failed' && images.retry(s.key)}
              >
                <Text>{s.state === 'failed' ? '重试' : '上传中'}</Text>
              </View>
            ) : null}
            <View className='ff-shot__del' data-testid='shot-remove' onClick={() => images.remove(s.key)}>
              <Text>×</Text>
            </View>
          </View>
        ))}
        {room > 0 ? (
          <View className='ff-shot ff-shot--add' data-testid='shot-add' onClick={() => void add()}>
            <Text className='ff-shot__plus'>+</Text>
            <Text className='ff-shot__hint'>
              {shots.length}/{FeedbackLimit.IMAGES_MAX}
            </Text>
          </View>
        ) : null}
      </View>
    </>
  )
})

/** The optional contact (phone, e-mail or QQ); `className` adds the form's own look to the grey box. */
export function ContactField({
  value,
  onChange,
  placeholder,
  testId,
  className = '',
}: {
  value: string
  onChange: (v: string) => void
  placeholder: string
  testId: string
  className?: string
}) {
  return (
    <Input
      className={`ff-input ${className}`}
      data-testid={testId}
      maxlength={FeedbackLimit.CONTACT_MAX}
      placeholder={placeholder}
      value={value}
      onInput={(e) => onChange(e.detail.value)}
    />
  )
}

/** The confirmation after a submit: a green tick, the title and the line under it, then the form's own actions. */
export function FormDone({
  title,
  desc,
  className = '',
  testId,
  children,
}: {
  title: string
  desc: string
  className?: string
  testId: string
  children: ReactNode
}) {
  return (
    <View className={`ff-done ${className}`} data-testid={testId}>
      <View className='ff-done__icon'>
        <View className='ff-done__tick' />
      </View>
      <Text className='ff-done__title'>{title}</Text>
      <Text className='ff-done__desc'>{desc}</Text>
      {children}
    </View>
  )
}
