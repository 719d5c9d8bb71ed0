import type { GameDef } from './types'
import { commonTail, pricedCount, pricedTiers, seasonalRank, serverEnum } from './common'

/** 火影忍者手游: S-ninjas in three tiers; channel servers sell at about 1/3 of the official server. */
export const naruto: GameDef = {
  id: 10032,
  name: '火影忍者手游',
  enabled: true,
  genre: 'collection',
  priceDrivers: 'S忍分三档：绝版点券S > 高招S（每个约 40-70 元）> 商城S；渠道服约为官服三分之一',
  // QQ and WeChat areas
  accountApps: [1, 2],
  attributes: [
    serverEnum('服务器', ['官服', '渠道服']),
    pricedTiers('sNinjas', 'S级忍者（按获取方式）', '个', [
      { key: 'shop', label: '商城S', max: 120 },
      { key: 'summon', label: '高招S', max: 120 },
      { key: 'coupon', label: '绝版点券S', max: 60 },
    ]),
    pricedCount('aNinjas', 'A级忍者数量', 200, '个', { important: false }),
    seasonalRank(['下忍', '中忍', '上忍', '精英上忍', '暗部', '影']),
    ...commonTail(),
  ],
}
