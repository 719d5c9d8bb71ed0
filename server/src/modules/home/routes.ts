import { endpointRouter } from '../../http/endpoint-route'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { HomeService } from './service'

const TAG = '首页'

/** Home data is public: the home page is on the no-login whitelist. */
export async function homeRoutes(app: App, { auth, home }: RouteKit & { home: HomeService }): Promise<void> {
  const route = endpointRouter(app, auth)
  route('valMain', { tag: TAG, summary: '首页标语' }, async () => ok({ slogan: await home.slogan() }))

  route('valGameMain', { tag: TAG, summary: '支持估价的游戏' }, async () => ok({ list: await home.games() }))

  route('valGameFeature', { tag: TAG, summary: '各游戏的估价要素' }, async (request) =>
    ok({ list: await home.features(request.body.gameId) }),
  )

  route('valMainCount', { tag: TAG, summary: '用户数与估价次数' }, async () => ok(await home.totals()))
}
