import type { GameDef } from './types'
import { commonTail, pricedCount, pricedTiers, seasonalRank, serverEnum } from './common'

/** 英雄联盟: limited-source skins (至臻, 海克斯, event limited) far above shop skins; skin total is weak. */
export const leagueOfLegends: GameDef = {
  id: 10012,
  name: '英雄联盟',
  enabled: true,
  genre: 'moba',
  priceDrivers: '至臻、海克斯限定、活动限定皮肤远高于商城皮肤；皮肤总数影响弱；段位每赛季重置',
  // signs in with QQ
  accountApps: [1],
  attributes: [
    serverEnum('大区', ['电信大区', '网通大区', '其他大区']),
    pricedTiers('skins', '皮肤数量（按来源）', '款', [
      { key: 'shop', label: '商城皮肤', max: 1500 },
      { key: 'limited', label: '活动限定', max: 300 },
      { key: 'hextech', label: '海克斯限定', max: 150 },
      { key: 'ultimate', label: '至臻', max: 80 },
    ]),
    pricedCount('heroCount', '英雄数量', 170, '个', { important: false }),
    seasonalRank(['黑铁', '青铜', '白银', '黄金', '铂金', '翡翠', '钻石', '大师', '宗师', '王者']),
    ...commonTail(),
  ],
}
