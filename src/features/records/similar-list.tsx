import { useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { goodsSimilar, reportList } from '@/api/market'
import type { ReportListItem, SimilarItem } from '@/api/records'
import { ReportStatus } from '@/constants/report'
import { switchTab } from '@/router'
import { relativeTime } from '@/utils/time'
import { ListingRow } from './listings'
import { RecordsPage, trackRecords, useRecordsList, type RecordsKind } from './shared'
import './records.scss'

/** How many of the user's latest reports the similar-accounts page offers as the account to compare with. */
export const BASIS_CHOICES = 5

const isGenerated = (r: ReportListItem) => r.status === ReportStatus.NOT_UNLOCKED || r.status === ReportStatus.UNLOCKED

/**
 * On-sale listings similar to an account of the user's (goods/similar on one of their generated reports).
 * The page's first fetch also finds the reports, so loading, failure and retry are the paged list's own.
 * `choose`: show the latest reports as chips to switch the account (similar accounts); otherwise the list
 * follows the latest report (account recommendation). See docs/decisions.md.
 */
export function SimilarListPage({ type, kind, intro, choose }: { type: 1 | 4; kind: RecordsKind; intro: string; choose?: boolean }) {
  const [reports, setReports] = useState<ReportListItem[] | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const basis = useRef<string | null>(null)

  const fetcher = async (page: number, pageSize: number) => {
    if (page === 1) {
      // Every first page re-reads the reports, so a pull-down picks up a valuation made meanwhile.
      const res = await reportList({ page: 1, pageSize: 20 })
      const generated = res.list.filter(isGenerated).slice(0, BASIS_CHOICES)
      setReports(generated)
      if (!generated.some((r) => r.valId === basis.current)) basis.current = generated[0]?.valId ?? null
      setSelected(basis.current)
    }
    if (!basis.current) return { list: [] as SimilarItem[], total: 0 }
    const res = await goodsSimilar({ type, valId: basis.current, page, pageSize })
    return { list: res.list, total: res.total }
  }
  const list = useRecordsList<SimilarItem>(fetcher, (r) => r.listingId, 10)

  const pick = (valId: string) => {
    if (valId === basis.current) return
    basis.current = valId
    setSelected(valId)
    trackRecords(kind, 'basis', { valId })
    void list.reload()
  }

  const current = reports?.find((r) => r.valId === selected)
  const noReport = reports !== null && reports.length === 0

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
}
