import type { CompareData, LockedCompareData } from '@/api/compare'

/** A comparison limited by a report still locked (no gap, no amounts), as against a full PK report. */
export const isLockedCompare = (d: CompareData | LockedCompareData): d is LockedCompareData => 'locked' in d && d.locked === true
