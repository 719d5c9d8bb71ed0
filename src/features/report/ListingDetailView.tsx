import { useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { CollectMark } from '@/components/icon'
import { listingStateText } from '@/components/listing-card'
import ReportPopup from '@/components/report-popup'
import { CollapseList } from '@/components/collapse'
import { formatDate } from '@/utils/time'
import { PopupKey } from '@/constants/report'
import { navigateTo } from '@/router'
import { formatWholeYuan } from '@/utils/money'
import { ListingStore } from './listing-store'
import { useRouteParams } from '@/router/params'
import { ReportLoadState } from './report-load-state'
import './listing-detail.scss'

/**
 * Where the account's price sits against the band of its estimate (all the page knows before unlock): its asking
 * price (挂牌价) while listed, what it sold for (成交价) once sold.
 */
function bandPosition(priceFen: number, band: { lowFen: number; highFen: number | null }, sold: boolean): string {
  const price = sold ? '成交价' : '挂牌价'
  if (priceFen < band.lowFen) return `${price}低于该档位`
  if (band.highFen !== null && priceFen > band.highFen) return `${price}高于该档位`
  return `${price}在该档位内`
}

/** Rows of the product detail profile before 展开全部 (every priced attribute can be dozens). */
const PROFILE_ROWS_SHOWN = 8

function AccountDetailPage() {
  const params = useRouteParams('accountDetail')
  const [store] = useState(() => new ListingStore(params.listingId ?? NaN))
  const { detail, similar, popup } = store
  const setPopup = (key: PopupKey | null) => store.setPopup(key)
  const load = () => store.load()
  const toggle = () => store.toggleCollect()

  useDidShow(() => {
    void load()
  })

  const openListing = () => {
    if (!detail?.url) return
    void Taro.setClipboardData({ data: detail.url })
  }
  const viewListing = () => {
    if (!detail) return
    if (store.lowPrice) setPopup(PopupKey.LOW_PRICE_CONFIRM)
    else openListing()
  }

  const onAction = (id: string) => {
    setPopup(null)
    if (id === 'openCollect') void navigateTo('collect')
    else if (id === 'openLink') openListing()
  }

  let body: JSX.Element
  if (!detail) body = <ReportLoadState source={store.source} onRetry={() => void load()} next='home' />
  else {
    const sold = detail.kind === 'deal'
    body = (
      <>
        <View className='rv-card rv-col ad-head' data-testid='account-detail'>
          <View className='ad-head__top'>
            <Text className='ad-head__game'>{detail.gameName}</Text>
            <Text className={`ad-status ad-status--${detail.status}`} data-testid='account-status'>
              {listingStateText(detail)}
            </Text>
          </View>
          <View className='ad-price-row'>
            <Text className='ad-price-label' data-testid='account-price-label'>
              {sold ? '成交价' : '挂牌价'}
            </Text>
            <Text className='ad-price' data-testid='account-price'>
              {formatWholeYuan(detail.priceFen)}
            </Text>
          </View>
          <Text className='ad-sub'>
            {sold && detail.soldAt ? `${formatDate(detail.soldAt)} 成交` : `${formatDate(detail.listedAt)} 挂牌`} · 来源 {detail.source}
          </Text>
          {detail.estimateFen !== null ? (
            <View className='ad-est' data-testid='account-estimate'>
              <Text>按属性估值 {formatWholeYuan(detail.estimateFen)}</Text>
              <Text className='ad-est__ratio'>
                {detail.priceFen <= detail.estimateFen ? '低于' : '高于'}估值{' '}
                {Math.round(Math.abs(detail.priceFen / detail.estimateFen - 1) * 100)}%
              </Text>
            </View>
          ) : detail.estimateLocked && detail.band ? (
            <View className='ad-est ad-est--locked' data-testid='account-estimate-locked'>
              <View className='ad-est__main'>
                <Text data-testid='account-band'>估值档位 {detail.band.label}</Text>
                <Text className='ad-est__ratio' data-testid='account-band-position'>
                  {bandPosition(detail.priceFen, detail.band, sold)}
                </Text>
              </View>
              <Text className='ad-est__note'>精确估值在这个账号的估价报告里，解锁后可见</Text>
              {store.canOpenReport ? (
                <Text className='ad-est__open' data-testid='account-open-report' onClick={() => void store.openReport()}>
                  {store.valuing ? '估价中...' : detail.valId ? '查看估价报告 ›' : '估价这个账号 ›'}
                </Text>
              ) : null}
            </View>
          ) : null}
          {detail.demo ? (
            <Text className='ad-demo' data-testid='demo-mark'>
              演示数据：非真实商品
            </Text>
          ) : null}
        </View>

        <View className='rv-card rv-col'>
          <View className='ad-sec-head'>
            <Text className='ad-sec-title'>账号属性</Text>
            <Text className='ad-link' data-testid='profile-btn' onClick={() => setPopup(PopupKey.PRODUCT_DETAIL_PROFILE)}>
              账号档案 ›
            </Text>
          </View>
          <View className='ad-tags' data-testid='account-attrs'>
            {detail.keyAttrs.map((a) => (
              <Text key={a} className='ad-tag'>
                {a}
              </Text>
            ))}
          </View>
        </View>

        <View className='rv-card rv-col'>
          <Text className='ad-sec-title'>相似账号</Text>
          {similar.length === 0 ? <Text className='ad-empty'>暂无相似的在售账号</Text> : null}
          {similar.map((s) => (
            <View
              key={s.listingId}
              className='ad-sim'
              data-testid={`similar-${s.listingId}`}
              onClick={() => void navigateTo('accountDetail', { listingId: s.listingId })}
            >
              <View className='ad-sim__main'>
                <Text className='ad-sim__attrs'>{s.keyAttrs.slice(0, 4).join(' · ') || '—'}</Text>
                <Text className='ad-sim__meta'>
                  相似度 {Math.round(s.similarity * 100)}%{s.collected ? ' · 已收藏' : ''}
                </Text>
              </View>
              <Text className='ad-sim__price'>{formatWholeYuan(s.priceFen)}</Text>
            </View>
          ))}
        </View>
        <View className='ad-spacer' />
        <View className='rv-bar'>
          {detail.collectable ? (
            <View
              className={`ad-bar__fav ${detail.collected ? 'ad-bar__fav--on' : ''}`}
              data-testid='collect-btn'
              onClick={() => void toggle()}
            >
              <CollectMark on={!!detail.collected} />
              <Text>{detail.collected ? '已收藏' : '收藏'}</Text>
            </View>
          ) : null}
          {detail.url ? (
            <View className='ad-bar__main' data-testid='view-listing' onClick={viewListing}>
              <Text>{sold ? '复制成交链接' : '复制商品链接'}</Text>
            </View>
          ) : null}
        </View>
      </>
    )
  }

  return (
    <PageShell>
      <View className='ad'>{body}</View>
      <ReportPopup popupKey={popup} onAction={onAction} onClose={() => setPopup(null)}>
        {popup === PopupKey.PRODUCT_DETAIL_PROFILE && detail ? (
          <View className='ad-profile' data-testid='account-profile'>
            <CollapseList
              items={detail.attrs}
              limit={PROFILE_ROWS_SHOWN}
              className='ad-profile__rows'
              itemClassName='ad-profile__row'
              testId='account-profile-attrs'
            />
            <Text className='ad-profile__row ad-profile__muted'>商品编号 {detail.externalId}</Text>
          </View>
        ) : null}
      </ReportPopup>
    </PageShell>
  )
}

export default observer(AccountDetailPage)
