import type { GameDef } from './types'
import { commonTail, pricedCount, pricedTiers, seasonalRank, serverEnum } from './common'

/** 和平精英: listings already read as counted asset lists (升级枪, 载具, 军需, 粉/红装). */
export const peacekeeperElite: GameDef = {
  id: 10011,
  campApp: '和平营地',
  name: '和平精英',
  enabled: true,
  genre: 'battle-royale',
  priceDrivers: '升级枪、载具皮肤、限定军需套装、粉装/红装、尾迹；段位影响弱',
  attributes: [
    serverEnum('大区', ['安卓QQ', '安卓微信', '苹果QQ', '苹果微信']),
    pricedCount('upgradeGuns', '升级枪数量', 120, '把', { required: true }),
    pricedCount('vehicleSkins', '载具皮肤数量', 300, '个'),
    pricedCount('supplySets', '限定军需套装', 150, '套'),
    pricedTiers(
      'outfits',
      '套装（按品质）',
      '套',
      [
        { key: 'pink', label: '粉装', max: 400 },
        { key: 'red', label: '红装', max: 100 },
      ],
      false,
    ),
    pricedCount('trails', '尾迹数量', 100, '个', { important: false }),
    seasonalRank(['青铜', '白银', '黄金', '铂金', '星钻', '皇冠', '王牌', '无敌战神']),
    ...commonTail(),
  ],
}
