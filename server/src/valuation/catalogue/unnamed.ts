import type { GameDef } from './types'
import { commonTail, serverEnum } from './common'

/**
 * Ids 10130 and 10061 appear in the spec but no public source names them. They ship disabled with a
 * placeholder name and a generic schema; an operator renames and enables them once confirmed.
 */
function unnamedGame(id: number): GameDef {
  return {
    id,
    name: '未命名游戏',
    enabled: false,
    genre: 'unknown',
    priceDrivers: '待运营确认',
    attributes: [
      serverEnum('服务器', ['官服', '渠道服']),
      {
        key: 'rareItems',
        kind: 'count',
        label: '稀有道具数量',
        priced: true,
        important: true,
        monotone: 'increasing',
        required: false,
        min: 0,
        max: 500,
        unit: '个',
      },
      {
        key: 'characters',
        kind: 'count',
        label: '角色数量',
        priced: true,
        important: false,
        monotone: 'increasing',
        required: false,
        min: 0,
        max: 500,
        unit: '个',
      },
      ...commonTail(),
    ],
  }
}

export const unnamed10130 = unnamedGame(10130)
export const unnamed10061 = unnamedGame(10061)
