import type { GameDef } from './types'
import { commonTail, pricedTiers, seasonalRank, serverEnum } from './common'

/** 穿越火线: directly bought hero-grade weapons (888-1000+ 元 list price) at a stable discount; king-grade above. */
export const crossfire: GameDef = {
  id: 10039,
  name: '穿越火线',
  enabled: true,
  genre: 'shooter',
  priceDrivers: '英雄级武器（标价约 888-1000+ 元）按稳定折扣计价，王者级更高；永久普通武器影响弱',
  // signs in with QQ
  accountApps: [1],
  attributes: [
    serverEnum('大区', ['电信区', '网通区', '其他区']),
    pricedTiers('weapons', '武器（按等级）', '把', [
      { key: 'permanent', label: '永久普通武器', max: 500 },
      { key: 'hero', label: '英雄级', max: 150 },
      { key: 'king', label: '王者级', max: 40 },
    ]),
    seasonalRank(['新兵', '列兵', '士官', '尉官', '校官', '将官', '元帅']),
    ...commonTail(),
  ],
}
