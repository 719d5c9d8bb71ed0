import { Picker } from '@tarojs/components'
import type { RegionPickerProps } from './region-picker-props'

/**
 * WeChat and Douyin: their native region picker, which carries the whole country's divisions
 * (`RegionPicker.h5.tsx` is the H5 one, whose Picker has no region mode).
 */
export default function RegionPicker({ value, onChange, disabled, testId, children }: RegionPickerProps) {
  return (
    <Picker
      mode='region'
      value={value ? [...value] : []}
      disabled={disabled}
      data-testid={testId}
      onChange={(e) => {
        const [province = '', city = '', district = ''] = e.detail.value
        onChange([province, city, district])
      }}
    >
      {children}
    </Picker>
  )
}
