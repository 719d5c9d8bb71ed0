import { Suspense, lazy } from 'react'

/**
 * H5: the sections sit below the fold, so their code (and the chart's) comes in a chunk of its own after home's
 * first screen, which keeps home's first load as it was (docs/decisions.md, "Home's market sections").
 */
const Sections = lazy(() => import('./HomeMarketSections'))

export function HomeMarket() {
  return (
    <Suspense fallback={null}>
      <Sections />
    </Suspense>
  )
}

export { HOME_MARKET_EXPOSURES } from './keys'
export { refreshHomeMarket } from './refresh'
