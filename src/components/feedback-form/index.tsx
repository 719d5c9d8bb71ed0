import type { ReactNode } from 'react'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { FeedbackLimit } from '@/constants/feedback'
import { cutText } from '@/utils/input'
import type { TextFieldProps } from '../price-input'
import './index.scss'

// The pieces 意见反馈 and the bug report (找Bug赢爱心值) both build their forms from.

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
