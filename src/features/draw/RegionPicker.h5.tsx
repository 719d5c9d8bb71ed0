import { useEffect, useMemo, useState } from 'react'
import { Picker } from '@tarojs/components'
import type { RegionPickerProps } from './region-picker-props'
import { REGIONS, regionColumns, regionIndices } from './regions'

type Indices = [number, number, number]

/**
 * H5: Taro's H5 Picker has no region mode, so three linked columns (province, city, district) over the bundled
 * divisions: turning a column resets the ones to its right.
 */
export default function RegionPicker({ value, onChange, disabled, testId, children }: RegionPickerProps) {
  const valueKey = value ? value.join('/') : ''
  const [indices, setIndices] = useState<Indices>(() => regionIndices(REGIONS, value))
  // A saved address arriving after the first render moves the columns to it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the value's content; the array is new on every render
  useEffect(() => setIndices(regionIndices(REGIONS, value)), [valueKey])
  const columns = useMemo(() => regionColumns(REGIONS, indices), [indices])
  return (
    <Picker
      mode='multiSelector'
      range={columns}
      value={indices}
      disabled={disabled}
      data-testid={testId}
      onColumnChange={(e) => {
        const { column, value: i } = e.detail
        setIndices(([p, c]) => (column === 0 ? [i, 0, 0] : column === 1 ? [p, i, 0] : [p, c, i]))
      }}
      onChange={(e) => {
        const [p = 0, c = 0, d = 0] = e.detail.value.map(Number)
        const [provinces, cities, districts] = regionColumns(REGIONS, [p, c])
        const picked: Indices = [p, c, d]
        setIndices(picked)
        if (provinces[p] && cities[c] && districts[d]) onChange([provinces[p], cities[c], districts[d]])
      }}
    >
      {children}
    </Picker>
  )
}
