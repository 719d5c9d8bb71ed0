import type { GameDef } from './types'
import { commonTail, serverEnum } from './common'

/** 原神: limited 5-star characters × 命座 and signature weapons × 精炼 carry the price (gacha with pity). */
export const genshin: GameDef = {
  id: 10026,
  name: '原神',
  enabled: true,
  genre: 'gacha',
  priceDrivers: '限定五星角色×命座、专武×精炼、黄数、原石/纠缠之缘；活邮溢价，B服折价',
  attributes: [
    serverEnum('服务器', ['官服', 'B服']),
    {
      key: 'chars', kind: 'named', label: '限定五星角色（命座）', priced: true, important: true,
      monotone: 'increasing', required: false, minLevel: 0, maxLevel: 6, levelFormat: '{n}命',
      items: [
        { key: 'raiden', label: '雷电将军' }, { key: 'nahida', label: '纳西妲' },
        { key: 'hutao', label: '胡桃' }, { key: 'zhongli', label: '钟离' },
        { key: 'yelan', label: '夜兰' }, { key: 'neuvillette', label: '那维莱特' },
        { key: 'furina', label: '芙宁娜' }, { key: 'kazuha', label: '枫原万叶' },
        { key: 'ganyu', label: '甘雨' }, { key: 'yae', label: '八重神子' },
      ],
    },
    {
      key: 'weapons', kind: 'named', label: '五星专武（精炼）', priced: true, important: true,
      monotone: 'increasing', required: false, minLevel: 1, maxLevel: 5, levelFormat: '精{n}',
      bundleWith: 'chars',
      items: [
        { key: 'engulfing', label: '薙草之稻光', signatureOf: 'raiden' },
        { key: 'athousand', label: '千夜浮梦', signatureOf: 'nahida' },
        { key: 'homa', label: '护摩之杖', signatureOf: 'hutao' },
        { key: 'vortex', label: '贯虹之槊', signatureOf: 'zhongli' },
        { key: 'aqua', label: '若水', signatureOf: 'yelan' },
        { key: 'tome', label: '万世流涌大典', signatureOf: 'neuvillette' },
        { key: 'splendor', label: '静水流涌之辉', signatureOf: 'furina' },
        { key: 'freedom', label: '苍古自由之誓', signatureOf: 'kazuha' },
        { key: 'amos', label: '阿莫斯之弓', signatureOf: 'ganyu' },
        { key: 'kagura', label: '神乐之真意', signatureOf: 'yae' },
      ],
    },
    {
      key: 'goldCount', kind: 'count', label: '黄数（五星总数）', priced: true, important: true,
      monotone: 'increasing', required: true, min: 0, max: 300, unit: '个',
    },
    {
      key: 'primogems', kind: 'count', label: '原石', priced: true, important: false,
      monotone: 'increasing', required: false, min: 0, max: 500000, unit: '颗',
    },
    {
      key: 'fates', kind: 'count', label: '纠缠之缘', priced: true, important: false,
      monotone: 'increasing', required: false, min: 0, max: 3000, unit: '个',
    },
    {
      key: 'adventureLevel', kind: 'count', label: '冒险等级', priced: true, important: false,
      monotone: 'none', required: false, min: 1, max: 60, unit: '级',
    },
    ...commonTail(),
  ],
}
