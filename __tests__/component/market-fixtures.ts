import { net, type, type Reply, type Req } from './helpers'
import { monthsAgo, paidDateToMs } from '../../src/features/did-i-lose/store'

/** Fixtures and the fake service shared by the market feature page tests. */

export const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })
export const fail = (code: number, msg: string): Reply => ({ code, msg, data: null })

export const GAMES = [
  { gameId: 10013, name: '王者荣耀', genre: 'MOBA', icon: 'game-10013', valuationCount: 30 },
  { gameId: 10026, name: '原神', genre: '二次元', icon: 'game-10026', valuationCount: 12 },
]

export const listing = (id: number, priceFen: number, extra: Record<string, unknown> = {}) => ({
  listingId: id,
  externalId: `demo-10013-${id}`,
  source: 'demo',
  url: `https://gujia.example/listing/demo-10013-${id}`,
  priceFen,
  priceType: 1,
  status: 'on_sale',
  listedAt: Date.UTC(2026, 9, 1),
  keyAttrs: ['荣耀典藏 2', '英雄 120'],
  demo: true,
  ...extra,
})

export const page = (path: string) => path.split('?')[0].replace('/app/v1/', '')

export const bodiesOf = (p: string) => net.requests.filter((r) => page(r.url) === p).map((r) => r.data as Record<string, unknown>)

/** Two questions of 王者荣耀 as val/questions sends them: a number input and a single choice. */
export const QUESTIONS = {
  gameId: 10013,
  gameName: '王者荣耀',
  list: [
    { id: 1001301, gameId: 10013, key: 'heroCount', type: 2, title: '英雄数量', required: true, min: 0, max: 130, unit: '个' },
    {
      id: 1001302,
      gameId: 10013,
      key: 'server',
      type: 1,
      title: '区服',
      required: true,
      options: [
        { value: 'qq_android', label: 'QQ安卓' },
        { value: 'wx_ios', label: '微信iOS' },
      ],
    },
  ],
}

export const REPORTS = [
  {
    valId: 'r_aaaaaaaaaaaaaaaa',
    status: 2,
    evaluateType: 2,
    gameId: 10013,
    gameName: '王者荣耀',
    level: 'SR',
    createdAt: Date.UTC(2026, 9, 20),
  },
  { valId: 'r_bbbbbbbbbbbbbbbb', status: 0, evaluateType: 1, gameId: 10013, gameName: '王者荣耀', createdAt: Date.UTC(2026, 9, 21) },
]

const BASE_REPLIES: Record<string, (r: Req) => Reply> = {
  valGameMain: () => ok({ list: GAMES }),
  'val/questions': () => ok(QUESTIONS),
  'user/userInfo': () => ok({ user_base_info: { id: 1 } }),
}

/** The fake service of the market pages: `replies` by path (after /app/v1/), then the shared ones. */
export const marketService = (replies: Record<string, (r: Req) => Reply>) => (r: Req) =>
  (replies[page(r.url)] ?? BASE_REPLIES[page(r.url)] ?? (() => ok({})))(r)

/** Types until the page state shows it (a just-mounted Taro Textarea can drop the first event on a busy machine). */
export async function typeUntil(id: string, value: string, done: () => boolean) {
  for (let i = 0; i < 20 && !done(); i++) await type(id, value)
  if (!done()) throw new Error(`typing into ${id} did not reach the page`)
}

/** A locked (status 1) valuation report of 王者荣耀 as val/valReport sends it. */
export const lockedValuation = (valId: string) => ({
  valId,
  evaluateType: 2,
  createdAt: Date.UTC(2026, 10, 1),
  gameId: 10013,
  gameName: '王者荣耀',
  status: 1,
  level: 'SR',
  band: '1千-3千元',
  comparableCount: 12,
  demo: true,
  propertyConfirm: { status: 0 },
})

/** A locked did-I-lose report: ¥3,000 paid a year ago against the 1千-3千元 band, which cannot tell a loss from a gain. */
export const CHECK_TEASER = {
  recordId: 5,
  reportId: 'r_check5',
  status: 1,
  gameId: 10013,
  gameName: '王者荣耀',
  verdict: '待解锁',
  band: '1千-3千元',
  paidFen: 300000,
  paidAt: paidDateToMs(monthsAgo(12)),
  identity: 1,
  marketChangePct: -10,
  demo: true,
  createdAt: Date.now(),
}
