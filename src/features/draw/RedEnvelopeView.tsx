import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { ActivityStyle, DrawTrackName } from '@/constants/draw'
import { ActivityPage, pressDraw, useDrawPage } from './activity-page'
import type { DrawButtonKind, DrawStore } from './draw-store'
import { MeStats, ResultLines, resultView } from './parts'
import './red-envelope.scss'

/** The coin's label when it cannot open the envelope, and the line under the envelope saying why. */
const COIN: Record<Exclude<DrawButtonKind, 'draw' | 'drawing'>, { label: string; notice: string }> = {
  login: { label: '登录后拆红包', notice: '登录后即可拆红包' },
  minor: { label: '未满18周岁', notice: '未满18周岁不能参与抽奖' },
  earn: { label: '去赚次数', notice: '拆红包次数已用完，完成任务可获得更多次数' },
  'not-started': { label: '未开始', notice: '活动尚未开始，敬请期待' },
  ended: { label: '已结束', notice: '活动已结束，感谢你的参与' },
  'day-limit': { label: '明天再来', notice: '今日拆红包次数已达上限，明天再来吧' },
  'total-limit': { label: '已达上限', notice: '你在本活动的拆红包次数已达上限' },
}

const Coin = observer(function Coin({ store }: { store: DrawStore }) {
  const kind = store.button
  const open = kind === 'draw' || kind === 'drawing'
  const actionable = open || kind === 'login' || kind === 'earn'
  return (
    <View
      className={`re-coin ${kind === 'drawing' ? 're-coin--turning' : ''} ${actionable ? '' : 're-coin--off'} ${open ? '' : 're-coin--text'}`}
      data-testid='draw-button'
      data-kind={kind}
      onClick={() => pressDraw(store, 'h5BannerRedEnvelope')}
    >
      <Text className='re-coin__label'>{open ? '拆' : COIN[kind].label}</Text>
    </View>
  )
})

/** The opened envelope: what it held and what to do next. */
const Opened = observer(function Opened({ store }: { store: DrawStore }) {
  const record = store.result
  if (!record) return null
  const r = resultView(record, () => store.closeResult())
  const chances = store.data?.me?.chances ?? 0
  return (
    <View className={`re-letter ${r.won ? 're-letter--won' : 're-letter--none'}`} data-testid='envelope-result'>
      <ResultLines view={r} block='re-letter' testId='envelope' skipClose />
      <View className='re-letter__again' data-testid='envelope-again' onClick={() => store.closeResult()}>
        <Text>{chances > 0 ? `再拆一个（剩余 ${chances} 次）` : '收起红包'}</Text>
      </View>
    </View>
  )
})

const Envelope = observer(function Envelope({ store }: { store: DrawStore }) {
  const kind = store.button
  const notice = kind === 'draw' || kind === 'drawing' ? '' : COIN[kind].notice
  const opened = !!store.result
  return (
    <View className='re-stage' data-testid='envelope'>
      <View className={`re-envelope ${opened ? 're-envelope--open' : ''}`}>
        <View className='re-envelope__flap' />
        {opened ? (
          <Opened store={store} />
        ) : (
          <>
            <Text className='re-envelope__wish'>恭喜发财 大吉大利</Text>
            <Coin store={store} />
            <Text className='re-envelope__hint'>{kind === 'drawing' ? '正在拆红包…' : '现金红包 · 解锁券 · 好礼'}</Text>
          </>
        )}
      </View>
      {notice && !opened ? (
        <Text className='re-stage__notice' data-testid='draw-notice'>
          {notice}
        </Text>
      ) : null}
      <MeStats store={store} noun='拆红包' />
    </View>
  )
})

/**
 * 拆红包 (banner/red-envelope, login required): a red-envelope activity built on the draw. One tap on 拆 draws in
 * the service; the envelope opens on a cash red packet, a coupon, a prize or 谢谢参与. Without `activityId` it
 * shows the running red-envelope activity.
 */
function RedEnvelopePage() {
  const store = useDrawPage(ActivityStyle.RED_ENVELOPE, DrawTrackName.RED_ENVELOPE)
  return <ActivityPage store={store} block='re' testId='red-envelope-page' stage={<Envelope store={store} />} recordsTitle='我的红包记录' />
}

export default observer(RedEnvelopePage)
