import { ReportKind } from '../../contract/values'
import type { ReportRow } from '../../db/schema'
import { type ReportWarn, decodeReport, warnProblems } from './report'

/**
 * What a report of any kind says about itself outside its own page (the pay sheet, a friend's help page): its
 * teaser's game, level and price band, where its kind's teaser has them. Nothing locked: teasers are what a
 * locked report may show.
 */
export interface Headline {
  gameName: string | null
  level: string | null
  band: string | null
}

/**
 * The headline of a report row, decoded by its own kind. A row that fails its kind's schema is served as stored,
 * so each field is shown only when it holds text (as these pages have always read it).
 */
export function reportHeadline(row: ReportRow, warn?: ReportWarn): Headline {
  switch (row.kind) {
    case ReportKind.VALUATION: {
      const report = decodeReport(row, ReportKind.VALUATION)
      warnProblems(report, warn)
      return headline(report.teaser?.gameName, report.teaser?.level, report.teaser?.band)
    }
    case ReportKind.CHECK: {
      const report = decodeReport(row, ReportKind.CHECK)
      warnProblems(report, warn)
      return headline(report.teaser?.gameName, undefined, report.teaser?.band)
    }
    case ReportKind.PURPOSE: {
      const report = decodeReport(row, ReportKind.PURPOSE)
      warnProblems(report, warn)
      return headline(report.teaser?.gameName, undefined, undefined)
    }
    case ReportKind.PK: {
      const report = decodeReport(row, ReportKind.PK)
      warnProblems(report, warn)
      return headline(report.teaser?.gameName, undefined, undefined)
    }
    default:
      return headline(undefined, undefined, undefined)
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

function headline(gameName: unknown, level: unknown, band: unknown): Headline {
  return { gameName: text(gameName), level: text(level), band: text(band) }
}
