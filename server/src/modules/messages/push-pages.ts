import { MessageTarget } from '../../contract/values/messages'

/**
 * The mini-program page a subscribe message opens: the report it tells of, else 消息. Paths as the app's route table
 * has them (`__tests__/unit/subscribe-message.test.ts` checks each against it).
 */
export const MESSAGES_PAGE = 'pages/messages/index'
export const REPORT_PAGES: Partial<Record<string, { path: string; param: string }>> = {
  [MessageTarget.REPORT]: { path: 'pages/report/index', param: 'valId' },
  [MessageTarget.PURPOSE]: { path: 'pages/purpose/index', param: 'reportId' },
  [MessageTarget.CHECK]: { path: 'pages/check/index', param: 'reportId' },
}

export function pushPage(targetType: string | null, targetId: string | null): string {
  const page = targetType ? REPORT_PAGES[targetType] : undefined
  return page && targetId ? `${page.path}?${page.param}=${encodeURIComponent(targetId)}` : MESSAGES_PAGE
}
