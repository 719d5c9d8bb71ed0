import { Text, View } from '@tarojs/components'

/** Why the last submit failed, in a block above the button; nothing when there is no error. */
export default function ErrorNote({ text, className, testId }: { text?: string; className: string; testId: string }) {
  return text ? (
    <View className={className} data-testid={testId}>
      <Text>{text}</Text>
    </View>
  ) : null
}
