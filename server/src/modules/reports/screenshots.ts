import type { ReportImage } from '../../contract'

/**
 * What a report's detail route asks of the report-images module (wired in services.ts): the owner's screenshots on
 * the report, with fresh signed links, as a field to spread into the answer (`{}` when there are none). Called only
 * after the route has read the report as its owner's.
 */
export interface ReportScreenshots {
  shown(userId: number, reportId: string): Promise<{ images?: ReportImage[] }>
}
