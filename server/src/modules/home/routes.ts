import { EmptyBody, ValGameFeatureBody, ValGameMainData, ValMainCountData, ValMainData } from '../../contract'
import { ValGameFeatureData } from '../../contract'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

const TAG = '首页'

/** Home data is public: the home page is on the no-login whitelist. */
export function homeRoutes(app: App, { home }: Services): void {
  app.post('/valMain', { schema: { ...describe(TAG, '首页标语'), body: EmptyBody, response: success(ValMainData) } }, async () =>
    ok({ slogan: await home.slogan() }),
  )

  app.post(
    '/valGameMain',
    { schema: { ...describe(TAG, '支持估价的游戏'), body: EmptyBody, response: success(ValGameMainData) } },
    async () => ok({ list: await home.games() }),
  )

  app.post(
    '/valGameFeature',
    { schema: { ...describe(TAG, '各游戏的估价要素'), body: ValGameFeatureBody, response: success(ValGameFeatureData) } },
    async (request) => ok({ list: await home.features(request.body.gameId) }),
  )

  app.post(
    '/valMainCount',
    { schema: { ...describe(TAG, '用户数与估价次数'), body: EmptyBody, response: success(ValMainCountData) } },
    async () => ok(await home.totals()),
  )
}
