import { View } from '@tarojs/components'
import type { ComponentProps } from 'react'
import PageShell from '.'
import { DeadEnd } from '../list-states/states'

/** A whole page that is a dead end (no page for the address, its id or link missing): the frame and the way on. */
export default function DeadEndPage({ className, ...deadEnd }: { className: string } & ComponentProps<typeof DeadEnd>) {
  return (
    <PageShell>
      <View className={className}>
        <DeadEnd {...deadEnd} />
      </View>
    </PageShell>
  )
}
