import { endpointRouter } from '../../http/endpoint-route'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { InformationService } from './service'

/** info/list and info/detail: the information pages (spec whitelist: no login needed). */
export async function informationRoutes(app: App, { auth, information }: RouteKit & { information: InformationService }): Promise<void> {
  const route = endpointRouter(app, auth, '资讯')

  route(
    'infoList',
    {
      summary: '资讯列表',
      description:
        '无需登录：已发布（发布时间不晚于现在）的文章，按发布时间从新到旧；category 只看一个分类（market 行情资讯，guide 交易指南，anti-fraud 防骗提醒，rules 平台规则）。',
    },
    async (request) => ok(await information.list(request.body)),
  )

  route(
    'infoDetail',
    {
      summary: '资讯详情',
      description:
        '无需登录：文章及正文 HTML（Markdown 在服务端生成，原始 HTML 一律按文字转义，不含脚本和事件属性，链接只保留 http(s) 和相对地址）。不存在或未到发布时间返回 40004 文章不存在或已下线。',
    },
    async (request) => ok(await information.detail(request.body.id)),
  )
}
