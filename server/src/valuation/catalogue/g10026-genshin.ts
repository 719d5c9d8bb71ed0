import type { GameDef } from './types'
import { commonTail, pricedCount, pricedNamed, serverEnum } from './common'

/**
 * The limited 5★ characters of the event wishes and their signature weapons, newest banner first (up to
 * version 6.5). Characters moved to the standard wish (提纳里, 迪希雅, 梦见月瑞希) are left out: they are no
 * longer limited. 可莉 has no limited signature weapon; 甘雨's 阿莫斯之弓 is a standard-wish weapon that
 * listings still name as her 专武. A new banner is one more line in each list.
 */
const ROSTER: { key: string; label: string; weapon?: { key: string; label: string } }[] = [
  { key: 'linnea', label: '莉奈娅', weapon: { key: 'frostgilt', label: '霜结的誓金枝' } },
  { key: 'varka', label: '法尔伽', weapon: { key: 'wolfballad', label: '狼的武功歌' } },
  { key: 'columbina', label: '哥伦比娅', weapon: { key: 'nocturne', label: '帷间夜曲' } },
  { key: 'zibai', label: '兹白', weapon: { key: 'crescent', label: '朏魄含光' } },
  { key: 'durin', label: '杜林', weapon: { key: 'eclipse', label: '黑蚀' } },
  { key: 'nefer', label: '奈芙尔', weapon: { key: 'truthcasket', label: '真语秘匣' } },
  { key: 'lauma', label: '菈乌玛', weapon: { key: 'nightweaver', label: '纺夜天镜' } },
  { key: 'flins', label: '菲林斯', weapon: { key: 'bloodsoaked', label: '血染荒城' } },
  { key: 'ineffa', label: '伊涅芙', weapon: { key: 'fracturedhalo', label: '支离轮光' } },
  { key: 'skirk', label: '丝柯克', weapon: { key: 'azurelight', label: '苍耀' } },
  { key: 'escoffier', label: '爱可菲', weapon: { key: 'symphonist', label: '香韵奏者' } },
  { key: 'varesa', label: '瓦雷莎', weapon: { key: 'vividnotions', label: '溢彩心念' } },
  { key: 'mavuika', label: '玛薇卡', weapon: { key: 'blazingsuns', label: '焚曜千阳' } },
  { key: 'citlali', label: '茜特菈莉', weapon: { key: 'starcaller', label: '祭星者之望' } },
  { key: 'chasca', label: '恰斯卡', weapon: { key: 'astralvulture', label: '星鹫赤羽' } },
  { key: 'xilonen', label: '希诺宁', weapon: { key: 'peakpatrol', label: '岩峰巡歌' } },
  { key: 'mualani', label: '玛拉妮', weapon: { key: 'surfsup', label: '冲浪时光' } },
  { key: 'kinich', label: '基尼奇', weapon: { key: 'mountainking', label: '山王长牙' } },
  { key: 'emilie', label: '艾梅莉埃', weapon: { key: 'lumidouce', label: '柔灯挽歌' } },
  { key: 'clorinde', label: '克洛琳德', weapon: { key: 'absolution', label: '赦罪' } },
  { key: 'sigewinne', label: '希格雯', weapon: { key: 'silvershower', label: '白雨心弦' } },
  { key: 'arlecchino', label: '阿蕾奇诺', weapon: { key: 'crimsonmoon', label: '赤月之形' } },
  { key: 'chiori', label: '千织', weapon: { key: 'uraku', label: '有乐御簾切' } },
  { key: 'xianyun', label: '闲云', weapon: { key: 'craneecho', label: '鹤鸣余音' } },
  { key: 'navia', label: '娜维娅', weapon: { key: 'verdict', label: '裁断' } },
  { key: 'furina', label: '芙宁娜', weapon: { key: 'splendor', label: '静水流涌之辉' } },
  { key: 'neuvillette', label: '那维莱特', weapon: { key: 'tome', label: '万世流涌大典' } },
  { key: 'wriothesley', label: '莱欧斯利', weapon: { key: 'cashflow', label: '金流监督' } },
  { key: 'lyney', label: '林尼', weapon: { key: 'greatmagic', label: '最初的大魔术' } },
  { key: 'baizhu', label: '白术', weapon: { key: 'jadefall', label: '碧落之珑' } },
  { key: 'alhaitham', label: '艾尔海森', weapon: { key: 'foliar', label: '裁叶萃光' } },
  { key: 'wanderer', label: '流浪者', weapon: { key: 'tulaytullah', label: '图莱杜拉的回忆' } },
  { key: 'nahida', label: '纳西妲', weapon: { key: 'athousand', label: '千夜浮梦' } },
  { key: 'nilou', label: '妮露', weapon: { key: 'khajnisut', label: '圣显之钥' } },
  { key: 'cyno', label: '赛诺', weapon: { key: 'scarletsands', label: '赤沙之杖' } },
  { key: 'yelan', label: '夜兰', weapon: { key: 'aqua', label: '若水' } },
  { key: 'ayato', label: '神里绫人', weapon: { key: 'haran', label: '波乱月白经津' } },
  { key: 'yae', label: '八重神子', weapon: { key: 'kagura', label: '神乐之真意' } },
  { key: 'shenhe', label: '申鹤', weapon: { key: 'calamity', label: '息灾' } },
  { key: 'itto', label: '荒泷一斗', weapon: { key: 'redhorn', label: '赤角石溃杵' } },
  { key: 'raiden', label: '雷电将军', weapon: { key: 'engulfing', label: '薙草之稻光' } },
  { key: 'kokomi', label: '珊瑚宫心海', weapon: { key: 'moonglow', label: '不灭月华' } },
  { key: 'ayaka', label: '神里绫华', weapon: { key: 'mistsplitter', label: '雾切之回光' } },
  { key: 'yoimiya', label: '宵宫', weapon: { key: 'thundering', label: '飞雷之弦振' } },
  { key: 'kazuha', label: '枫原万叶', weapon: { key: 'freedom', label: '苍古自由之誓' } },
  { key: 'eula', label: '优菈', weapon: { key: 'brokenpines', label: '松籁响起之时' } },
  { key: 'hutao', label: '胡桃', weapon: { key: 'homa', label: '护摩之杖' } },
  { key: 'xiao', label: '魈', weapon: { key: 'jadespear', label: '和璞鸢' } },
  { key: 'ganyu', label: '甘雨', weapon: { key: 'amos', label: '阿莫斯之弓' } },
  { key: 'albedo', label: '阿贝多', weapon: { key: 'summit', label: '斫峰之刃' } },
  { key: 'zhongli', label: '钟离', weapon: { key: 'vortex', label: '贯虹之槊' } },
  { key: 'tartaglia', label: '达达利亚', weapon: { key: 'polarstar', label: '冬极白星' } },
  { key: 'venti', label: '温迪', weapon: { key: 'elegy', label: '终末嗟叹之诗' } },
  { key: 'klee', label: '可莉' },
]

