import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import GradeBadge from '../grade-badge'
import type { CompareData } from '../../../server/src/contract/compare'
import { CompareMode } from '@/constants/valuation'
import { gainLoss } from '@/utils/gain-loss'
import { formatPct, formatSignedWholeYuan, formatSignedYuan, formatWholeYuan, toWholeFen } from '@/utils/money'
import { SIDE_NAMES } from './sides'
import './index.scss'

export { SIDE_NAMES } from './sides'

export function sideNames(mode: number): { base: string; other: string } {
  return mode === CompareMode.TARGET
    ? { base: SIDE_NAMES.target, other: SIDE_NAMES.origin }
    : { base: SIDE_NAMES.origin, other: SIDE_NAMES.target }
}

/** "目标号比原号高 ¥1,280（+12.5%）" — the gap of the other side against the base. */
export function gapText(d: Pick<CompareData, 'mode' | 'gapFen' | 'gapPct'>): string {
  const n = sideNames(d.mode)
  if (d.gapFen === 0) return '两个账号估值相同'
  return `${n.other}比${n.base}${d.gapFen > 0 ? '高' : '低'} ${formatWholeYuan(Math.abs(d.gapFen))}（${formatPct(d.gapPct)}）`
}

/** The frame of one side's card, shared with the locked PK: its name, base mark and level; the price lines inside. */
export function SideFrame({ name, level, base, children }: { name: string; level: string; base?: boolean; children: ReactNode }) {
  return (
    <View className={`cmp-side ${base ? 'cmp-side--base' : ''}`} data-testid={base ? 'side-base' : 'side-other'}>
      <Text className='cmp-side__name'>
        {name}
        {base ? '（基准）' : ''}
      </Text>
      <GradeBadge level={level} className='cmp-side__level' />
      {children}
    </View>
  )
}

/** The game and the two sides facing each other (VS) at the top of the first card. */
export function SidesRow({ gameName, base, other }: { gameName: string; base: ReactNode; other: ReactNode }) {
  return (
    <>
      <Text className='cmp-card__game'>{gameName}</Text>
      <View className='cmp-sides'>
        {base}
        <View className='cmp-vs'>VS</View>
        {other}
      </View>
    </>
  )
}

/** A card's title with the direction of the comparison (原号 → 目标号). */
export function CardHead({ title, names }: { title: string; names: { base: string; other: string } }) {
  return (
    <View className='cmp-card__head'>
      <Text className='cmp-card__title'>{title}</Text>
      <Text className='cmp-card__hint'>
        {names.base} → {names.other}
      </Text>
    </View>
  )
}

function Side({ name, side, base }: { name: string; side: CompareData['base']; base?: boolean }) {
  return (
    <SideFrame name={name} level={side.level} base={base}>
      <Text className='cmp-side__price'>{formatWholeYuan(side.estimateFen)}</Text>
      <Text className='cmp-side__range'>
        {formatWholeYuan(side.range.lowFen)} - {formatWholeYuan(side.range.highFen)}
      </Text>
    </SideFrame>
  )
}

type Row = CompareData['items'][number]

/** One side of a row as its report shows it: the answer, then the row's amount (空号底价 is a price, not a change). */
function SideCell({ row, side }: { row: Row; side: 'base' | 'other' }) {
  const value = side === 'base' ? row.baseValue : row.otherValue
  const fen = side === 'base' ? row.baseContributionFen : row.otherContributionFen
  const state = side === 'base' ? row.baseState : row.otherState
  const amount = state === 'absent' ? '无此项' : row.key === 'base' ? formatWholeYuan(fen) : formatSignedWholeYuan(fen)
  return (
    <View className={`cmp-item__side cmp-item__side--${side}`} data-testid={`row-${side}`}>
      {value ? <Text className='cmp-item__value'>{value}</Text> : null}
      <Text className={`cmp-item__amount ${state ? 'cmp-item__amount--none' : ''}`}>{amount}</Text>
    </View>
  )
}

/**
 * A PK comparison: both accounts side by side, the gap in yuan and percent, then every row of the two reports'
 * 价值构成 with both amounts and their difference, largest difference first; the differences sum to the gap.
 */
export default function CompareView({ data }: { data: CompareData }) {
  const names = sideNames(data.mode)
  const rows = [...data.items].sort((a, b) => Math.abs(b.diffFen) - Math.abs(a.diffFen))
  const moved = rows.filter((i) => i.diffFen !== 0)
  const unanswered = rows.filter((i) => i.baseState === 'unanswered' || i.otherState === 'unanswered').length
  const max = Math.max(1, ...rows.map((i) => Math.abs(i.diffFen)))
  return (
    <View className='cmp' data-testid='compare-view'>
      <View className='cmp-card'>
        <SidesRow
          gameName={data.gameName}
          base={<Side name={names.base} side={data.base} base />}
          other={<Side name={names.other} side={data.other} />}
        />
        <View className={`cmp-gap cmp-gap--${gainLoss(data.gapFen)}`} data-testid='gap'>
          <Text className='cmp-gap__text'>{gapText(data)}</Text>
        </View>
        {moved.length ? (
          <Text className='cmp-card__summary' data-testid='summary'>
            主要差在
            {moved
              .slice(0, 2)
              .map((i) => i.label)
              .join('、')}
          </Text>
        ) : null}
      </View>

      <View className='cmp-card'>
        <CardHead title='差价从哪里来' names={names} />
        <Text className='cmp-note' data-testid='cmp-note'>
          每行是两份报告价值构成中的同一项：{names.base}、{names.other}的金额及差额，差额合计即差价
        </Text>
        {moved.length === 0 ? <Text className='cmp-empty'>两个账号的各项属性对估值的影响相同</Text> : null}
        {rows.map((i) => {
          // The difference of the two amounts as shown, so every row checks by eye.
          const diff = toWholeFen(i.otherContributionFen) - toWholeFen(i.baseContributionFen)
          return (
            <View className='cmp-item' key={i.key} data-testid='diff-item'>
              <View className='cmp-item__row'>
                <Text className='cmp-item__label'>{i.label}</Text>
                <Text className={`cmp-item__diff cmp-item__diff--${gainLoss(diff)}`} data-testid='diff-amount'>
                  {formatSignedYuan(diff)}
                </Text>
              </View>
              <View className='cmp-item__values'>
                <SideCell row={i} side='base' />
                <Text className='cmp-item__arrow'>→</Text>
                <SideCell row={i} side='other' />
              </View>
              <View className='cmp-item__bar'>
                <View
                  className={`cmp-item__fill cmp-item__fill--${gainLoss(i.diffFen)}`}
                  style={{ width: `${i.diffFen ? Math.max(4, Math.round((Math.abs(i.diffFen) / max) * 100)) : 0}%` }}
                />
              </View>
            </View>
          )
        })}
        {unanswered > 0 ? (
          <Text className='cmp-same' data-testid='cmp-unanswered'>
            其中 {unanswered} 项有一方未填写：未填写的一方记 ¥0，按市场平均计入它的空号底价
          </Text>
        ) : null}
      </View>
    </View>
  )
}
