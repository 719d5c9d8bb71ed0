import type { GameDef } from './types'
import { commonTail, pricedCount, seasonalRank, serverEnum } from './common'

/** 无畏契约: limited bundles and melee (knife) skins are the top tier; VP balance trades near face value. */
export const valorant: GameDef = {
  id: 10148,
  name: '无畏契约',
  enabled: true,
  genre: 'tactical-fps',
  priceDrivers: '限定皮肤套装、近战武器皮肤最贵；VP/辐能点余额接近面值；段位约等于 0',
  // signs in with QQ
  accountApps: [1],
  attributes: [
    serverEnum('服务器', ['国服', '国际服']),
    pricedCount('bundles', '限定皮肤套装', 80, '套', { required: true }),
    pricedCount('meleeSkins', '近战武器皮肤', 60, '把', { required: true }),
    pricedCount('gunSkins', '其他枪械皮肤', 600, '款', { important: false }),
    pricedCount('vp', 'VP 余额', 200000, 'VP', { important: false }),
    seasonalRank(['黑铁', '青铜', '白银', '黄金', '铂金', '钻石', '超凡', '神话', '辐能战魂']),
    ...commonTail(),
  ],
}
