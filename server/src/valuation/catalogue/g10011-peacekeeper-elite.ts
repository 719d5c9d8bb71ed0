import type { GameDef } from './types'
import { commonTail, seasonalRank, serverEnum } from './common'

/** 和平精英: listings already read as counted asset lists (升级枪, 载具, 军需, 粉/红装). */
export const peacekeeperElite: GameDef = {
  id: 10011,
  name: '和平精英',
  enabled: true,
  genre: 'battle-royale',
  priceDrivers: '升级枪、载具皮肤、限定军需套装、粉装/红装、尾迹；段位影响弱',
  attributes: [
    serverEnum('大区', ['安卓QQ', '安卓微信', '苹果QQ', '苹果微信']),
    {
      key: 'upgradeGuns', kind: 'count', label: '升级枪数量', priced: true, important: true,
      monotone: 'increasing', required: true, min: 0, max: 120, unit: '把',
    },
    {
      key: 'vehicleSkins', kind: 'count', label: '载具皮肤数量', priced: true, important: true,
      monotone: 'increasing', required: false, min: 0, max: 300, unit: '个',
    },
    {
      key: 'supplySets', kind: 'count', label: '限定军需套装', priced: true, important: true,
      monotone: 'increasing', required: false, min: 0, max: 150, unit: '套',
    },
    {
      key: 'outfits', kind: 'tiers', label: '套装（按品质）', priced: true, important: true,
      monotone: 'increasing', required: false, unit: '套',
      tiers: [
        { key: 'pink', label: '粉装', max: 400 },
        { key: 'red', label: '红装', max: 100 },
      ],
    },
    {
      key: 'trails', kind: 'count', label: '尾迹数量', priced: true, important: false,
      monotone: 'increasing', required: false, min: 0, max: 100, unit: '个',
    },
    seasonalRank(['青铜', '白银', '黄金', '铂金', '星钻', '皇冠', '王牌', '无敌战神']),
    ...commonTail(),
  ],
}
