import type { GameDef } from './types'

/** "皮肤数量（按品质）" → "皮肤", "限定五星角色（命座）" → "限定五星角色". */
export const shortLabel = (label: string): string =>
  label
    .replace(/（[^）]*）|\([^)]*\)/g, '')
    .replace(/数量$/, '')
    .trim()

/**
 * The words a game's account is described by in copy (属性估价 说明, 空号, 授权读取的数据): the short labels of its
 * priced assets, the important first, at most two, none repeating an earlier one (稀有皮肤 after 皮肤). Taken from
 * the catalogue so copy can never name another game's assets (原神 has no 段位 or 皮肤).
 */
export function assetTerms(game: GameDef): string[] {
  const assets = game.attributes.filter((a) => a.priced && !a.weak && (a.kind === 'count' || a.kind === 'tiers' || a.kind === 'named'))
  const ordered = [...assets.filter((a) => a.important), ...assets.filter((a) => !a.important)]
  const terms: string[] = []
  for (const a of ordered) {
    const t = shortLabel(a.label)
    if (terms.length < 2 && !terms.some((seen) => t.includes(seen))) terms.push(t)
  }
  return terms
}

/** What the breakdown's 空号 is for this game, e.g. 没有皮肤、英雄的账号. */
export function emptyAccountText(game: GameDef): string {
  return `没有${assetTerms(game).join('、')}的账号`
}
