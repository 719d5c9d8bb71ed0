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
 * How a game's account can be authorized by scanning a code (spec: scan types 1 QQ, 2 WeChat). QQ for every game,
 * as the app always offered; WeChat only where the game's accounts can be WeChat accounts: its areas include WeChat
 * ones (王者荣耀 and 和平精英 have 安卓微信 / 苹果微信 beside the QQ areas). Elsewhere no WeChat login exists to scan.
 */
export function scanTypesOf(game: GameDef): ScanType[] {
  return scanAreas(game, ScanType.WECHAT).length ? [ScanType.QQ, ScanType.WECHAT] : [ScanType.QQ]
}
