import { endpointRouter } from '../../http/endpoint-route'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { HomeService } from './service'

/** Home data is public: the home page is on the no-login whitelist. */
export async function homeRoutes(app: App, { auth, home }: RouteKit & { home: HomeService }): Promise<void> {
  const route = endpointRouter(app, auth, '首页')
  route('valMain', { summary: '首页标语' }, async () => ok({ slogan: await home.slogan() }))

  route('valGameMain', { summary: '支持估价的游戏' }, async () => ok({ list: await home.games() }))

  route('valGameFeature', { summary: '各游戏的估价要素' }, async (request) => ok({ list: await home.features(request.body.gameId) }))

  route('valMainCount', { summary: '用户数与估价次数' }, async () => ok(await home.totals()))
}
