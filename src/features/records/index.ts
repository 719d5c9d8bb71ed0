/** The personal centre's lists: valuation, intention and profit records, favourites, similar accounts. */
export { default as ValuationRecordsView } from './ValuationRecordsView'
export { default as IntentionRecordsView } from './IntentionRecordsView'
export { default as ProfitRecordsView } from './ProfitRecordsView'
export { default as CollectView } from './CollectView'
export { SimilarListPage, BASIS_CHOICES } from './similar-list'
export { ListingRow } from './listings'
