import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { isIOSDevice } from '@/components/article/device'
import { Coupon, Gift, Heart, Refund, type IconComponent } from '@/components/icon'
import { EmptyState, ErrorRetry, ListFooter, ListSkeleton } from '@/components/list-states'
import type { DrawActivityData, DrawPrize, DrawRecord } from '@/api/draw'
import { ActivityState, PRIZE_STATE_TEXT, PrizeState, PrizeType, type PrizeState as PrizeStateValue } from '@/constants/draw'
import { navigateTo } from '@/router'
import type { DrawStore } from './draw-store'
import { formatDateTime } from '@/utils/time'
import { PRIZE_TYPE_TEXT, formatPeriod, prizeValue } from './format'
import { goUseCoupon } from './use-coupon'
import './parts.scss'

type ArtPrize = Pick<DrawPrize, 'type' | 'image' | 'amountFen'> | null

/** Each prize type's glyph of the icon set and tile colour; THANKS is 谢谢参与's. */
const ART: Record<number, { icon: IconComponent; tone: string }> = {
  [PrizeType.REAL]: { icon: Gift, tone: 'gift' },
  [PrizeType.RED_PACKET]: { icon: Refund, tone: 'cash' },
  [PrizeType.COUPON]: { icon: Coupon, tone: 'coupon' },
}
const THANKS = { icon: Heart, tone: 'thanks' }

/**
 * A prize's picture, or its type's glyph on a tile when it has none; 谢谢参与 is a soft one with a heart. The tile
 * keeps the activity's red and gold (not IconTile's tones) and grows to 72px in the result.
 */
export function PrizeArt({ prize, size = 'md' }: { prize: ArtPrize; size?: 'sm' | 'md' | 'lg' }) {
  if (prize?.image) return <Image className={`dr-art dr-art--${size} dr-art--img`} src={prize.image} mode='aspectFit' />
  const { icon: Glyph, tone } = prize ? (ART[prize.type] ?? ART[PrizeType.REAL]) : THANKS
  return (
    <View className={`dr-art dr-art--${size} dr-art--${tone}`}>
      <Glyph className='dr-art__glyph' />
    </View>
  )
}

/** The won prize at the top of the address and shipping pages (styled by address.scss, which both load). */
export function PrizeCard({ record }: { record: DrawRecord }) {
  const prize = record.prize
  const value = prize ? prizeValue(prize) : ''
  return (
    <View className='ad-prize' data-testid='address-prize'>
      <PrizeArt prize={prize} size='lg' />
      <View className='ad-prize__main'>
        <Text className='ad-prize__name'>{prize ? prize.name : '谢谢参与'}</Text>
        {value ? <Text className='ad-prize__value'>{value}</Text> : null}
        <Text className='ad-prize__meta'>{record.activityTitle}</Text>
        <Text className='ad-prize__meta'>中奖时间 {formatDateTime(record.createdAt)}</Text>
      </View>
    </View>
  )
}

export const STATE_TEXT: Record<number, string> = {
  [ActivityState.NOT_STARTED]: '未开始',
  [ActivityState.RUNNING]: '进行中',
  [ActivityState.ENDED]: '已结束',
}

/** Title, subtitle, period and state of the activity. */
export function ActivityHead({ data, className }: { data: DrawActivityData; className: string }) {
  const a = data.activity
  return (
    <View className={className} data-testid='draw-head'>
      <Text className={`${className}__title`} data-testid='draw-title'>
        {a.title}
      </Text>
      {a.subtitle ? <Text className={`${className}__sub`}>{a.subtitle}</Text> : null}
      <View className={`${className}__meta`}>
        <Text className={`${className}__period`} data-testid='draw-period'>
          活动时间 {formatPeriod(a.startAt, a.endAt)}
        </Text>
        <Text className={`${className}__state ${className}__state--s${a.state}`} data-testid='draw-state'>
          {STATE_TEXT[a.state] ?? ''}
        </Text>
      </View>
    </View>
  )
}

