import { useState } from 'react'
import { Image, View, Text } from '@tarojs/components'
import { isHttpsUrl } from '../../../server/src/contract/values/app-download'

/**
 * Gradient pairs for game tiles: blue, purple, orange, green, red, cyan, gold, indigo. Deep enough at both ends for
 * the white initials (14 px, bold: body-size text) to read at 4.5:1; the lighter pairs before put them at 1.8-3.2:1.
 */
const GRADIENTS = [
  ['#2563eb', '#1d4ed8'],
  ['#7c3aed', '#6d28d9'],
  ['#c2410c', '#9a3412'],
  ['#047857', '#065f46'],
  ['#e11d48', '#be123c'],
  ['#0e7490', '#155e75'],
  ['#b45309', '#92400e'],
  ['#4f46e5', '#4338ca'],
] as const

/**
 * A game's colour follows its genre, so games of one kind look related and a game keeps its colour on every list
 * whatever its position. Genres are operators' free text: the families the catalogue has are matched by a word
 * (first match wins: 战术射击 is a shooter), any other genre by a stable hash of its text.
 */
const GENRE_GRADIENT: readonly [RegExp, number][] = [
  [/MOBA/i, 0],
  [/抽卡|二次元|RPG|角色/i, 1],
  [/射击|FPS/i, 2],
  [/战术竞技|吃鸡|大逃杀/, 3],
  [/格斗/, 4],
  [/动作/, 5],
]

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** The CSS background of a game's tile: its genre's gradient (the name's, for a game without a genre). */
export function gameGradient(genre: string, name: string): string {
  const known = GENRE_GRADIENT.find(([words]) => words.test(genre))
  const [from, to] = GRADIENTS[known ? known[1] : hash(genre || name) % GRADIENTS.length]
  return `linear-gradient(135deg, ${from}, ${to})`
}

/** The game's mark: its first two Chinese characters, letters or digits, punctuation left out (崩坏：星穹铁道 → 崩坏). */
export function gameInitials(name: string): string {
  const letters = name.match(/[0-9A-Za-z\u4e00-\u9fff]/g) ?? []
  return letters.slice(0, 2).join('').toUpperCase() || '游'
}

/**
 * A game's tile: the operator's licensed icon when one is set (an https image), otherwise its initials in white on a
 * gradient of its genre's colour, one typographic style for every game. The app itself ships no logos taken from the
 * games; an icon that fails to load falls back to the drawn tile rather than an empty square.
 */
export default function GameTile({ name, genre, icon }: { name: string; genre?: string; icon?: string }) {
  const [broken, setBroken] = useState(false)
  if (isHttpsUrl(icon) && !broken) {
    return <Image className='game-tile game-tile--image' src={icon} mode='aspectFill' onError={() => setBroken(true)} />
  }
  return (
    <View className='game-tile' style={{ background: gameGradient(genre ?? '', name) }}>
      <Text className='game-tile__mark'>{gameInitials(name)}</Text>
    </View>
  )
}
