import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LoadState, type NextStep } from '@/components/list-states/states'
import type { Remedy } from '@/http'
import type { ResourceStatus } from '@/stores/resource'

interface Props {
  source: { status: ResourceStatus; errorText: string; remedy: Remedy }
  onRetry: () => void
  /** Where the dead end leads when there is nothing to retry. */
  next: NextStep
}

/** The report and listing pages before their data arrives: loading, or the error with its remedy. */
export const ReportLoadState = observer(function ReportLoadState({ source, onRetry, next }: Props) {
  return (
    <View className='rv-state'>
      <LoadState testId='report' status={source.status} error={source.errorText} remedy={source.remedy} onRetry={onRetry} next={next}>
        {() => null}
      </LoadState>
    </View>
  )
})
