/**
 * Coarse price bands shown before a report is unlocked. Fixed buckets (not a rounding of the estimate) so the
 * teaser tells the user roughly where the account sits without giving the locked estimate away.
 */
const BANDS: Array<{ upToYuan: number; label: string }> = [
  { upToYuan: 100, label: '100元以下' },
  { upToYuan: 300, label: '1百-3百元' },
  { upToYuan: 500, label: '3百-5百元' },
  { upToYuan: 1000, label: '5百-1千元' },
  { upToYuan: 3000, label: '1千-3千元' },
  { upToYuan: 5000, label: '3千-5千元' },
  { upToYuan: 10000, label: '5千-1万元' },
  { upToYuan: 30000, label: '1万-3万元' },
  { upToYuan: 50000, label: '3万-5万元' },
  { upToYuan: 100000, label: '5万-10万元' },
]

export function priceBand(estimateFen: number): string {
  const yuan = estimateFen / 100
  return BANDS.find((b) => yuan < b.upToYuan)?.label ?? '10万元以上'
}
