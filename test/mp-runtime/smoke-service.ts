import { seedDemoDraw } from '../../server/src/modules/draw/seed'
import { seedShippedArticles } from '../../server/src/modules/information/seed'
import { activity, give, player, prize } from '../../server/test/draw/fixture'
import type { TestApp } from '../../server/test/helpers'
import { API, GAME, NOW, createValuationApp, makeReport } from '../../server/test/valuation-service/fixture'
import type { RouteName } from '../../src/constants/routes'
import { StorageKey } from '../../src/platform/storage-keys'
import type { HostRequest, HostResponse } from './host-api'

/**
 * The service the smoke run's pages talk to: the real Fastify app in process (SQLite in memory, the small demo
 * market of the valuation tests), with one logged-in user who owns what the pages open: two unlocked reports
 * and their PK report, a locked report, share tokens, a friend-help code, a market listing, a banner, an
 * article, a draw activity and a won real prize. Requests are answered by `app.inject`, so no port is opened.
 */

export interface Exchange {
  page: string | undefined
  method: string
  path: string
  status: number
  /** The envelope's business code, when the body has one. */
  code: number | undefined
  msg: string
  /** The app asked with a relative URL (a phone refuses those: the build has no TARO_APP_API_BASE). */
  relative: boolean
}

export interface SmokeService {
  /** Local storage of the logged-in user (what the session store reads at launch). */
  session: Record<string, unknown>
  /** Local storage of a second user, who owns nothing (a friend opening what the first one shared). */
  friendSession: Record<string, unknown>
  /** Realistic query strings for the pages that read one, by route name. */
  queries: Partial<Record<RouteName, Record<string, string>>>
  /** Answers one host request; `page` is whose it is, for the exchange log. */
  request(request: HostRequest, page: string | undefined): Promise<HostResponse>
  readonly exchanges: Exchange[]
  close(): Promise<void>
}

const ARTICLES_PUBLISHED_MS = 30 * 24 * 3600 * 1000

async function ok<T = Record<string, unknown>>(t: TestApp, path: string, body: unknown, token: string): Promise<T> {
  const res = await t.post(`${API}${path}`, body, token)
  if (res.code !== 200) throw new Error(`smoke service seed: ${path} answered ${res.code} ${res.msg}`)
  return res.data as T
}

export async function createSmokeService(): Promise<SmokeService> {
  const t = await createValuationApp()
  try {
    // The shipped articles are dated after the demo market's "now"; a month later they are all published.
    t.clock.set(NOW + ARTICLES_PUBLISHED_MS)
    const login = await t.login('13800009001')
    const token = login.token
    const valIdA = await makeReport(t, token, 0)
    const valIdB = await makeReport(t, token, 1)
    const lockedValId = await makeReport(t, token, 2, false)
    const report = await ok<{ comparables?: { listingId?: number }[] }>(t, '/val/valReport', { valId: valIdA }, token)
    const listingId = report.comparables?.find((c) => c.listingId)?.listingId
    const { reportId } = await ok<{ reportId: string }>(t, '/val/compare', { valIdA, valIdB }, token)
    const { token: compareToken } = await ok<{ token: string }>(t, '/val/compareShare', { valIdA, valIdB }, token)
    const { shareToken } = await ok<{ shareToken: string }>(t, '/val/shareLink', { valId: valIdA }, token)
    const { code: helpCode } = await ok<{ code: string }>(t, '/val/helpShare', { valId: lockedValId }, token)
    await seedDemoDraw(t.db, NOW)
    await seedShippedArticles(t.app.services)
    const banners = await ok<{ list: { id: number | string }[] }>(t, '/banner/list', {}, token)
    const articles = await ok<{ list: { id: string }[] }>(t, '/info/list', {}, token)
    const draw = await ok<{ activity: { id: string } }>(t, '/draw/activity', { style: 'draw' }, token)
    // A won real prize (what the address and shipping pages show): an activity whose only prize always wins.
    await activity(t, 'SMOKE')
    await prize(t, 'SMOKE', ['--type', '1', '--name', '定制鼠标垫', '--odds', '100', '--stock', '10'])
    const { userId } = await player(t, '13800009001')
    await give(t, userId, 'SMOKE', 1)
    const { record } = await ok<{ record: { id: number } }>(t, '/draw/draw', { activityId: 'SMOKE' }, token)

    const game = String(GAME)
    const queries: SmokeService['queries'] = {
      report: { valId: valIdA },
      reportCompare: { reportId },
      valuationAccuracy: { gameId: game },
      complete: { valId: valIdA, gameId: game, fromType: '1' },
      publish: { valId: valIdA, gameId: game },
      accountDetail: listingId ? { listingId: String(listingId) } : undefined,
      pay: { valId: lockedValId, payScene: '1' },
      payWeb: { valId: lockedValId, payScene: '1' },
      authEvaluate: { gameId: game, authKind: '2', evaluateType: '3' },
      marketAnalysis: { gameId: game },
      aiCreating: { valId: valIdA },
      webview: { url: encodeURIComponent('https://www.example.com/help') },
      reportPreview: { valId: valIdA },
      reportShare: { shareToken },
      reportSave: { valId: valIdA },
      sharedCompare: { token: compareToken },
      compareShare: { token: compareToken },
      friendHelpDownload: { code: helpCode },
      h5Banner: banners.list[0] ? { id: String(banners.list[0].id) } : undefined,
      informationDetail: articles.list[0] ? { id: articles.list[0].id } : undefined,
      h5CjActiveDraw: { activityId: draw.activity.id },
      h5CjActiveDrawPhysical: { recordId: String(record.id) },
      h5CjActiveDrawSubmitAddress: { recordId: String(record.id) },
    }

    const friend = await t.login('13800009002')
    const exchanges: Exchange[] = []
    return {
      session: { [StorageKey.USER_INFO]: { token: login.token, refresh_token: login.refresh_token } },
      friendSession: { [StorageKey.USER_INFO]: { token: friend.token, refresh_token: friend.refresh_token } },
      queries,
      exchanges,
      async request(req, page) {
        const relative = !/^https?:\/\//.test(req.url)
        const url = new URL(req.url, 'http://service.invalid')
        const res = await t.app.inject({
          method: req.method as 'GET' | 'POST',
          url: url.pathname + url.search,
          headers: req.header,
          ...(req.method === 'GET' || req.data === undefined ? {} : { payload: req.data as object }),
        })
        let body: unknown = res.body
        try {
          body = res.json()
        } catch {
          /* not JSON: handed over as text */
        }
        const envelope = (body ?? {}) as { code?: number; msg?: string }
        exchanges.push({
          page,
          method: req.method,
          path: url.pathname,
          status: res.statusCode,
          code: typeof envelope.code === 'number' ? envelope.code : undefined,
          msg: envelope.msg ?? '',
          relative,
        })
        return { statusCode: res.statusCode, data: res.body, header: res.headers as Record<string, string> }
      },
      close: () => t.close(),
    }
  } catch (e) {
    await t.close()
    throw e
  }
}
