import { Text, View } from '@tarojs/components'

export interface TabItem<K extends string | number> {
  tab: K
  text: string
}

/**
 * A row of text tabs. The page styles it under its own class prefix `cls`: the row is `${cls}s`, a tab `${cls}`,
 * the current tab also `${cls}--on`; each tab's test id is `${testId}-${tab}`.
 */
export function TabRow<K extends string | number>(props: {
  items: readonly TabItem<K>[]
  active: K
  onChange: (tab: K) => void
  cls: string
  testId: string
  rowTestId?: string
}) {
  const { items, active, onChange, cls, testId, rowTestId } = props
  return (
    <View className={`${cls}s`} {...(rowTestId ? { 'data-testid': rowTestId } : {})}>
      {items.map(({ tab, text }) => (
        <View
          key={tab}
          className={`${cls}${active === tab ? ` ${cls}--on` : ''}`}
          data-testid={`${testId}-${tab}`}
          onClick={() => onChange(tab)}
        >
          <Text>{text}</Text>
        </View>
      ))}
    </View>
  )
}