/** 剩余抽奖次数 and today's count for a logged-in user; a line asking a visitor to log in otherwise. */
export const MeStats = observer(function MeStats({ store, noun = '抽奖' }: { store: DrawStore; noun?: string }) {
  const me = store.data?.me
  const activity = store.data?.activity
  if (!me || !activity) {
    return (
      <View className='dr-me dr-me--guest' data-testid='draw-me'>
        <Text>登录后查看你的{noun}次数</Text>
      </View>
    )
  }
  return (
    <View className='dr-me' data-testid='draw-me'>
      <View className='dr-me__item'>
        <Text className='dr-me__label'>剩余{noun}次数</Text>
        <Text className='dr-me__num' data-testid='draw-chances'>
          {me.chances}
        </Text>
      </View>
      <View className='dr-me__split' />
      <View className='dr-me__item'>
        <Text className='dr-me__label'>今日已{noun === '拆红包' ? '拆' : '抽'}</Text>
        <Text className='dr-me__num' data-testid='draw-today'>
          {activity.perDayLimit > 0 ? `${me.usedToday}/${activity.perDayLimit}` : me.usedToday}
        </Text>
      </View>
    </View>
  )
})

/** The published odds: every prize with its chance and what is left, then 谢谢参与. */
export function OddsCard({ data, title = '奖品与中奖概率' }: { data: DrawActivityData; title?: string }) {
  return (
    <View className='dr-card' data-testid='draw-odds'>
      <View className='dr-card__head'>
        <Text className='dr-card__title'>{title}</Text>
        <Text className='dr-card__hint'>概率公示</Text>
      </View>
      <View className='dr-odds'>
        <View className='dr-odds__row dr-odds__row--head'>
          <Text className='dr-odds__prize'>奖品</Text>
          <Text className='dr-odds__odds'>概率</Text>
          <Text className='dr-odds__stock'>剩余库存</Text>
        </View>
        {data.prizes.map((p) => (
          <View key={p.id} className='dr-odds__row' data-testid='draw-odds-row'>
            <View className='dr-odds__prize'>
              <Text className={`dr-tag dr-tag--t${p.type}`}>{PRIZE_TYPE_TEXT[p.type] ?? '奖品'}</Text>
              <Text className='dr-odds__name'>{p.name}</Text>
            </View>
            <Text className='dr-odds__odds'>{p.oddsText}</Text>
            <Text className={`dr-odds__stock ${p.stock > 0 ? '' : 'dr-odds__stock--out'}`}>
              {p.stock > 0 ? `${p.stock}/${p.total}` : '已抽完'}
            </Text>
          </View>
        ))}
        <View className='dr-odds__row' data-testid='draw-odds-row'>
          <View className='dr-odds__prize'>
            <Text className='dr-odds__name dr-odds__name--muted'>谢谢参与</Text>
          </View>
          <Text className='dr-odds__odds'>{data.activity.noPrizeOddsText}</Text>
          <Text className='dr-odds__stock'>—</Text>
        </View>
      </View>
      <Text className='dr-odds__note'>奖品抽完后，其概率计入谢谢参与；抽奖结果由服务端随机产生</Text>
    </View>
  )
}

export function RulesCard({ rules }: { rules: readonly string[] }) {
  if (!rules.length) return null
  return (
    <View className='dr-card' data-testid='draw-rules'>
      <Text className='dr-card__title'>活动规则</Text>
      {rules.map((r, i) => (
        <View key={`${i}-${r}`} className='dr-rule'>
          <Text className='dr-rule__num'>{i + 1}</Text>
          <Text className='dr-rule__text'>{r}</Text>
        </View>
      ))}
    </View>
  )
}

