import { observer } from 'mobx-react'
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { SimilarItem } from '@/api/records'
import { switchTab } from '@/router'
import { relativeTime } from '@/utils/time'
import { ListingRow } from './listings'
import { RecordsPage, trackRecords, useRecordsList, type RecordsKind } from './shared'
import { SimilarBasisStore } from './similar-store'
import './records.scss'

/**
 * On-sale listings similar to an account of the user's (goods/similar on one of their generated reports).
 * The page's first fetch also finds the reports, so loading, failure and retry are the paged list's own.
 * `choose`: show the latest reports as chips to switch the account (similar accounts); otherwise the list
 * follows the latest report (account recommendation). See docs/decisions.md.
 */
export const SimilarListPage = observer(function SimilarListPage({
  type,
  kind,
  intro,
  choose,
}: {
  type: 1 | 4
  kind: RecordsKind
  intro: string
  choose?: boolean
}) {
  const [basis] = useState(() => new SimilarBasisStore(type))
  const list = useRecordsList<SimilarItem>(basis.fetch, (r) => r.listingId, 10)
  const { reports, selected, current, noReport } = basis

  const pick = (valId: string) => {
    if (!basis.pick(valId)) return
    trackRecords(kind, 'basis', { valId })
    void list.reload()
  }

  const header = current ? (
    <View className='rec-basis' data-testid='basis'>
      <Text className='rec-basis__title'>{intro}</Text>
      <Text className='rec-basis__desc'>
        依据：{current.gameName}账号估价（{relativeTime(current.createdAt)}）
      </Text>
      {choose && reports && reports.length > 1 ? (
        <View className='rec-basis__chips'>
          {reports.map((r) => (
            <Text
              key={r.valId}
              className={`rec-basis__chip ${r.valId === selected ? 'rec-basis__chip--on' : ''}`}
              data-testid='basis-chip'
              onClick={() => pick(r.valId)}
            >
              {r.gameName} · {relativeTime(r.createdAt)}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  ) : null

  return (
    <RecordsPage
      kind={kind}
      list={list}
      header={header}
      renderItem={(r) => <ListingRow item={r} list={list} kind={kind} />}
      emptyText={noReport ? '完成一次估价后，这里会出现与你的账号相似的在售账号' : '暂时没有相似的在售账号，过几天再来看看'}
      emptyAction={noReport ? { text: '去估价', onClick: () => void switchTab('evaluate') } : undefined}
    />
  )
})

/** 账号推荐: on-sale accounts like the one of the user's latest valuation (goods/similar type 1). */
export const AccountRecommendationView = () => <SimilarListPage type={1} kind='recommend' intro='根据你最近的估价，为你推荐这些在售账号' />

/** 相似账号: on-sale accounts most similar to one of the user's valued accounts, chosen from the latest five. */
export const SimilarAccountsView = () => <SimilarListPage type={4} kind='similar' intro='与你的账号最相似的在售账号' choose />
