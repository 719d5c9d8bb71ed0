import { ok } from '../../http/envelope'
import type { consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/** 数据看板 (admin, analyst): reads only, so nothing here is audited. */
export function dashboardRoutes(route: ReturnType<typeof consoleRouter>, deps: ConsoleDeps): void {
  route('dashboard', '数据看板：所选北京时间日期的每日数字与合计、收入、估价漏斗、任务队列、估价准确度（每项附口径）', async (request) =>
    ok(await deps.dashboard.read(request.query.from, request.query.to)),
  )
}
