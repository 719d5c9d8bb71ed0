import { useEffect, useState } from 'react'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { View, Text, Input, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import * as accountApi from '@/api/account'
import type { AccountInfoData } from '@/api/account'
import { CompleteFromType, GoodsPublishStatus, ReportLockStatus } from '@/constants/report'
import { BizCode, ErrorText, isRequestError } from '@/http'
import { navigateTo } from '@/router'
import { formatWholeYuan, formatYuan, yuanToFen } from '@/utils/money'
import { CONTACT_OPTIONS, CompleteText } from './form'
import { AccountHead } from './account-head'
import { LoadState } from '@/components/list-states/states'
import './complete.scss'

export const PublishText = {
  PRICE_EMPTY: '请输入挂牌价',
  PRICE_INVALID: '请输入正确的金额（最多两位小数）',
  PRICE_RANGE: '挂牌价需在1元到100万元之间',
  PUBLISHED: '发布成功',
  UNPUBLISHED: '已下架',
  COPIED: '链接已复制',
  FAILED: '发布失败，请稍后重试',
} as const

const MIN_FEN = 100
const MAX_FEN = 100_000_000

export function priceError(input: string): string {
  if (!input.trim()) return PublishText.PRICE_EMPTY
  const fen = yuanToFen(input)
  if (fen === null) return PublishText.PRICE_INVALID
  if (fen < MIN_FEN || fen > MAX_FEN) return PublishText.PRICE_RANGE
  return ''
}

/** Publish a valued account as a listing at the user's asking price; re-price or take it off sale. */
function PublishPage() {
  const { params } = useRouter()
  const valId = params.valId ?? ''
  const [data, setData] = useState<AccountInfoData | null>(null)
  const [loadError, setLoadError] = useState('')
  const [price, setPrice] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const load = async () => {
    if (!valId) {
      setLoadError(CompleteText.NO_REPORT)
      return
    }
    try {
      const d = await accountApi.accountInfo(valId)
      setData(d)
      setLoadError('')
      if (!price && d.listing) setPrice(String(d.listing.priceFen / 100))
    } catch (e) {
      setLoadError((isRequestError(e) && e.code > 0 && e.msg) || CompleteText.LOAD_FAILED)
    }
  }

  useEffect(() => {
    void load()
  }, [])
  // Back from the complete-information page: show what was saved there.
  useDidShow(() => {
    if (data) void load()
  })

  const goComplete = () =>
    void navigateTo('complete', {
      valId,
      gameId: data?.gameId,
      type: data?.evaluateType,
      fromType: CompleteFromType.PUBLISH,
      locked: data?.locked,
    })

  const onPublish = async () => {
    if (busy || !data) return
    const msg = priceError(price)
    setError(msg)
    if (msg) return
    setBusy(true)
    try {
      const res = await accountApi.publish({ valId, priceFen: yuanToFen(price) as number })
      setData({ ...data, publishStatus: res.publishStatus, listing: res.listing })
      void Taro.showToast({ title: PublishText.PUBLISHED, icon: 'success' })
    } catch (e) {
      // 40100: the request layer opens the real-name page (the call is silent, so the toast is ours).
      if (isRequestError(e) && e.code === BizCode.NOT_REAL_NAME) {
        setError('')
        void Taro.showToast({ title: ErrorText.REAL_NAME_REQUIRED, icon: 'none' })
      } else setError((isRequestError(e) && e.msg) || PublishText.FAILED)
    } finally {
      setBusy(false)
    }
  }

  const onUnpublish = async () => {
    if (busy || !data) return
    setBusy(true)
    try {
      const res = await accountApi.unpublish(valId)
      setData({ ...data, publishStatus: res.publishStatus, listing: res.listing })
      void Taro.showToast({ title: PublishText.UNPUBLISHED, icon: 'none' })
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  const copy = (url: string) => {
    void Taro.setClipboardData({ data: url }).then(() => Taro.showToast({ title: PublishText.COPIED, icon: 'none' }))
  }

  const body = () => {
    if (!data) return null
    if (data.publishStatus === GoodsPublishStatus.DISABLED) {
      return (
        <View className='cp-card cp-state' data-testid='blocked'>
          <Text className='cp-state__text'>暂不可发布</Text>
          <Text className='cp-card__hint' data-testid='blocked-reason'>
            {data.publishBlockedReason}
          </Text>
        </View>
      )
    }
    const published = data.publishStatus === GoodsPublishStatus.PUBLISHED && data.listing
    const contactLabel = CONTACT_OPTIONS.find((o) => o.type === data.info?.contactType)?.label ?? ''
    return (
      <View>
        {published && data.listing ? (
          <View className='cp-card cp-published' data-testid='published'>
            <Text className='cp-published__badge'>已发布</Text>
            <Text className='cp-published__price'>{formatYuan(data.listing.priceFen)}</Text>
            <Text className='cp-published__url' data-testid='listing-url'>
              {data.listing.url}
            </Text>
            <View className='cp-actions'>
              <Button className='cp-btn cp-btn--ghost' data-testid='copy' onClick={() => copy(data.listing?.url ?? '')}>
                复制链接
              </Button>
              <Button className='cp-btn cp-btn--ghost' data-testid='unpublish' onClick={() => void onUnpublish()}>
                下架
              </Button>
            </View>
          </View>
        ) : null}

        <View className='cp-card' data-testid='info'>
          <View className='cp-card__head'>
            <Text className='cp-card__title'>账号信息</Text>
            <Text className='cp-link' data-testid='edit-info' onClick={goComplete}>
              {data.info ? '修改' : '去完善'}
            </Text>
          </View>
          {data.info ? (
            <View className='cp-rows'>
              <View className='cp-row'>
                <Text className='cp-row__label'>区服</Text>
                <Text className='cp-row__value'>{data.info.serverRegion}</Text>
              </View>
              <View className='cp-row'>
                <Text className='cp-row__label'>{contactLabel}</Text>
                <Text className='cp-row__value'>{data.info.contact}</Text>
              </View>
              {data.info.description ? (
                <View className='cp-row'>
                  <Text className='cp-row__label'>简介</Text>
                  <Text className='cp-row__value'>{data.info.description}</Text>
                </View>
              ) : null}
              <View className='cp-row'>
                <Text className='cp-row__label'>已确认</Text>
                <Text className='cp-row__value'>{data.info.confirmedAttrs.length} 项属性</Text>
              </View>
            </View>
          ) : (
            <Text className='cp-card__hint' data-testid='info-missing'>
              发布前需要先完善区服和联系方式
            </Text>
          )}
        </View>

        <View className='cp-card'>
          <Text className='cp-card__title'>{published ? '修改挂牌价' : '挂牌价'}</Text>
          <View className={`cp-price ${error ? 'cp-price--error' : ''}`} data-testid='price-field'>
            <Text className='cp-price__unit'>¥</Text>
            <Input
              className='cp-price__input'
              type='digit'
              placeholder='输入你的出售价格'
              value={price}
              onInput={(e) => {
                setPrice(e.detail.value)
                if (error) setError('')
              }}
            />
          </View>
          {data.estimateFen !== undefined ? (
            <View className='cp-suggest'>
              <Text data-testid='estimate'>估值参考 {formatWholeYuan(data.estimateFen)}</Text>
              <Text
                className='cp-link'
                data-testid='use-estimate'
                onClick={() => setPrice(String(Math.round((data.estimateFen as number) / 100)))}
              >
                按估值填写
              </Text>
            </View>
          ) : (
            <Text className='cp-card__hint'>报告解锁后可看到估值参考</Text>
          )}
        </View>

        {error ? (
          <View className='cp-submit-error' data-testid='publish-error'>
            <Text>{error}</Text>
          </View>
        ) : null}
        {data.locked === ReportLockStatus.LOCKED ? <Text className='cp-card__hint cp-locked-hint'>报告解锁后才能发布</Text> : null}
        <Button
          className='cp-btn'
          data-testid='publish'
          loading={busy || undefined}
          disabled={busy || undefined}
          onClick={() => void onPublish()}
        >
          {published ? '更新价格' : '确认发布'}
        </Button>
        <Text className='cp-card__hint cp-terms'>发布即表示你确认账号归你所有，且信息真实；发布需完成实名认证。</Text>
      </View>
    )
  }

  return (
    <PageShell>
      <View className='cp'>
        <LoadState
          testId='load'
          status={loadError ? 'error' : data ? 'ready' : 'loading'}
          error={loadError}
          onRetry={valId ? () => void load() : undefined}
        >
          {() =>
            data && (
              <View>
                <AccountHead gameName={data.gameName} locked={data.locked === ReportLockStatus.LOCKED}>
                  <Text className='cp-head__status'>发布后，你的账号会出现在市场中，买家可通过链接查看并联系你</Text>
                </AccountHead>
                {body()}
              </View>
            )
          }
        </LoadState>
      </View>
    </PageShell>
  )
}

export default observer(PublishPage)
