import { ScanType } from '../../contract/values'
import type { EnumAttr, GameDef } from './types'

/** Words in a game's area names that say which platform's accounts play there. */
const AREA_WORD: Record<ScanType, string> = { [ScanType.QQ]: 'QQ', [ScanType.WECHAT]: '微信' }

/** The game's areas (its `server` options) whose accounts sign in with that platform, e.g. 安卓微信, 苹果微信. */
export function scanAreas(game: GameDef, scanType: ScanType): string[] {
  const server = game.attributes.find((a): a is EnumAttr => a.key === 'server' && a.kind === 'enum')
  return server ? server.options.filter((o) => o.label.includes(AREA_WORD[scanType])).map((o) => o.value) : []
}

/**
 * How a game's account can be authorized by scanning a code (spec: scan types 1 QQ, 2 WeChat): with the apps whose
 * accounts play it. Areas that name them say so (王者荣耀 and 和平精英: 安卓QQ, 安卓微信, …); otherwise the game
 * declares them (`accountApps`: Tencent's PC games sign in with QQ; 原神, 星穹铁道 and 永劫无间 have accounts of
 * their own, so nothing can be scanned for them). QQ when a game says nothing (an operator-added one).
 */
export function scanTypesOf(game: GameDef): ScanType[] {
  const named = [ScanType.QQ, ScanType.WECHAT].filter((t) => scanAreas(game, t).length > 0)
  if (named.length) return named
  return [...(game.accountApps ?? [ScanType.QQ])]
}