const STATE_TONE: Record<PrizeStateValue, string> = {
  0: 'off',
  1: 'todo',
  2: 'wait',
  3: 'ok',
  4: 'wait',
  5: 'ok',
  6: 'bad',
  7: 'ok',
}

const openAddress = (recordId: number) => void navigateTo('h5CjActiveDrawSubmitAddress', { recordId })
const openPhysical = (recordId: number) => void navigateTo('h5CjActiveDrawPhysical', { recordId })

type RecordAction = { key: string; text: string; primary: boolean; go: () => void }

/** What a real prize's row offers at its stage: give the address, change it while unshipped, follow the parcel. */
function recordActions(r: DrawRecord): RecordAction[] {
  if (r.prize?.type !== PrizeType.REAL) return []
  if (r.state === PrizeState.AWAITING_ADDRESS) return [{ key: 'address', text: '填写地址', primary: true, go: () => openAddress(r.id) }]
  if (r.state === PrizeState.ADDRESS_SUBMITTED) {
    const physical = { key: 'physical', text: '查看物流', primary: false, go: () => openPhysical(r.id) }
    return r.addressEditable ? [physical, { key: 'address', text: '修改地址', primary: true, go: () => openAddress(r.id) }] : [physical]
  }
  if (r.state === PrizeState.SHIPPED) return [{ key: 'physical', text: '查看物流', primary: true, go: () => openPhysical(r.id) }]
  return []
}

function RecordRow({ record }: { record: DrawRecord }) {
  const prize = record.prize
  const value = prize ? prizeValue(prize) : ''
  const actions = recordActions(record)
  return (
    <View className='dr-record' data-testid='draw-record'>
      <PrizeArt prize={prize} size='sm' />
      <View className='dr-record__main'>
        <Text className='dr-record__name'>
          {prize ? prize.name : '谢谢参与'}
          {value ? ` · ${value}` : ''}
        </Text>
        <Text className='dr-record__time'>{formatDateTime(record.createdAt)}</Text>
      </View>
      <View className='dr-record__side'>
        <Text
          className={`dr-record__state dr-record__state--${STATE_TONE[record.state as PrizeStateValue] ?? 'off'}`}
          data-testid='draw-record-state'
        >
          {record.stateText || PRIZE_STATE_TEXT[record.state as PrizeStateValue] || ''}
        </Text>
        {actions.length ? (
          <View className='dr-record__actions'>
            {actions.map((a) => (
              <View
                key={a.key}
                className={`dr-record__btn ${a.primary ? 'dr-record__btn--primary' : ''}`}
                data-testid={`record-${record.id}-${a.key}`}
                onClick={a.go}
              >
                <Text>{a.text}</Text>
              </View>
            ))}
          </View>
        ) : null}
      </View>
    </View>
  )
}

/** 我的中奖记录 in this activity, newest first, paged. Only for a logged-in user. */
export const RecordsCard = observer(function RecordsCard({ store, title = '我的中奖记录' }: { store: DrawStore; title?: string }) {
  if (!store.loggedIn || !store.data?.me) return null
  const list = store.records
  let body: JSX.Element
  if (list.showSkeleton) body = <ListSkeleton rows={2} testId='draw-records-skeleton' />
  else if (list.showError) body = <ErrorRetry text={list.errorText} onRetry={() => void list.refresh()} testId='draw-records-error' />
  else if (list.isEmpty) body = <EmptyState text='还没有抽奖记录，快去试试手气吧' testId='draw-records-empty' />
  else
    body = (
      <View data-testid='draw-records'>
        {list.items.map((r) => (
          <RecordRow key={r.id} record={r} />
        ))}
        <ListFooter list={list} testId='draw-records-footer' />
      </View>
    )
  return (
    <View className='dr-card'>
      <Text className='dr-card__title'>{title}</Text>
      {body}
    </View>
  )
})

type ResultAction = { key: string; text: string; go: () => void }
export type ResultView = { won: boolean; title: string; prize: string; note: string; primary: ResultAction; secondary: ResultAction | null }

