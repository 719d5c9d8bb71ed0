import type { GameDef } from './types'
import { commonTail, serverEnum } from './common'

/** 崩坏：星穹铁道: limited characters × 星魂 and signature light cones × 叠影 ("N+M" notation). */
export const starRail: GameDef = {
  id: 10161,
  name: '崩坏：星穹铁道',
  enabled: true,
  genre: 'gacha',
  priceDrivers: '限定五星角色×星魂、限定光锥×叠影（“N+M”）、星琼；B服折价',
  attributes: [
    serverEnum('服务器', ['官服', 'B服']),
    {
      key: 'chars', kind: 'named', label: '限定五星角色（星魂）', priced: true, important: true,
      monotone: 'increasing', required: false, minLevel: 0, maxLevel: 6, levelFormat: '{n}魂',
      items: [
        { key: 'seele', label: '希儿' }, { key: 'jingliu', label: '镜流' },
        { key: 'kafka', label: '卡芙卡' }, { key: 'ruanmei', label: '阮•梅' },
        { key: 'acheron', label: '黄泉' }, { key: 'sparkle', label: '花火' },
        { key: 'firefly', label: '流萤' }, { key: 'feixiao', label: '飞霄' },
      ],
    },
    {
      key: 'cones', kind: 'named', label: '限定光锥（叠影）', priced: true, important: true,
      monotone: 'increasing', required: false, minLevel: 1, maxLevel: 5, levelFormat: '{n}叠',
      bundleWith: 'chars',
      items: [
        { key: 'nightsky', label: '于夜色中', signatureOf: 'seele' },
        { key: 'icesword', label: '此身为剑', signatureOf: 'jingliu' },
        { key: 'patience', label: '只需等待', signatureOf: 'kafka' },
        { key: 'pastself', label: '镜中故我', signatureOf: 'ruanmei' },
        { key: 'alongpass', label: '行于流逝的岸', signatureOf: 'acheron' },
        { key: 'earthlynot', label: '游戏尘寰', signatureOf: 'sparkle' },
        { key: 'whereabouts', label: '梦应归于何处', signatureOf: 'firefly' },
        { key: 'iveninto', label: '我将巡征追猎', signatureOf: 'feixiao' },
      ],
    },
    {
      key: 'goldCount', kind: 'count', label: '五星总数', priced: true, important: true,
      monotone: 'increasing', required: true, min: 0, max: 300, unit: '个',
    },
    {
      key: 'stellarJade', kind: 'count', label: '星琼', priced: true, important: false,
      monotone: 'increasing', required: false, min: 0, max: 500000, unit: '颗',
    },
    {
      key: 'trailblazeLevel', kind: 'count', label: '开拓等级', priced: true, important: false,
      monotone: 'none', required: false, min: 1, max: 70, unit: '级',
    },
    ...commonTail(),
  ],
}
