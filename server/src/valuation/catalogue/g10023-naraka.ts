import type { GameDef } from './types'
import { commonTail, pricedCount, pricedTiers, serverEnum } from './common'

/** 永劫无间: red skins above gold skins; collaboration limited items on top. */
export const naraka: GameDef = {
  id: 10023,
  name: '永劫无间',
  enabled: true,
  genre: 'action',
  priceDrivers: '红色品质皮肤高于金色（武器与时装）；联动限定道具',
  // accounts of its own: nothing to scan
  accountApps: [],
  attributes: [
    serverEnum('平台', ['网易官服', 'Steam']),
    pricedTiers('skins', '皮肤（按品质）', '款', [
      { key: 'gold', label: '金色', max: 600 },
      { key: 'red', label: '红色', max: 200 },
    ]),
    pricedCount('collab', '联动限定道具', 80, '个'),
    ...commonTail(),
  ],
}
