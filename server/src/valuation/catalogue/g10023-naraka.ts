import type { GameDef } from './types'
import { commonTail, serverEnum } from './common'

/** 永劫无间: red skins above gold skins; collaboration limited items on top. */
export const naraka: GameDef = {
  id: 10023,
  name: '永劫无间',
  enabled: true,
  genre: 'action',
  priceDrivers: '红色品质皮肤高于金色（武器与时装）；联动限定道具',
  attributes: [
    serverEnum('平台', ['网易官服', 'Steam']),
    {
      key: 'skins',
      kind: 'tiers',
      label: '皮肤（按品质）',
      priced: true,
      important: true,
      monotone: 'increasing',
      required: true,
      unit: '款',
      tiers: [
        { key: 'gold', label: '金色', max: 600 },
        { key: 'red', label: '红色', max: 200 },
      ],
    },
    {
      key: 'collab',
      kind: 'count',
      label: '联动限定道具',
      priced: true,
      important: true,
      monotone: 'increasing',
      required: false,
      min: 0,
      max: 80,
      unit: '个',
    },
    ...commonTail(),
  ],
}