/** What a draw's result says and offers next, by prize type. `close` dismisses it. */
export function resultView(record: DrawRecord, close: () => void): ResultView {
  const prize = record.prize
  const ok = { key: 'close', text: '知道了', go: close }
  if (!prize) return { won: false, title: '谢谢参与', prize: '', note: '差一点就中了，下次好运', primary: ok, secondary: null }
  const value = prizeValue(prize)
  const state = record.stateText || PRIZE_STATE_TEXT[record.state as PrizeStateValue] || ''
  if (prize.type === PrizeType.REAL) {
    const needAddress = record.state === PrizeState.AWAITING_ADDRESS
    return {
      won: true,
      title: '恭喜获得',
      prize: prize.name,
      note: needAddress ? '填写收货地址后，我们会尽快为你寄出' : state,
      primary: needAddress
        ? {
            key: 'address',
            text: '填写收货地址',
            go: () => {
              close()
              openAddress(record.id)
            },
          }
        : ok,
      secondary: needAddress ? { key: 'later', text: '稍后填写', go: close } : null,
    }
  }
  if (prize.type === PrizeType.RED_PACKET) {
    const paid = record.state === PrizeState.PAID_OUT
    return {
      won: true,
      title: '恭喜获得',
      prize: `红包 ${value || prize.name}`,
      note: paid ? '红包已发放' : state || '红包发放中',
      primary: ok,
      secondary: null,
    }
  }
  return {
    won: true,
    title: '恭喜获得',
    prize: value ? `${prize.name} × ${value}` : prize.name,
    note: '解锁券已到账，可免费解锁估价报告',
    primary: {
      key: 'use',
      text: '去使用',
      go: () => {
        close()
        void goUseCoupon()
      },
    },
    secondary: ok,
  }
}

/**
 * What a draw gave and the next step, as the result over the page and the opened envelope both show it (`block`
 * is their class, `testId` their texts' id). The envelope has its own button to close, so `skipClose` drops 知道了.
 */
export function ResultLines({ view, block, testId, skipClose }: { view: ResultView; block: string; testId: string; skipClose?: boolean }) {
  return (
    <>
      <Text className={`${block}__title`} data-testid={`${testId}-title`}>
        {view.title}
      </Text>
      {view.prize ? (
        <Text className={`${block}__prize`} data-testid={`${testId}-prize`}>
          {view.prize}
        </Text>
      ) : null}
      <Text className={`${block}__note`} data-testid={`${testId}-note`}>
        {view.note}
      </Text>
      {skipClose && view.primary.key === 'close' ? null : (
        <View className={`${block}__btn`} data-testid={`draw-result-${view.primary.key}`} onClick={view.primary.go}>
          <Text>{view.primary.text}</Text>
        </View>
      )}
    </>
  )
}

/** The result of the last draw over the page. */
export const ResultModal = observer(function ResultModal({ store }: { store: DrawStore }) {
  const record = store.result
  if (!record) return null
  const r = resultView(record, () => store.closeResult())
  return (
    <View className='dr-mask' data-testid='draw-result' catchMove>
      <View className={`dr-result ${r.won ? 'dr-result--won' : 'dr-result--none'}`}>
        <View className='dr-result__top'>
          <PrizeArt prize={record.prize} size='lg' />
        </View>
        <ResultLines view={r} block='dr-result' testId='draw-result' />
        {r.secondary ? (
          <View className='dr-result__link' data-testid={`draw-result-${r.secondary.key}`} onClick={r.secondary.go}>
            <Text>{r.secondary.text}</Text>
          </View>
        ) : null}
      </View>
    </View>
  )
})

/** 去赚抽奖次数: the mission centre (its iOS variant on an iPhone). */
export const openMissions = () => void navigateTo(isIOSDevice() ? 'missionCenterIOS' : 'missionCenter')
