import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { ActivityStyle, DrawTrackName } from '@/constants/draw'
import { ActivityPage, pressDraw, useDrawPage } from './activity-page'
import type { DrawButtonKind, DrawStore, GridCell } from './draw-store'
import { PRIZE_TYPE_TEXT, prizeValue } from './format'
import { MeStats, PrizeArt, ResultModal } from './parts'
import './draw.scss'

/** The ring's tiles clockwise from the top left, as positions in the 3×3 grid (4 is the button). */
const RING_POSITIONS = [0, 1, 2, 5, 8, 7, 6, 3]

/** The button's label (two lines in the ring's centre) and, for a state that cannot draw, why. */
const BUTTON: Record<DrawButtonKind, { main: string; sub: string; notice: string }> = {
  draw: { main: '抽奖', sub: '', notice: '' },
  drawing: { main: '抽奖中', sub: '好运加载中', notice: '' },
  login: { main: '登录后', sub: '抽奖', notice: '' },
  minor: { main: '未满18周岁', sub: '不能参与抽奖', notice: '根据未成年人保护相关规定，未满18周岁不能参与抽奖' },
  earn: { main: '去赚', sub: '抽奖次数', notice: '抽奖次数已用完，完成任务可获得更多次数' },
  'not-started': { main: '活动', sub: '未开始', notice: '活动尚未开始，敬请期待' },
  ended: { main: '活动', sub: '已结束', notice: '活动已结束，感谢你的参与' },
  'day-limit': { main: '今日已达', sub: '抽奖上限', notice: '今日抽奖次数已达上限，明天再来吧' },
  'total-limit': { main: '已达', sub: '抽奖上限', notice: '你在本活动的抽奖次数已达上限' },
}

const DISABLED: ReadonlySet<DrawButtonKind> = new Set(['drawing', 'minor', 'not-started', 'ended', 'day-limit', 'total-limit'])

function Tile({ cell, lit }: { cell: GridCell; lit: boolean }) {
  const p = cell.prize
  const value = p ? prizeValue(p) : ''
  return (
    <View className={`dr-tile ${lit ? 'dr-tile--lit' : ''} ${p && p.stock <= 0 ? 'dr-tile--out' : ''}`} data-testid='draw-tile'>
      {p ? <Text className={`dr-tile__tag dr-tag dr-tag--t${p.type}`}>{PRIZE_TYPE_TEXT[p.type] ?? '奖品'}</Text> : null}
      <PrizeArt prize={p} />
      <Text className='dr-tile__name'>{p ? p.name : '谢谢参与'}</Text>
      <Text className='dr-tile__stock'>
        {p ? (p.stock > 0 ? (value ? `${value} · 剩余 ${p.stock}` : `剩余 ${p.stock}`) : '已抽完') : '再接再厉'}
      </Text>
    </View>
  )
}

const DrawButton = observer(function DrawButton({ store, inRing }: { store: DrawStore; inRing: boolean }) {
  const kind = store.button
  const label = BUTTON[kind]
  const sub = kind === 'draw' ? `剩余 ${store.data?.me?.chances ?? 0} 次` : label.sub
  return (
    <View
      className={`dr-go ${inRing ? 'dr-go--ring' : 'dr-go--bar'} ${DISABLED.has(kind) ? 'dr-go--off' : ''} dr-go--${kind}`}
      data-testid='draw-button'
      data-kind={kind}
      onClick={() => pressDraw(store, 'h5CjActiveDraw')}
    >
      <Text className='dr-go__main'>{label.main}</Text>
      {sub ? <Text className='dr-go__sub'>{sub}</Text> : null}
    </View>
  )
})

/** The prize tiles around the button (九宫格), or a plain grid with the button under it when there are many. */
const PrizeBoard = observer(function PrizeBoard({ store }: { store: DrawStore }) {
  const cells = store.cells
  const notice = BUTTON[store.button].notice
  let grid: JSX.Element
  if (store.ring) {
    const slots: JSX.Element[] = []
    for (let pos = 0; pos < 9; pos++) {
      if (pos === 4) {
        slots.push(<DrawButton key='go' store={store} inRing />)
        continue
      }
      const i = RING_POSITIONS.indexOf(pos)
      slots.push(<Tile key={cells[i].key} cell={cells[i]} lit={store.highlight === i} />)
    }
    grid = <View className='dr-grid'>{slots}</View>
  } else {
    grid = (
      <>
        <View className='dr-grid'>
          {cells.map((c, i) => (
            <Tile key={c.key} cell={c} lit={store.highlight === i} />
          ))}
        </View>
        <DrawButton store={store} inRing={false} />
      </>
    )
  }
  return (
    <View className='dr-board' data-testid='draw-board'>
      <View className='dr-board__lights' />
      {grid}
      {notice ? (
        <Text className='dr-board__notice' data-testid='draw-notice'>
          {notice}
        </Text>
      ) : null}
      <MeStats store={store} />
    </View>
  )
})

/**
 * 幸运抽奖 (cj-active-draw, on the login whitelist): the activity, its prizes and published odds for everyone;
 * a logged-in user's chances, the draw with its result, and their records. An activity QR code opens it with
 * `activityId`; without one it shows the running draw activity.
 */
function DrawPage() {
  const store = useDrawPage(ActivityStyle.DRAW, DrawTrackName.DRAW)
  return (
    <ActivityPage store={store} block='dr' testId='draw-page' stage={<PrizeBoard store={store} />}>
      <ResultModal store={store} />
    </ActivityPage>
  )
}

export default observer(DrawPage)
