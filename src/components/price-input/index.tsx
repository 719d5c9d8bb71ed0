import { View, Text, Input } from '@tarojs/components'
import { sanitizeYuanInput } from '../../utils/money'
import './index.scss'

/** A controlled text field as the form components take it; `testId` names its parts. */
export interface TextFieldProps {
  value: string
  onChange: (v: string) => void
  placeholder?: string
  testId: string
}

/** An amount in yuan (digits and up to 2 decimals), with the 元 unit. */
export default function PriceInput({ value, onChange, placeholder, testId }: TextFieldProps) {
  return (
    <View className='price-input'>
      <Input
        className='price-input__field'
        data-testid={testId}
        type='digit'
        placeholder={placeholder}
        value={value}
        onInput={(e) => {
          if (typeof e.detail?.value !== 'string') return value
          const v = sanitizeYuanInput(e.detail.value)
          onChange(v)
          return v
        }}
      />
      <Text className='price-input__unit'>元</Text>
    </View>
  )
}
