import { endpointRouter } from '../../http/endpoint-route'
import { caller, optionalCaller } from '../../http/auth-guard'
import { shareDevice } from '../../http/client-meta'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { CompareService } from './service'

export async function compareRoutes(app: App, { auth, compare }: RouteKit & { compare: CompareService }): Promise<void> {
  const route = endpointRouter(app, auth, '估价')
  route(
    'compare',
    {
      summary: '账号 PK 对比',
      description:
        '两份自己的同游戏报告：都已解锁时给出逐项属性差异及其对价差的贡献，结果存为 PK 报告（kind 4，生成即已解锁），同一对比再次请求返回同一份报告；有一份未解锁时（locked: true）只给各自报告解锁前可见的内容（档位、等级、已解锁一方的估值）和不同的属性，不给差价，也不保存。',
    },
    async (request) => ok(await compare.compare(caller(request).userId, request.body)),
  )

  route(
    'compareReport',
    {
      summary: 'PK 报告',
      description: '自己的一份 PK 报告（首次对比时的结果，原报告删除后仍可查看）；他人的或非 PK 报告 → 40004。',
    },
    async (request) => ok(await compare.report(caller(request).userId, request.body.reportId)),
  )

  route('compareList', { summary: 'PK 记录', description: '自己的 PK 报告，最新的在前。' }, async (request) =>
    ok(await compare.list(caller(request).userId, request.body.page ?? 1, request.body.pageSize ?? 20)),
  )

  route(
    'compareShare',
    { summary: '分享 PK 对比', description: '只能分享自己的、已解锁的同游戏报告；返回公开链接的凭证。' },
    async (request) => {
      const { visitorId, ...body } = request.body
      return ok(await compare.share(caller(request).userId, body, shareDevice(request, { visitorId })))
    },
  )
  route(
    'sharedCompare',
    {
      summary: '查看分享的 PK 对比',
      description: '无需登录；凭证失效（报告删除或不再是已解锁报告）时 40004。分享者以外的人打开时计入分享者的「分享一份报告」任务。',
    },
    async (request) => {
      const viewer = { userId: (await optionalCaller(auth, request))?.userId ?? null, ...shareDevice(request, request.body) }
      return ok(await compare.shared(request.body.token, viewer))
    },
  )
}
