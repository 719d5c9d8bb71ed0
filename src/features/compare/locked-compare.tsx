import { View, Text, Button } from '@tarojs/components'
import { CardHead, SideFrame, SidesRow, sideNames } from '@/components/compare-view'
import type { LockedCompareData } from '@/api/compare'
import { navigateTo } from '@/router'
import { formatWholeYuan } from '@/utils/money'

type Side = LockedCompareData['base']

function SideCard({ name, side, base }: { name: string; side: Side; base?: boolean }) {
  return (
    <SideFrame name={name} level={side.level} base={base}>
      {side.unlocked && side.estimateFen !== undefined ? (
        <Text className='cmp-side__price'>{formatWholeYuan(side.estimateFen)}</Text>
      ) : (
        <Text className='cmp-side__price pk-locked__value' data-testid='side-locked'>
          解锁后可见
        </Text>
      )}
      <Text className='cmp-side__range'>
        {side.range ? `${formatWholeYuan(side.range.lowFen)} - ${formatWholeYuan(side.range.highFen)}` : `档位 ${side.band}`}
      </Text>
    </SideFrame>
  )
}

/**
 * A PK with a report still locked: each side as its own report shows it (the unlocked side's value, the locked
 * side's level and band) and the attributes that differ. The gap and what each attribute is worth need the locked
 * report unlocked, which its button leads to.
 */
export default function LockedCompare({ data }: { data: LockedCompareData }) {
  const names = sideNames(data.mode)
  const locked = [
    { name: names.base, side: data.base },
    { name: names.other, side: data.other },
  ].filter((s) => !s.side.unlocked)
  return (
    <View className='cmp' data-testid='locked-compare'>
      <View className='cmp-card'>
        <SidesRow
          gameName={data.gameName}
          base={<SideCard name={names.base} side={data.base} base />}
          other={<SideCard name={names.other} side={data.other} />}
        />
        <Text className='cmp-card__summary' data-testid='locked-compare-text'>
          {data.text}
        </Text>
        {locked.map((s) => (
          <Button
            key={s.side.valId}
            className='pk-btn pk-btn--block pk-locked__unlock'
            data-testid={`unlock-${s.side.valId}`}
            onClick={() => void navigateTo('report', { valId: s.side.valId })}
          >
            解锁{s.name}报告，查看差价
          </Button>
        ))}
      </View>

      <View className='cmp-card'>
        <CardHead title='哪些属性不同' names={names} />
        {data.items.length === 0 ? <Text className='cmp-empty'>两个账号的属性相同</Text> : null}
        {data.items.map((i) => (
          <View className='cmp-item' key={i.key} data-testid='diff-item'>
            <View className='cmp-item__row'>
              <Text className='cmp-item__label'>{i.label}</Text>
              <Text className='pk-locked__amount'>差价解锁后可见</Text>
            </View>
            <View className='cmp-item__values'>
              <Text className='cmp-item__value'>{i.baseValue}</Text>
              <Text className='cmp-item__arrow'>→</Text>
              <Text className='cmp-item__value cmp-item__value--other'>{i.otherValue}</Text>
            </View>
          </View>
        ))}
        {data.sameCount > 0 ? <Text className='cmp-same'>另有 {data.sameCount} 项属性相同</Text> : null}
      </View>
    </View>
  )
}
