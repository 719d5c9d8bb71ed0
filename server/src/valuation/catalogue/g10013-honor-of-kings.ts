import type { GameDef } from './types'
import { commonTail, pricedCount, pricedNamed, pricedTiers, seasonalRank, serverEnum } from './common'

/**
 * The named skins listings are priced by: every 荣耀典藏 and the most traded 传说/珍品 skins, as trading
 * platforms list them (hero·skin). They are also counted in the tier counts above: the names carry what a
 * particular skin is worth beyond its tier's usual price.
 */
const RARE_SKINS: { key: string; label: string }[] = [
  { key: 'angelaMirror', label: '安琪拉·颠倒童话魔镜' },
  { key: 'guanyuCrimson', label: '关羽·赤影疾锋' },
  { key: 'lubuSeaLion', label: '吕布·怒海麟威' },
  { key: 'mulanNinefold', label: '花木兰·九霄神辉' },
  { key: 'xiaoqiaoSwan', label: '小乔·天鹅之梦' },
  { key: 'kaiSilverAria', label: '铠·银白咏叹调' },
  { key: 'xiahouHurricane', label: '夏侯惇·无限飓风号' },
  { key: 'wuzetianNyx', label: '武则天·倪克斯神谕' },
  { key: 'libaiSwordShadow', label: '李白·鸣剑·曳影' },
  { key: 'chengyaojinAssault', label: '程咬金·活力突击' },
  { key: 'diaochanPalace', label: '貂蝉·幻阙歌' },
  { key: 'galoSymphony', label: '伽罗·最初的交响' },
  { key: 'hanxinHunter', label: '韩信·弑枪猎影' },
  { key: 'zhugeStarDomain', label: '诸葛亮·星域神启' },
  { key: 'yujiRevelation', label: '虞姬·神鉴启示录' },
  { key: 'wukongHologram', label: '孙悟空·全息碎影' },
  { key: 'yaoSnapshot', label: '瑶·拾光映像' },
  { key: 'sunshangxiangKiller', label: '孙尚香·杀手不太冷' },
  { key: 'miyueEmpress', label: '芈月·大秦宣太后' },
  { key: 'lubanStarDream', label: '鲁班七号·星空梦想' },
  { key: 'marcoKid', label: '马可波罗·怪盗基德' },
  { key: 'lixinDemon', label: '李信·一念神魔' },
  { key: 'sunshangxiangMecha', label: '孙尚香·末日机甲' },
  { key: 'libaiPhoenix', label: '李白·凤求凰' },
  { key: 'xiahouFrostBlade', label: '夏侯惇·霜北刀' },
  { key: 'lunaFrostMoon', label: '露娜·霜月吟' },
  { key: 'jingSunlight', label: '镜·炽阳神光' },
  { key: 'miyamotoHellEye', label: '宫本武藏·地狱之眼' },
]

/** 王者荣耀: skin tiers jump steeply; 贵族 (V) level is spend history, collected but never priced. */
export const honorOfKings: GameDef = {
  id: 10013,
  campApp: '王者营地',
  name: '王者荣耀',
  enabled: true,
  genre: 'moba',
  priceDrivers: '皮肤分档：史诗 < 传说 < 星传说 < 荣耀典藏（单个约 1600 元抽取成本）；全英雄；安卓QQ区最贵',
  attributes: [
    serverEnum('大区', ['安卓QQ', '安卓微信', '苹果QQ', '苹果微信']),
    pricedTiers('skins', '皮肤数量（按品质）', '款', [
      { key: 'epic', label: '史诗', max: 300 },
      { key: 'legend', label: '传说', max: 150 },
      { key: 'starLegend', label: '星传说', max: 40 },
      { key: 'glory', label: '荣耀典藏', max: 30 },
    ]),
    pricedNamed('rareSkins', '稀有皮肤', { min: 1, max: 1, format: '' }, RARE_SKINS, { help: '荣耀典藏与热门传说皮肤' }),
    pricedCount('heroCount', '英雄数量', 130, '个', { required: true, thresholds: [{ at: 125, label: '全英雄' }] }),
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
      help: '贵族等级是历史消费，不是账号资产',
    },
    seasonalRank(['青铜', '白银', '黄金', '铂金', '钻石', '星耀', '王者']),
    ...commonTail(),
  ],
}
