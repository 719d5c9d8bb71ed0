import type { GameDef } from './types'
import { commonTail, seasonalRank, serverEnum } from './common'

/** 无畏契约: limited bundles and melee (knife) skins are the top tier; VP balance trades near face value. */
export const valorant: GameDef = {
  id: 10148,
  name: '无畏契约',
  enabled: true,
  genre: 'tactical-fps',
  priceDrivers: '限定皮肤套装、近战武器皮肤最贵；VP/辐能点余额接近面值；段位约等于 0',
  attributes: [
    serverEnum('服务器', ['国服', '国际服']),
    {
      key: 'bundles', kind: 'count', label: '限定皮肤套装', priced: true, important: true,
      monotone: 'increasing', required: true, min: 0, max: 80, unit: '套',
    },
    {
      key: 'meleeSkins', kind: 'count', label: '近战武器皮肤', priced: true, important: true,
      monotone: 'increasing', required: true, min: 0, max: 60, unit: '把',
    },
    {
      key: 'gunSkins', kind: 'count', label: '其他枪械皮肤', priced: true, important: false,
      monotone: 'increasing', required: false, min: 0, max: 600, unit: '款',
    },
    {
      key: 'vp', kind: 'count', label: 'VP 余额', priced: true, important: false,
      monotone: 'increasing', required: false, min: 0, max: 200000, unit: 'VP',
    },
    seasonalRank(['黑铁', '青铜', '白银', '黄金', '铂金', '钻石', '超凡', '神话', '辐能战魂']),
    ...commonTail(),
  ],
}
