import { PRIZE_STATE_TEXT, type PrizeState } from '../../server/src/contract/values/draw'
import type { DrawActivity, DrawMe, DrawPrize, DrawRecord } from '../../server/src/contract'
import { net, type Req } from './helpers'

/** Replies of the draw service for the draw, red-envelope, address and shipping page tests (contract shapes). */

export const ok = (data: unknown, msg = 'ok') => ({ code: 200, msg, data })
export const fail = (code: number, msg: string) => ({ code, msg, data: null })
export const pathOf = (r: Req) => r.url.split('?')[0]
export const bodyOf = (r: Req) => (r.data ?? {}) as Record<string, unknown>
/** What the page sent to one draw endpoint (`activity`, `records`, `draw`, `record`, `address`), in order. */
export const drawCalls = (name: string) => net.requests.filter((r) => pathOf(r) === `/app/v1/draw/${name}`)

/** 2026-11-25 00:00 and 2027-02-24 00:00 China time: the period reads 2026.11.25 - 2027.02.23. */
const START = Date.UTC(2026, 10, 24, 16)
const END = Date.UTC(2027, 1, 23, 16)

export const activity = (over: Partial<DrawActivity> = {}): DrawActivity => ({
  id: 'act-1',
  title: '冬季幸运大抽奖',
  subtitle: '估价赢好礼，天天有惊喜',
  style: 'draw',
  rules: ['每次抽奖消耗 1 次抽奖机会', '实物奖品请在 7 天内填写收货地址'],
  startAt: START,
  endAt: END,
  state: 1,
  perUserLimit: 20,
  perDayLimit: 5,
  noPrizeOdds: 600_000,
  noPrizeOddsText: '60.00%',
  ...over,
})

export const KEYBOARD: DrawPrize = {
  id: 11,
  type: 1,
  name: '机械键盘',
  image: '',
  amountFen: 0,
  couponCount: 0,
  odds: 5_000,
  oddsText: '0.50%',
  stock: 3,
  total: 5,
}
export const CASH: DrawPrize = {
  id: 12,
  type: 2,
  name: '现金红包',
  image: '',
  amountFen: 188,
  couponCount: 0,
  odds: 200_000,
  oddsText: '20.00%',
  stock: 96,
  total: 100,
}
export const COUPON: DrawPrize = {
  id: 13,
  type: 3,
  name: '报告解锁券',
  image: '',
  amountFen: 0,
  couponCount: 2,
  odds: 195_000,
  oddsText: '19.50%',
  stock: 0,
  total: 50,
}
export const PRIZES = [KEYBOARD, CASH, COUPON]

export const me = (over: Partial<DrawMe> = {}): DrawMe => ({ chances: 3, used: 1, usedToday: 1, minor: false, ...over })

const won = (p: DrawPrize) => ({ id: p.id, type: p.type, name: p.name, image: p.image, amountFen: p.amountFen, couponCount: p.couponCount })

/** 2026-12-01 12:05 China time. */
export const DRAWN_AT = Date.UTC(2026, 11, 1, 4, 5)

export const ADDRESS = {
  name: '张三',
  mobile: '13800138000',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路 90 号东部软件园',
}

export const record = (id: number, prize: DrawPrize | null, state: PrizeState, over: Partial<DrawRecord> = {}): DrawRecord => ({
  id,
  activityId: 'act-1',
  activityTitle: '冬季幸运大抽奖',
  prize: prize ? won(prize) : null,
  state,
  stateText: PRIZE_STATE_TEXT[state],
  createdAt: DRAWN_AT,
  address: null,
  addressEditable: state === 1 || state === 2,
  shipping: null,
  ...over,
})
