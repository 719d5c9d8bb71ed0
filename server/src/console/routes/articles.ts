import { ok } from '../../http/envelope'
import { pageOf } from '../query'
import { actorOf, type consoleRouter } from '../router'
import type { ConsoleDeps } from '../types'

/**
 * 资讯文章 (admin, operations): every article in any state, one with its Markdown, and the information module's
 * commands (the ones `info:import` shares): a new draft, an edit, publish (players see it from now on), withdraw, and
 * the preview through the player API's own renderer. Every write answers the article as it now stands.
 */
export function articleRoutes(route: ReturnType<typeof consoleRouter>, { articleDesk: desk }: ConsoleDeps): void {
  route('articleList', '文章列表：按状态、分类和文字筛选，最近修改的在前', async (request) => {
    const q = request.query
    const { page, pageSize } = pageOf(q)
    const { list, total } = await desk.list({ status: q.status, category: q.category, text: q.q, page, pageSize })
    return ok({ list, total, page, pageSize })
  })

  route('articleDetail', '一篇文章及其 Markdown 正文', async (request) => ok(await desk.detail(request.query.id)))

  route('articleCreate', '新建草稿（校验规则与 info:import 相同）', async (request) => {
    const { id, ...fields } = request.body
    return ok(await desk.create(actorOf(request), { ...fields, id }))
  })

  route('articleUpdate', '保存修改（已发布的文章须填写完整）', async (request) => {
    const { id, ...fields } = request.body
    return ok(await desk.update(actorOf(request), id, fields))
  })

  route('articlePublish', '发布：用户从现在起可见', async (request) => ok(await desk.publish(actorOf(request), request.body.id)))

  route('articleWithdraw', '撤回：用户不再可见，内容保留', async (request) =>
    ok(await desk.withdraw(actorOf(request), request.body.id, request.body.reason?.trim() || null)),
  )

  route('articlePreview', '预览：与用户端相同的 Markdown 渲染与过滤', async (request) => ok(desk.preview(request.body.body)))
}
