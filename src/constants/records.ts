import { ReportStatus } from './report'

/** Labels of the personal records (valuation, intention, profit). */

export const EVALUATE_TYPE_LABEL: Record<number, string> = { 1: '链接估价', 2: '属性估价', 3: '授权估价' }

export const REPORT_STATUS_LABEL: Record<number, { text: string; tone: 'blue' | 'orange' | 'green' | 'red' }> = {
  [ReportStatus.GENERATING]: { text: '生成中', tone: 'blue' },
  [ReportStatus.NOT_UNLOCKED]: { text: '未解锁', tone: 'orange' },
  [ReportStatus.UNLOCKED]: { text: '已解锁', tone: 'green' },
  [ReportStatus.FAILED]: { text: '生成失败', tone: 'red' },
}

/** Purpose search types 1 link, 2 props, 3 report (spec section 9). */
export const PURPOSE_SEARCH_LABEL: Record<number, string> = { 1: '按链接找号', 2: '按属性找号', 3: '按报告找号' }

export const VERDICT_TONE: Record<string, 'red' | 'green' | 'grey'> = { 亏了: 'green', 赚了: 'red', 持平: 'grey' }
