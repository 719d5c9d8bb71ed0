import { makeAutoObservable } from 'mobx'
import { uploadReportImage, type ReportImage } from '../api/report-images'
import { REPORT_IMAGE_MIMES, ReportImageLimit, type ReportImageKind } from '../constants/report-images'
import { absoluteUrl } from '../http'
import { fileExtension } from '../utils/validators'

export const ShotText = {
  TOO_LARGE: `图片不能超过${ReportImageLimit.MAX_MB}MB`,
  BAD_TYPE: '仅支持 JPG、PNG、WEBP 图片',
} as const

/** The words after an upload where some screenshots did not make it (the report is there all the same). */
export const uploadFailedText = (failed: number) => `${failed}张截图上传失败`

const MIME_OF_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

/**
 * Why a picked image cannot be a report screenshot, '' when it can: larger than the service takes, or a type it
 * refuses (the browser's type on H5, the extension on mini-programs; with neither, the service reads the bytes).
 */
export function shotProblem(file: { path: string; size: number; type?: string }): string {
  if (file.size > ReportImageLimit.MAX_BYTES) return ShotText.TOO_LARGE
  const ext = fileExtension(file.path)
  const type = file.type || MIME_OF_EXTENSION[ext] || (ext && !/^(blob:|data:)/.test(file.path) ? ext : '')
  if (type && !(REPORT_IMAGE_MIMES as readonly string[]).includes(type)) return ShotText.BAD_TYPE
  return ''
}

/** The limits a report screenshot grid promises. */
export const SHOT_LIMITS = { max: ReportImageLimit.PER_REPORT, maxMb: ReportImageLimit.MAX_MB } as const

/**
 * 报告截图 on the phone: screenshots picked before their report exists (the did-I-lose check and the props valuation create it at the end):
 * kept as local files, previewed and removed in the grid, then uploaded one by one onto the report once it is made.
 */
export class LocalShots {
  shots: { key: number; path: string; state: 'done' }[] = []
  private seq = 0

  constructor() {
    makeAutoObservable<LocalShots, 'seq'>(this, { seq: false })
  }

  get room(): number {
    return ReportImageLimit.PER_REPORT - this.shots.length
  }

  get count(): number {
    return this.shots.length
  }

  async add(paths: string[]): Promise<number> {
    const added = paths.slice(0, this.room).map((path) => ({ key: ++this.seq, path, state: 'done' as const }))
    this.shots = [...this.shots, ...added]
    return added.length
  }

  /** Nothing to retry: a kept screenshot has not been sent anywhere yet. */
  retry(): void {}

  remove(key: number) {
    this.shots = this.shots.filter((s) => s.key !== key)
  }

  clear() {
    this.shots = []
  }

  /** Uploads the kept screenshots onto the caller's new report (`uploadShots`). */
  uploadTo(reportId: string, kind: ReportImageKind): Promise<{ uploaded: ReportImage[]; failed: number }> {
    return uploadShots(
      this.shots.map((s) => s.path),
      reportId,
      kind,
    )
  }
}

/**
 * Uploads picked screenshots onto the caller's new report one by one, in the order picked, and answers those stored
 * and how many failed (a report never waits on its screenshots: it is made already, and shows those that arrived).
 */
export async function uploadShots(
  paths: readonly string[],
  reportId: string,
  kind: ReportImageKind,
): Promise<{ uploaded: ReportImage[]; failed: number }> {
  const uploaded: ReportImage[] = []
  let failed = 0
  for (const path of paths) {
    try {
      uploaded.push(await uploadReportImage(path, reportId, kind))
    } catch {
      failed++
    }
  }
  return { uploaded, failed }
}

/** A report's screenshots as an `<Image>` loads them: the service answers paths, mini-programs need the origin. */
export const shotUrls = (images: readonly ReportImage[] | undefined): string[] => (images ?? []).map((i) => absoluteUrl(i.url))
