import { endpointRouter } from '../../http/endpoint-route'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { QuestionsService } from './service'

/** Public: the valuation tab (no-login whitelist) shows a game's questions before anyone logs in. */
export async function questionsRoutes(app: App, { auth, questions }: RouteKit & { questions: QuestionsService }): Promise<void> {
  const route = endpointRouter(app, auth, '估价')
  route(
    'valQuestions',
    {
      summary: '游戏的估价问题（属性估价）',
      description: '题型：1 单选，2 输入，3 是否，4 文本输入，5 多选，6 多项输入。未知游戏 40004，未开放 40023。',
    },
    async (request) => ok(await questions.forGame(request.body.gameId, request.body.flow)),
  )
}
