import { caller } from '../../http/auth-guard'
import { clientMeta } from '../../http/client-meta'
import { endpointRouter } from '../../http/endpoint-route'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { MessageService } from './service'

export async function messageRoutes(app: App, { auth, messages }: RouteKit & { messages: MessageService }): Promise<void> {
  const route = endpointRouter(app, auth, '消息')
  route('messageList', { summary: '我的消息', description: '90 天内的消息，新的在前。' }, async (request) =>
    ok(await messages.list(caller(request).userId, request.body.page ?? 1, request.body.pageSize ?? 20)),
  )
  route('messageUnread', { summary: '未读消息数', description: '90 天内的未读消息条数（我的页 消息 入口）。' }, async (request) =>
    ok(await messages.unread(caller(request).userId)),
  )
  route('messageRead', { summary: '标记一条已读', description: '本人的消息；他人的或不存在的 id 返回 40004。' }, async (request) =>
    ok(await messages.read(caller(request).userId, request.body.messageId)),
  )
  route('messageReadAll', { summary: '全部标记已读' }, async (request) => ok(await messages.readAll(caller(request).userId)))
  route(
    'messageSubscribe',
    {
      summary: '记录同意的订阅消息',
      description:
        '小程序里用户在订阅弹窗中同意后调用（终端 5 微信、6 抖音）；每次同意可发送一条该主题的订阅消息。未用小程序登录的用户带上 login() 的 code。',
    },
    async (request) => ok(await messages.subscribe(caller(request).userId, clientMeta(request).terminal, request.body)),
  )
}
