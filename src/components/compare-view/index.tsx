import { View, Text } from '@tarojs/components'
import GradeBadge from '../grade-badge'
import type { CompareData } from '../../../server/src/contract/compare'
import { CompareMode } from '@/constants/valuation'
import { gainLoss } from '@/utils/gain-loss'
import { formatPct, formatSignedYuan, formatWholeYuan, toWholeFen } from '@/utils/money'
import './index.scss'

/** Names of the two sides: mode 0 takes the origin account (A) as the base, mode 1 the target (B). */
export const SIDE_NAMES = { origin: '原号', target: '目标号' } as const

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

function Side({ name, side, base }: { name: string; side: CompareData['base']; base?: boolean }) {
  return (
    <View className={`cmp-side ${base ? 'cmp-side--base' : ''}`} data-testid={base ? 'side-base' : 'side-other'}>
      <Text className='cmp-side__name'>
        {name}
        {base ? '（基准）' : ''}
      </Text>
      <GradeBadge level={side.level} className='cmp-side__level' />
      <Text className='cmp-side__price'>{formatWholeYuan(side.estimateFen)}</Text>
      <Text className='cmp-side__range'>
        {formatWholeYuan(side.range.lowFen)} - {formatWholeYuan(side.range.highFen)}
      </Text>
    </View>
  )
}

/**
 * A PK comparison: both accounts side by side, the gap in yuan and percent, then the attributes that explain
 * it, largest difference first (items with no effect on the price are counted, not listed).
 */
export default function CompareView({ data }: { data: CompareData }) {
  const names = sideNames(data.mode)
  const items = [...data.items].filter((i) => i.diffFen !== 0).sort((a, b) => Math.abs(b.diffFen) - Math.abs(a.diffFen))
  // Left unanswered on one side: no difference of its own (its market average sits in the base row).
  const unanswered = data.items.filter((i) => i.unanswered).length
  const same = data.items.length - items.length - unanswered
  const max = Math.max(1, ...items.map((i) => Math.abs(i.diffFen)))
  return (
    <View className='cmp' data-testid='compare-view'>
      <View className='cmp-card'>
        <Text className='cmp-card__game'>{data.gameName}</Text>
        <View className='cmp-sides'>
          <Side name={names.base} side={data.base} base />
          <View className='cmp-vs'>VS</View>
          <Side name={names.other} side={data.other} />
        </View>
        <View className={`cmp-gap cmp-gap--${gainLoss(data.gapFen)}`} data-testid='gap'>
          <Text className='cmp-gap__text'>{gapText(data)}</Text>
        </View>
        {items.length ? (
          <Text className='cmp-card__summary' data-testid='summary'>
            主要差在
            {items
              .slice(0, 2)
              .map((i) => i.label)
              .join('、')}
          </Text>
        ) : null}
      </View>

      <View className='cmp-card'>
        <View className='cmp-card__head'>
          <Text className='cmp-card__title'>差价从哪里来</Text>
          <Text className='cmp-card__hint'>
            {names.base} → {names.other}
          </Text>
        </View>
        {items.length === 0 ? <Text className='cmp-empty'>两个账号的各项属性对估值的影响相同</Text> : null}
        {items.map((i) => (
          <View className='cmp-item' key={i.key} data-testid='diff-item'>
            <View className='cmp-item__row'>
              <Text className='cmp-item__label'>{i.label}</Text>
              <Text className={`cmp-item__diff cmp-item__diff--${gainLoss(i.diffFen)}`} data-testid='diff-amount'>
                {formatSignedYuan(toWholeFen(i.diffFen))}
              </Text>
            </View>
            {i.baseValue || i.otherValue ? (
              <View className='cmp-item__values'>
                <Text className='cmp-item__value'>{i.baseValue}</Text>
                <Text className='cmp-item__arrow'>→</Text>
                <Text className='cmp-item__value cmp-item__value--other'>{i.otherValue}</Text>
              </View>
            ) : null}
            <View className='cmp-item__bar'>
              <View
                className={`cmp-item__fill cmp-item__fill--${gainLoss(i.diffFen)}`}
                style={{ width: `${Math.max(4, Math.round((Math.abs(i.diffFen) / max) * 100))}%` }}
              />
            </View>
          </View>
        ))}
        {same > 0 ? <Text className='cmp-same'>另有 {same} 项属性对差价没有影响</Text> : null}
        {unanswered > 0 ? (
          <Text className='cmp-same' data-testid='cmp-unanswered'>
            另有 {unanswered} 项有一方未填写，按市场平均计入市场基准
          </Text>
        ) : null}
      </View>
    </View>
  )
}
