import type { GameDef } from './types'
import { commonTail, pricedCount, pricedNamed, serverEnum } from './common'

/**
 * The limited 5★ characters of the character warps and their signature light cones, newest first (up to
 * version 3.6, with the Fate collaboration's Saber and Archer). The standard 5★ (姬子, 瓦尔特, 布洛妮娅, 杰帕德,
 * 克拉拉, 彦卿, 白露) are left out. A new banner is one more line.
 */
const ROSTER: { key: string; label: string; cone: { key: string; label: string } }[] = [
  { key: 'danhengpt', label: '丹恒•腾荒', cone: { key: 'worldsapart', label: '纵然山河万程' } },
  { key: 'evernight', label: '长夜月', cone: { key: 'evernightstars', label: '致长夜的星光' } },
  { key: 'cerydra', label: '刻律德菈', cone: { key: 'goldenblood', label: '金血铭刻的时代' } },
  { key: 'hysilens', label: '海瑟音', cone: { key: 'oceansing', label: '海洋为何而歌' } },
  { key: 'archer', label: 'Archer', cone: { key: 'idealsburn', label: '理想燃烧的地狱' } },
  { key: 'saber', label: 'Saber', cone: { key: 'thankless', label: '没有回报的加冕' } },
  { key: 'phainon', label: '白厄', cone: { key: 'dawnburns', label: '黎明恰如此燃烧' } },
  { key: 'cipher', label: '赛飞儿', cone: { key: 'liesdance', label: '谎言在风中飘扬' } },
  { key: 'hyacine', label: '风堇', cone: { key: 'rainbows', label: '愿虹光永驻天空' } },
  { key: 'anaxa', label: '那刻夏', cone: { key: 'castflames', label: '生命当付之一炬' } },
  { key: 'castorice', label: '遐蝶', cone: { key: 'farewells', label: '让告别，更美一些' } },
  { key: 'mydei', label: '万敌', cone: { key: 'flameofblood', label: '血火啊，燃烧前路' } },
  { key: 'tribbie', label: '缇宝', cone: { key: 'timeflower', label: '如果时间是一朵花' } },
  { key: 'aglaea', label: '阿格莱雅', cone: { key: 'timegold', label: '将光阴织成黄金' } },
  { key: 'theherta', label: '大黑塔', cone: { key: 'unreachableveil', label: '向着不可追问处' } },
  { key: 'fugue', label: '忘归人', cone: { key: 'longroad', label: '长路终有归途' } },
  { key: 'sunday', label: '星期日', cone: { key: 'groundedascent', label: '回到大地的飞行' } },
  { key: 'rappa', label: '乱破', cone: { key: 'ninjutsu', label: '忍法帖•缭乱破魔' } },
  { key: 'lingsha', label: '灵砂', cone: { key: 'scentalone', label: '唯有香如故' } },
  { key: 'feixiao', label: '飞霄', cone: { key: 'iveninto', label: '我将，巡征追猎' } },
  { key: 'yunli', label: '云璃', cone: { key: 'dancesunset', label: '落日时起舞' } },
  { key: 'jiaoqiu', label: '椒丘', cone: { key: 'manysprings', label: '那无数个春天' } },
  { key: 'jade', label: '翡翠', cone: { key: 'hopepriceless', label: '偏偏希望无价' } },
  { key: 'firefly', label: '流萤', cone: { key: 'whereabouts', label: '梦应归于何处' } },
  { key: 'boothill', label: '波提欧', cone: { key: 'secondlife', label: '驶向第二次生命' } },
  { key: 'robin', label: '知更鸟', cone: { key: 'nightglow', label: '夜色流光溢彩' } },
  { key: 'acheron', label: '黄泉', cone: { key: 'alongpass', label: '行于流逝的岸' } },
  { key: 'aventurine', label: '砂金', cone: { key: 'unjustdestiny', label: '命运从未公平' } },
  { key: 'blackswan', label: '黑天鹅', cone: { key: 'reforged', label: '重塑时光之忆' } },
  { key: 'sparkle', label: '花火', cone: { key: 'earthlynot', label: '游戏尘寰' } },
  { key: 'ratio', label: '真理医生', cone: { key: 'purethought', label: '纯粹思维的洗礼' } },
  { key: 'ruanmei', label: '阮•梅', cone: { key: 'pastself', label: '镜中故我' } },
  { key: 'argenti', label: '银枝', cone: { key: 'instantgaze', label: '片刻，留在眼底' } },
  { key: 'huohuo', label: '藿藿', cone: { key: 'nightfright', label: '惊魂夜' } },
  { key: 'topaz', label: '托帕&账账', cone: { key: 'worrisome', label: '烦恼着，幸福着' } },
  { key: 'imbibitor', label: '丹恒•饮月', cone: { key: 'brighter', label: '比阳光更明亮的' } },
  { key: 'jingliu', label: '镜流', cone: { key: 'icesword', label: '此身为剑' } },
  { key: 'fuxuan', label: '符玄', cone: { key: 'shuteyes', label: '她已闭上双眼' } },
  { key: 'jingyuan', label: '景元', cone: { key: 'beforedawn', label: '拂晓之前' } },
  { key: 'blade', label: '刃', cone: { key: 'unreachable', label: '到不了的彼岸' } },
  { key: 'kafka', label: '卡芙卡', cone: { key: 'patience', label: '只需等待' } },
  { key: 'luocha', label: '罗刹', cone: { key: 'coffin', label: '棺的回响' } },
  { key: 'silverwolf', label: '银狼', cone: { key: 'incessantrain', label: '雨一直下' } },
  { key: 'seele', label: '希儿', cone: { key: 'nightsky', label: '于夜色中' } },
]

/** 崩坏：星穹铁道: limited characters × 星魂 and signature light cones × 叠影 ("N+M" notation). */
export const starRail: GameDef = {
  id: 10161,
  name: '崩坏：星穹铁道',
  enabled: true,
  genre: 'gacha',
  priceDrivers: '限定五星角色×星魂、限定光锥×叠影（“N+M”）、星琼；B服折价；开拓等级影响弱',
  // accounts of its own: nothing to scan
  accountApps: [],
  attributes: [
    serverEnum('服务器', ['官服', 'B服']),
    pricedNamed(
      'chars',
      '限定五星角色（星魂）',
      { min: 0, max: 6, format: '{n}魂' },
      ROSTER.map(({ key, label }) => ({ key, label })),
    ),
    pricedNamed(
      'cones',
      '限定光锥（叠影）',
      { min: 1, max: 5, format: '{n}叠' },
      ROSTER.map(({ key, cone }) => ({ ...cone, signatureOf: key })),
      { bundleWith: 'chars' },
    ),
    pricedCount('goldCount', '五星总数', 300, '个', { required: true }),
    pricedCount('stellarJade', '星琼', 500000, '颗', { important: false }),
    pricedCount('trailblazeLevel', '开拓等级', 70, '级', {
      important: false,
      min: 1,
      weak: true,
      help: '等级影响很小，账号价值主要看角色与光锥',
    }),
    ...commonTail(),
  ],
}
