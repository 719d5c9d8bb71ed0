import { View, Text } from '@tarojs/components'
import type { ValReportData } from '../../../server/src/contract'
import './compared-attrs.scss'

type ComparedAttr = NonNullable<NonNullable<ValReportData['comparables']>[number]['compare']>[number]
type ComparedItem = NonNullable<ComparedAttr['items']>[number]

const MARK: Record<ComparedAttr['match'], string> = { same: '相同', differs: '不同', unknown: '未填写' }

const side = (v: string | null) => v ?? '无'

/** ✓ both hold it, ✗ only this account, + only the deal. */
function itemKind(it: ComparedItem): 'shared' | 'mine' | 'theirs' {
  return it.mine !== null && it.theirs !== null ? 'shared' : it.mine !== null ? 'mine' : 'theirs'
}
const ITEM_SIGN = { shared: '✓', mine: '✗', theirs: '+' }

function ItemChip({ item }: { item: ComparedItem }) {
  const kind = itemKind(item)
  return (
    <Text className={`rv-ca-item rv-ca-item--${kind}`}>
      {ITEM_SIGN[kind]} {item.label} {side(item.mine)}｜{side(item.theirs)}
    </Text>
  )
}

/** The items both accounts hold, most telling first (the service lists shared ones first): the card's summary. */
export function SharedItems({ rows, testId }: { rows: ComparedAttr[]; testId: string }) {
  const shared = rows.flatMap((r) =>
    (r.items ?? []).filter((it) => itemKind(it) === 'shared').map((it) => ({ ...it, key: `${r.key}.${it.label}` })),
  )
  const same = rows.filter((r) => r.match === 'same').length
  const differs = rows.filter((r) => r.match === 'differs').length
  return (
    <View className='rv-ca-summary' data-testid={testId}>
      {shared.slice(0, 4).map((it) => (
        <Text key={it.key} className='rv-ca-item rv-ca-item--shared'>
          ✓ {it.label}
        </Text>
      ))}
      <Text className='rv-ca-count'>
        {same} 项相同 · {differs} 项不同
      </Text>
    </View>
  )
}

/** Every priced attribute, this account's answer left of ｜ and the deal's right of it, marked alike or not. */
export function ComparedAttrs({ rows, testId }: { rows: ComparedAttr[]; testId: string }) {
  return (
    <View className='rv-ca' data-testid={testId}>
      <Text className='rv-ca-note'>左为本账号，右为这笔成交</Text>
      {rows.map((r) => (
        <View key={r.key} className={`rv-ca-row rv-ca-row--${r.match}`} data-testid={`${testId}-${r.key}`}>
          <View className='rv-ca-row__head'>
            <Text className='rv-ca-row__label'>{r.label}</Text>
            <Text className={`rv-ca-mark rv-ca-mark--${r.match}`}>{MARK[r.match]}</Text>
          </View>
          {r.items && r.items.length ? (
            <View className='rv-ca-items'>
              {r.items.map((it) => (
                <ItemChip key={it.label} item={it} />
              ))}
            </View>
          ) : (
            <Text className='rv-ca-row__vals'>
              {r.mine}｜{r.theirs}
            </Text>
          )}
        </View>
      ))}
    </View>
  )
}
