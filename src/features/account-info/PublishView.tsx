import { useEffect, useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text, Input, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import { CompleteFromType, GoodsPublishStatus, GoodsStatus, ReportLockStatus } from '@/constants/report'
import { navigateTo } from '@/router'
import { formatWholeYuan, formatYuan } from '@/utils/money'
import { CONTACT_OPTIONS, CONTACT_PRIVATE_HINT, maskContact } from './form'
import { AccountHead, accountFrame } from './account-head'
import { PublishStore, PublishText } from './store'
import { useRouteParams } from '@/router/params'
import './complete.scss'
import BusyButton from '@/components/busy-button'
import ErrorNote from '@/components/error-note'

/** Publish a valued account as a listing at the user's asking price; re-price or take it off sale. */
function PublishPage() {
  const params = useRouteParams('publish')
  const [store] = useState(() => new PublishStore(params.valId ?? ''))
  const { valId, data, price, error, busy } = store
  const load = () => store.load()
  const setPrice = (v: string) => store.setPrice(v)
  const onPublish = () => store.publish()
  const onUnpublish = () => store.unpublish()
  const onMarkSold = () => store.markSold()

  useEffect(() => {
    void store.load()
  }, [store])
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
    if (data.listing?.goodsStatus === GoodsStatus.DEAL) {
      return (
        <View className='cp-card cp-published' data-testid='sold'>
          <Text className='cp-published__badge'>已售出</Text>
          <Text className='cp-published__price'>{formatYuan(data.listing.priceFen)}</Text>
          <Text className='cp-card__hint'>账号已成交，不能再次发布。成交价已用于检验估价准确度。</Text>
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
              <Button className='cp-btn cp-btn--ghost' data-testid='mark-sold' onClick={() => void onMarkSold()}>
                已售出
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
              <View className='cp-row' data-testid='own-contact'>
                <Text className='cp-row__label'>{contactLabel}</Text>
                <View className='cp-row__value cp-private'>
                  <Text>{maskContact(data.info.contact)}</Text>
                  <Text className='cp-private__note'>{CONTACT_PRIVATE_HINT}</Text>
                </View>
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
              onInput={(e) => setPrice(e.detail.value)}
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

        <ErrorNote text={error} className='cp-submit-error' testId='publish-error' />
        {data.locked === ReportLockStatus.LOCKED ? <Text className='cp-card__hint cp-locked-hint'>报告解锁后才能发布</Text> : null}
        <BusyButton className='cp-btn' testId='publish' busy={busy} onClick={() => void onPublish()}>
          {published ? '更新价格' : '确认发布'}
        </BusyButton>
        <Text className='cp-card__hint cp-terms'>发布即表示你确认账号归你所有，且信息真实；发布需完成实名认证。</Text>
      </View>
    )
  }

  return accountFrame(store, (data) => (
    <>
      <AccountHead gameName={data.gameName} locked={data.locked === ReportLockStatus.LOCKED}>
        <Text className='cp-head__status' data-testid='publish-note'>
          发布后，账号会出现在游戏估价的找号结果和相似账号中；你的联系方式不会公开展示
        </Text>
      </AccountHead>
      {body()}
    </>
  ))
}

export default observer(PublishPage)
