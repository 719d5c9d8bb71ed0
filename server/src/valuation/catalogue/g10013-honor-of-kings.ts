import type { GameDef } from './types'
import { commonTail, seasonalRank, serverEnum } from './common'

/** 王者荣耀: skin tiers jump steeply; 贵族 (V) level is spend history, collected but never priced. */
export const honorOfKings: GameDef = {
  id: 10013,
  name: '王者荣耀',
  enabled: true,
  genre: 'moba',
  priceDrivers: '皮肤分档：史诗 < 传说 < 星传说 < 荣耀典藏（单个约 1600 元抽取成本）；全英雄；安卓QQ区最贵',
  attributes: [
    serverEnum('大区', ['安卓QQ', '安卓微信', '苹果QQ', '苹果微信']),
    {
      key: 'skins',
      kind: 'tiers',
      label: '皮肤数量（按品质）',
      priced: true,
      important: true,
      monotone: 'increasing',
      required: true,
      unit: '款',
      tiers: [
        { key: 'epic', label: '史诗', max: 300 },
        { key: 'legend', label: '传说', max: 150 },
        { key: 'starLegend', label: '星传说', max: 40 },
        { key: 'glory', label: '荣耀典藏', max: 30 },
      ],
    },
    {
      key: 'heroCount',
      kind: 'count',
      label: '英雄数量',
      priced: true,
      important: true,
      monotone: 'increasing',
      required: true,
      min: 0,
      max: 130,
      unit: '个',
      thresholds: [{ at: 125, label: '全英雄' }],
    },
    {
      key: 'vipLevel',
      kind: 'count',
      label: '贵族等级',
      priced: false,
      important: false,
      monotone: 'none',
      required: false,
      min: 0,
      max: 10,
      unit: '级',
      help: '贵族等级是历史消费，不是账号资产，不计入估价',
    },
    seasonalRank(['青铜', '白银', '黄金', '铂金', '钻石', '星耀', '王者']),
    ...commonTail(),
  ],
}
