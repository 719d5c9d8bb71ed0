import { routeUrl } from '@/constants/routes'
import { Fragment, useEffect, useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { TabRow, type TabItem } from '@/components/tab-row'
import { CollectMark } from '@/components/icon'
import PageShell from '@/components/page-shell'
import { CollapseList } from '@/components/collapse'
import { UnlockPayPopup, unlockLabel, useUnlockOffer } from '@/features/pay'
import { Card } from '@/components/form-card'
import { loginFirst } from '@/features/login'
import { DemoBadge, ListingCard, sourceName } from '@/components/listing-card'
import { LockedRows, UnlockButton } from '@/components/report-view'
import { EmptyState, ErrorRetry, Failure, ListFooter, ListSkeleton, usePagedPage } from '@/components/list-states'
import { PurposeMatchStatus, ReportStatus } from '@/constants/report'
import { QuestionStage } from '@/constants/valuation'
import { PayScene } from '@/constants/pay'
import { TrackName } from '@/constants/tracker'
import type { PurposeMatch } from '@/api/market'
import { homeStore } from '@/stores/home'
import { PURPOSE_SORTS, SEARCH_TYPE_TEXT, purposeStore, type PurposeTab } from './store'
import { sessionStore } from '@/stores/session'
import { usePageView } from '@/tracker/hooks'
import { formatWholeYuan, formatYuan } from '@/utils/money'
import { formatDate } from '@/utils/time'
import { useRouteParams } from '@/router/params'
import PurposeSteps from './PurposeSteps'
import './purpose.scss'

const goLogin = () => loginFirst(routeUrl('purpose'))

/** The payment page (pay scene 2 unlocks an intention report). */

const pct = (x: number) => `${Math.round(x * 100)}%`

/** Reasons from the service: wanted attributes it has (green), ones it lacks (red), the price (neutral). */
const reasonTone = (r: string) => (r.startsWith('有你想要的') ? 'has' : r.startsWith('缺少') ? 'miss' : 'price')

const Star = observer(function Star({ id }: { id: number }) {
  const on = purposeStore.isCollected(id)
  return (
    <View
      className={`pp-star${on ? ' pp-star--on' : ''}`}
      data-testid={`collect-${id}`}
      onClick={(e) => {
        e.stopPropagation()
        if (!goLogin()) void purposeStore.toggleCollect(id)
      }}
    >
      <CollectMark on={on} />
      <Text>{on ? '已收藏' : '收藏'}</Text>
    </View>
  )
})

function MatchCard({ m }: { m: PurposeMatch }) {
  return (
    <ListingCard
      listing={m}
      testId={`match-${m.listingId}`}
      onClick={() => purposeStore.openDetail(m)}
      side={<Text className='pp-score'>匹配度 {pct(m.score)}</Text>}
    >
      <View className='pp-reasons'>
        {m.reasons.map((r) => (
          <Text key={r} className={`pp-reason pp-reason--${reasonTone(r)}`}>
            {r}
          </Text>
        ))}
      </View>
      <View className='pp-card-foot'>
        <Text className='pp-est'>估值 {formatWholeYuan(m.estimateFen)}</Text>
        <Star id={m.listingId} />
      </View>
    </ListingCard>
  )
}

/** What stays hidden until the report is unlocked (the rows of the locked placeholder). */
const LOCKED_ROWS = ['账号排序与匹配度', '卖家要价与AI估值', '推荐理由', '商品链接']

/**
 * The teaser of the report: how many fit, how much of the wanted account the best one has, the price bands, and
 * how many more lack part of it (not counted as fitting).
 */
function TeaserFacts({ total, near, spread, coverage }: { total: number; near: number; spread: string; coverage: string }) {
  return (
    <View data-testid='purpose-teaser'>
      <View className='pp-facts'>
        <View className='pp-fact'>
          <Text className='pp-fact__num'>{total}</Text>
          <Text className='pp-fact__label'>符合条件</Text>
        </View>
        <View className='pp-fact'>
          <Text className='pp-fact__num'>{coverage}</Text>
          <Text className='pp-fact__label'>最佳匹配的想要属性</Text>
        </View>
      </View>
      <View className='pp-spread'>
        <Text className='pp-spread__label'>要价分布</Text>
        <Text className='pp-spread__value'>{spread}</Text>
      </View>
      {near ? (
        <Text className='pp-near-count' data-testid='purpose-near-count'>
          另有 {near} 个接近的账号（缺少部分条件），解锁后一并查看
        </Text>
      ) : null}
    </View>
  )
}

/** The head of the near misses: listings that lack part of what was asked for, after those that have it all. */
function NearHead({ none }: { none: boolean }) {
  return (
    <View className='pp-near' data-testid='purpose-near'>
      <Text className='pp-near__title'>接近的账号</Text>
      <Text className='pp-near__sub'>{none ? '没有完全符合的，这些缺少部分条件' : '缺少部分条件，不计入符合条件的数量'}</Text>
    </View>
  )
}

/** The unlocked list in the chosen order: those meeting every criterion, then the near misses under their head. */
const MatchList = observer(function MatchList() {
  const { results } = purposeStore
  return (
    <>
      <TabRow
        items={PURPOSE_SORTS}
        active={purposeStore.sort}
        onChange={(t) => purposeStore.setSort(t)}
        cls='pp-sort'
        testId='purpose-sort'
        rowTestId='purpose-sorts'
      />
      {results.showSkeleton ? (
        <ListSkeleton rows={3} testId='purpose-list-skeleton' />
      ) : results.showError ? (
        <ErrorRetry text={results.errorText} onRetry={() => void results.refresh()} testId='purpose-list-error' />
      ) : (
        <>
          {results.items.map((m, i) => (
            <Fragment key={m.listingId}>
              {!m.meetsAll && (i === 0 || results.items[i - 1].meetsAll) ? <NearHead none={i === 0} /> : null}
              <MatchCard m={m} />
            </Fragment>
          ))}
          <ListFooter list={results} testId='purpose-footer' />
        </>
      )}
    </>
  )
})

const Results = observer(function Results() {
  const { search, results, teaser: d } = purposeStore
  const [offer, setOffer] = useState(false)
  const price = useUnlockOffer(d?.reportId ?? '', PayScene.INTENTION_UNLOCK, !!d && d.total + d.nearTotal > 0 && !purposeStore.unlocked)
  if (search.status === 'loading') return <ListSkeleton rows={3} testId='purpose-skeleton' />
  if (!d) {
    if (results.showError)
      return (
        <Failure
          text={results.errorText}
          onRetry={() => void results.refresh()}
          remedy={results.remedy}
          next={{ text: '重新找号', onClick: () => purposeStore.dropReport() }}
          testId='purpose-report-error'
        />
      )
    return results.status === 'loading' ? <ListSkeleton rows={3} testId='purpose-skeleton' /> : null
  }
  const spread = d.priceSpread
    ? d.priceSpread.low === d.priceSpread.high
      ? d.priceSpread.low
      : `${d.priceSpread.low} 至 ${d.priceSpread.high}`
    : '—'
  const coverage = d.wantedCoverage.wanted ? `${d.wantedCoverage.had}/${d.wantedCoverage.wanted}` : '不限'
  return (
    <Card
      title={d.total ? `有 ${d.total} 个在售账号符合条件` : '暂时没有符合条件的在售账号'}
      sub={`${d.gameName} · 意向找号报告`}
      extra={d.demo ? <DemoBadge /> : undefined}
      testId='purpose-results'
    >
      {d.total + d.nearTotal === 0 ? (
        <EmptyState
          text='暂时没有符合条件的在售账号'
          sub='已记下你的意向，有合适的账号上架后意向记录会显示「已匹配」'
          testId='purpose-empty'
        />
      ) : !purposeStore.unlocked ? (
        <>
          <TeaserFacts total={d.total} near={d.nearTotal} spread={spread} coverage={coverage} />
          <LockedRows names={LOCKED_ROWS} onClick={() => setOffer(true)} />
          <UnlockButton text={unlockLabel('解锁推荐结果', price)} onClick={() => setOffer(true)} />
          <UnlockPayPopup
            open={offer}
            valId={d.reportId}
            scene={PayScene.INTENTION_UNLOCK}
            offer={price ?? undefined}
            onClose={() => setOffer(false)}
          />
        </>
      ) : (
        <MatchList />
      )}
    </Card>
  )
})

const SimilarListings = observer(function SimilarListings() {
  const { similar } = purposeStore
  if (similar.status === 'error') return null
  const list = similar.data?.list ?? []
  return (
    <View data-testid='purpose-similar'>
      <Text className='pp-sheet__section'>相似在售</Text>
      {similar.loading ? (
        <Text className='pp-sheet__line'>加载中...</Text>
      ) : list.length === 0 ? (
        <Text className='pp-sheet__line'>暂无相似的在售账号</Text>
      ) : (
        list.map((l) => (
          <View key={l.listingId} className='pp-similar' data-testid={`similar-${l.listingId}`}>
            <Text className='pp-similar__price'>{formatYuan(l.priceFen)}</Text>
            <Text className='pp-similar__attrs'>{l.keyAttrs.slice(0, 3).join(' · ')}</Text>
            <Text className='pp-similar__sim'>相似 {pct(l.similarity)}</Text>
          </View>
        ))
      )}
    </View>
  )
})

/** The most valuable attributes the purpose detail profile shows before 展开全部. */
const PROFILE_ATTRS_SHOWN = 4

const DetailPopup = observer(function DetailPopup() {
  const m = purposeStore.detail
  if (!m) return null
  const copy = () => m.url && void Taro.setClipboardData({ data: m.url })
  return (
    <View className='pp-mask' data-testid='purpose-detail-mask' onClick={() => purposeStore.closeDetail()}>
      <View className='pp-sheet' data-testid='purpose-detail' onClick={(e) => e.stopPropagation()}>
        <View className='pp-sheet__head'>
          <Text className='pp-sheet__title'>账号档案</Text>
          <Text className='pp-sheet__close' data-testid='purpose-detail-close' onClick={() => purposeStore.closeDetail()}>
            ✕
          </Text>
        </View>
        <View className='pp-sheet__prices'>
          <View className='pp-sheet__price'>
            <Text className='pp-sheet__num pp-sheet__num--ask'>{formatYuan(m.priceFen)}</Text>
            <Text className='pp-sheet__label'>卖家要价</Text>
          </View>
          <View className='pp-sheet__price'>
            <Text className='pp-sheet__num'>{formatWholeYuan(m.estimateFen)}</Text>
            <Text className='pp-sheet__label'>AI估值</Text>
          </View>
          <View className='pp-sheet__price'>
            <Text className='pp-sheet__num'>{pct(m.score)}</Text>
            <Text className='pp-sheet__label'>匹配度</Text>
          </View>
        </View>
        <Text className='pp-sheet__section'>为什么推荐</Text>
        {m.reasons.map((r) => (
          <Text key={r} className='pp-sheet__line'>
            · {r}
          </Text>
        ))}
        <Text className='pp-sheet__line'>· 与你想要的账号整体相似度 {pct(m.similarity)}</Text>
        <Text className='pp-sheet__section'>账号配置</Text>
        <CollapseList
          items={m.keyAttrs}
          limit={PROFILE_ATTRS_SHOWN}
          className='pp-reasons'
          itemClassName='pp-reason'
          testId='purpose-detail-attrs'
        />
        <SimilarListings />
        <Text className='pp-sheet__meta'>
          来源 {sourceName(m.source)} · 上架于 {formatDate(m.listedAt)} · 编号 {m.externalId}
        </Text>
        <View className='pp-sheet__actions'>
          {m.url ? (
            <View className='fc-btn' data-testid='purpose-detail-copy' onClick={copy}>
              <Text>复制商品链接</Text>
            </View>
          ) : null}
          <View className='fc-btn pp-sheet__collect'>
            <Star id={m.listingId} />
          </View>
        </View>
      </View>
    </View>
  )
})

const SearchTab = observer(function SearchTab() {
  const s = purposeStore
  if (!s.editing && (s.teaser || s.reportId))
    return (
      <>
        <Card testId='purpose-summary'>
          <View className='pp-summary'>
            <View className='pp-summary__main'>
              <Text className='pp-summary__title'>我的找号条件</Text>
              <Text className='pp-summary__text' data-testid='purpose-summary-text'>
                {s.summary}
              </Text>
            </View>
            <Text className='pp-summary__edit' data-testid='purpose-edit' onClick={() => s.setEditing(true)}>
              修改条件
            </Text>
          </View>
        </Card>
        <Results />
      </>
    )
  return (
    <>
      <PurposeSteps />
      {s.stage === QuestionStage.PRICE_RANGE || s.stage === QuestionStage.DYNAMIC_DONE ? <Results /> : null}
    </>
  )
})

const RecordsTab = observer(function RecordsTab() {
  const focusId = useRouteParams('purpose').recordId
  const list = purposeStore.records
  if (!sessionStore.isLoggedIn)
    return <EmptyState text='登录后查看意向记录' testId='purpose-records-login' button={{ text: '去登录', onClick: goLogin }} />
  if (list.showSkeleton) return <ListSkeleton rows={3} testId='purpose-records-skeleton' />
  if (list.showError) return <ErrorRetry text={list.errorText} onRetry={() => void list.refresh()} testId='purpose-records-error' />
  if (list.isEmpty) return <EmptyState text='还没有意向记录' sub='设定价格区间找一次号，记录会出现在这里' testId='purpose-records-empty' />
  return (
    <View data-testid='purpose-records'>
      {list.items.map((r) => {
        const matched = r.status === PurposeMatchStatus.MATCHED
        return (
          <View
            key={r.recordId}
            className={`pp-record${String(r.recordId) === focusId ? ' pp-record--focus' : ''}`}
            data-testid={`purpose-record-${r.recordId}`}
            onClick={() => purposeStore.openRecord(r)}
          >
            <View className='pp-record__head'>
              <Text className='pp-record__game'>{r.gameName}</Text>
              <Text className='pp-record__type'>{SEARCH_TYPE_TEXT[r.searchType] ?? ''}</Text>
              <Text className={`pp-record__status${matched ? ' pp-record__status--ok' : ''}`} data-testid='purpose-record-status'>
                {matched ? '已匹配' : '匹配中'}
              </Text>
            </View>
            <Text className='pp-record__range'>
              {formatYuan(r.minFen)} - {formatYuan(r.maxFen)}
            </Text>
            <Text className='pp-record__meta'>
              {matched ? `匹配到 ${r.matchCount} 个在售账号` : '暂无符合条件的账号，有新上架会自动匹配'} · {formatDate(r.createdAt)}
            </Text>
            {r.reportId ? (
              <Text className='pp-record__open' data-testid='purpose-record-open'>
                {r.reportStatus === ReportStatus.UNLOCKED ? '查看推荐结果 ›' : '查看报告 · 未解锁 ›'}
              </Text>
            ) : null}
          </View>
        )
      })}
      <ListFooter list={list} testId='purpose-records-footer' />
    </View>
  )
})

const PURPOSE_TABS: readonly TabItem<PurposeTab>[] = [
  { tab: 'search', text: '找号' },
  { tab: 'records', text: '意向记录' },
]

function PurposePage() {
  const params = useRouteParams('purpose')
  useEffect(() => {
    void homeStore.ensureLoaded()
  }, [])
  // Opened from an intention record (Mine → 意向记录): show the records with that one marked.
  useEffect(() => {
    if (params.recordId) purposeStore.setTab('records')
  }, [params.recordId])
  // Opened on one intention report (back from paying for it on H5, where the page stack starts afresh).
  useEffect(() => {
    if (params.reportId) purposeStore.openReport(params.reportId)
  }, [params.reportId])

  usePageView(TrackName.PURPOSE)
  useDidShow(() => {
    // Back from login: the report picker can load now.
    purposeStore.account.loadReports()
    // Back from paying: the report on screen may be unlocked now.
    void purposeStore.reloadIfLocked()
  })

  usePagedPage({
    refresh: () => purposeStore.refresh(),
    loadMore: () => (purposeStore.tab === 'records' ? purposeStore.records : purposeStore.results).loadMore(),
  })

  const tab = purposeStore.tab
  return (
    <PageShell>
      <View className='pp'>
        <TabRow items={PURPOSE_TABS} active={tab} onChange={(t) => purposeStore.setTab(t)} cls='pp-tab' testId='purpose-tab' />
        {tab === 'search' ? (
          <SearchTab />
        ) : (
          <View className='pp-records'>
            <RecordsTab />
          </View>
        )}
      </View>
      <DetailPopup />
    </PageShell>
  )
}

export default observer(PurposePage)