/** 原神: limited 5-star characters × 命座 and signature weapons × 精炼 carry the price (gacha with pity). */
export const genshin: GameDef = {
  id: 10026,
  name: '原神',
  enabled: true,
  genre: 'gacha',
  priceDrivers: '限定五星角色×命座、专武×精炼、黄数、原石/纠缠之缘；活邮溢价，B服折价；冒险等级影响弱',
  // accounts of its own: nothing to scan
  accountApps: [],
  attributes: [
    serverEnum('服务器', ['官服', 'B服']),
    pricedNamed(
      'chars',
      '限定五星角色（命座）',
      { min: 0, max: 6, format: '{n}命' },
      ROSTER.map(({ key, label }) => ({ key, label })),
    ),
    pricedNamed(
      'weapons',
      '五星专武（精炼）',
      { min: 1, max: 5, format: '精{n}' },
      ROSTER.flatMap(({ key, weapon }) => (weapon ? [{ ...weapon, signatureOf: key }] : [])),
      { bundleWith: 'chars' },
    ),
    pricedCount('goldCount', '黄数（五星总数）', 300, '个', { required: true }),
    pricedCount('primogems', '原石', 500000, '颗', { important: false }),
    pricedCount('fates', '纠缠之缘', 3000, '个', { important: false }),
    pricedCount('adventureLevel', '冒险等级', 60, '级', {
      important: false,
      min: 1,
      weak: true,
      help: '等级影响很小，账号价值主要看角色与武器',
    }),
    ...commonTail(),
  ],
}
