import { TraderIdentity } from '@/constants/valuation'
import { PriceText } from '@/utils/money'
import type { TraderIdentity as FlowIdentity } from '@/features/question-flow'

/**
 * How did-I-lose reads for a buyer and for a seller. The service's verdict and profit are already the trader's own
 * (a seller whose account is worth more today than it fetched 亏了), so only the words change: the price is a 买价
 * or a 卖价, and a seller's verdict reads 卖亏了 / 卖赚了 (docs/decisions.md, "Did-I-lose for sellers").
 */
export interface TradeWords {
  /** The intro over the page. */
  title: string
  intro: string
  accountTitle: string
  tradeTitle: string
  priceLabel: string
  pricePlaceholder: string
  dateLabel: string
  /** "购买于" / "卖出于" before a date. */
  dateOn: string
  /** The trade in a records row: 买入 ¥X … 2024-06-01 购入 / 卖出 ¥X … 卖出. */
  rowPrice: string
  rowDate: string
  /** The price as the player's own figure: 你的买价 / 你的卖价. */
  yourPrice: string
  priceMissing: string
  dateMissing: string
  dateFuture: string
  dateTooEarly: string
  nearBand: string
  lossLine: string
  changeLine: string
  chartTitle: string
  /** The market price in the trade's month, and how far the price was above it. */
  marketThen: string
  aboveMarket: string
  /** A price below the market then: 少付 for a buyer, 少卖 for a seller. */
  belowMarket: string
  indexSince: string
  similarSub: string
}

const BUYER: TradeWords = {
  title: '买贵了吗？算一算',
  intro: '按今天的成交行情给你的账号估值，对比你的买价',
  accountTitle: '你买的账号',
  tradeTitle: '买入信息',
  priceLabel: '购买价格',
  pricePlaceholder: '你当时花了多少钱',
  dateLabel: '购买日期',
  dateOn: '购买于',
  rowPrice: '买入',
  rowDate: '购入',
  yourPrice: '你的买价',
  priceMissing: PriceText.PAID_MISSING,
  dateMissing: '请选择购买日期',
  dateFuture: '购买日期不能晚于今天',
  dateTooEarly: '购买日期不能早于2010年',
  nearBand: '买价和估值档位相近，解锁完整报告看是亏是赚',
  lossLine: '按今天的行情，这个号比你的买价少值了这么多',
  changeLine: '按今天的行情，这个号相对你的买价的变化',
  chartTitle: '买入以来的价值',
  marketThen: '买入当月的市场价',
  aboveMarket: '买价高出当时市场价',
  belowMarket: '少付',
  indexSince: '购买以来价格指数变化',
  similarSub: '和你的账号最像的在售账号，看看现在这个价位能买到什么',
}

const SELLER: TradeWords = {
  title: '卖亏了吗？算一算',
  intro: '按今天的成交行情给你卖出的账号估值，对比你的卖价',
  accountTitle: '你卖的账号',
  tradeTitle: '卖出信息',
  priceLabel: '卖出价格',
  pricePlaceholder: '你当时卖了多少钱',
  dateLabel: '卖出日期',
  dateOn: '卖出于',
  rowPrice: '卖出',
  rowDate: '卖出',
  yourPrice: '你的卖价',
  priceMissing: '请输入卖出价格',
  dateMissing: '请选择卖出日期',
  dateFuture: '卖出日期不能晚于今天',
  dateTooEarly: '卖出日期不能早于2010年',
  nearBand: '卖价和估值档位相近，解锁完整报告看是亏是赚',
  lossLine: '按今天的行情，这个号比你的卖价多值了这么多',
  changeLine: '按今天的行情，你的卖价比这个号今天的估值高出这么多',
  chartTitle: '卖出以来的价值',
  marketThen: '卖出当月的市场价',
  aboveMarket: '卖价高出当时市场价',
  belowMarket: '少卖',
  indexSince: '卖出以来价格指数变化',
  similarSub: '和你卖出的账号最像的在售账号，看看它们现在卖多少钱',
}

const isSeller = (identity: TraderIdentity | FlowIdentity | null | undefined) => identity === TraderIdentity.SELLER || identity === 'seller'

export const tradeWords = (identity: TraderIdentity | FlowIdentity | null | undefined): TradeWords => (isSeller(identity) ? SELLER : BUYER)

/** The verdict as the trader reads it: a seller's 亏了 / 赚了 is 卖亏了 / 卖赚了; 持平 and 待解锁 stay as they are. */
export function verdictWord(verdict: string, identity: TraderIdentity | undefined): string {
  return isSeller(identity) && (verdict === '亏了' || verdict === '赚了') ? `卖${verdict}` : verdict
}

/** The service's identity for the flow's. */
export const identityCode = (identity: FlowIdentity): TraderIdentity =>
  identity === 'seller' ? TraderIdentity.SELLER : TraderIdentity.BUYER
