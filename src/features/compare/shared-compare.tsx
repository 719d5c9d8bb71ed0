import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { TrackName } from '@/constants/tracker'
import { usePageView } from '@/tracker/hooks'
import CompareView from '@/components/compare-view'
import { LoadState } from '@/components/list-states/states'
import LockedCompare from './locked-compare'
import { isLockedCompare } from './compare-kind'
import { SharedCompareStore } from './shared-store'

/**
 * A comparison opened from a link: `token` (a shared comparison, no login) or, for the owner's own embedded
 * view, `valIdA` + `valIdB` (+ `mode`). Shows a skeleton, then the comparison or the reason it cannot be shown.
 */
export const SharedCompare = observer(function SharedCompare({
  params,
  source,
}: {
  params: Record<string, string | undefined>
  source: string
}) {
  const [store] = useState(() => new SharedCompareStore(params, source))

  usePageView(TrackName.PK_REPORT, { source })
  useEffect(() => {
    void store.load()
  }, [store])

  return (
    <LoadState
      testId='shared'
      status={store.status}
      error={store.source.errorText}
      onRetry={() => void store.load()}
      remedy={store.source.remedy}
      next='evaluate'
    >
      {() => (store.data ? isLockedCompare(store.data) ? <LockedCompare data={store.data} /> : <CompareView data={store.data} /> : null)}
    </LoadState>
  )
})
