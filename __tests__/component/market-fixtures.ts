import Taro from '@tarojs/taro'
import { net, type Reply, type Req } from './helpers'

/** Fixtures and a gated fake service shared by the market feature page tests. */

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

let gate: Promise<void> | null = null
let release: () => void = () => {}

/** Holds every reply until `openGate()` (to see skeletons). */
export function closeGate() {
  gate = new Promise((r) => (release = r))
}
export function openGate() {
  release()
  gate = null
}

/** Like helpers.mockService, but the reply may wait for the gate. */
export function mockGatedService(): void {
  jest.spyOn(Taro, 'request').mockImplementation(((o: Req) => {
    net.requests.push(o)
    const respond = () => ({ statusCode: 200, data: net.reply(o), header: {}, cookies: [], errMsg: 'request:ok' })
    return gate ? gate.then(respond) : Promise.resolve(respond())
  }) as never)
}

export const bodiesOf = (p: string) => net.requests.filter((r) => page(r.url) === p).map((r) => r.data as Record<string, unknown>)
