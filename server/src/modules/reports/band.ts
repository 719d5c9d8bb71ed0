/**
 * Coarse price bands shown before a report is unlocked. Fixed buckets (not a rounding of the estimate) so the
 * teaser tells the user roughly where the account sits without giving the locked estimate away.
 *
 * The band is also the most a free route may tell about a locked estimate: deal/evaluate, goods/detail and the
 * did-I-lose teaser answer from the band's bounds only (`PriceBand`), so two accounts in one band get the same
 * answer whatever their estimates.
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
const TOP_LABEL = '10万元以上'

/** A band with its bounds in fen: an estimate in it is ≥ lowFen and < highFen (no upper bound for the top band). */
export interface PriceBand {
  label: string
  lowFen: number
  highFen: number | null
}

const ALL: PriceBand[] = [
  ...BANDS.map((b, i) => ({ label: b.label, lowFen: i === 0 ? 0 : BANDS[i - 1].upToYuan * 100, highFen: b.upToYuan * 100 })),
  { label: TOP_LABEL, lowFen: BANDS[BANDS.length - 1].upToYuan * 100, highFen: null },
]

/** The band an estimate falls in, with its bounds. */
export function priceBandOf(estimateFen: number): PriceBand {
  return { ...(ALL.find((b) => b.highFen === null || estimateFen < b.highFen) ?? ALL[ALL.length - 1]) }
}

/** The band's label only (what teasers store). */
export function priceBand(estimateFen: number): string {
  return priceBandOf(estimateFen).label
}

/** A stored label back to its band (teasers store the label); undefined for a label that is not a band. */
export function bandByLabel(label: string): PriceBand | undefined {
  const band = ALL.find((b) => b.label === label)
  return band ? { ...band } : undefined
}
