import { pageUrl } from '@/constants/routes'
import { View, Text, Button } from '@tarojs/components'
import { formatDate } from '@/utils/time'
import type { ReportComparable } from '@/api/report'
import { SHARE_CAPS, copyShareLink } from '@/platform/share'
import { navigateTo } from '@/router'
import { formatWholeYuan } from '@/utils/money'
import type { CompareCandidate } from './store'

/** A comparable's deal behind the report's figures. */
export function GoodsInfo({ goods }: { goods: ReportComparable }) {
  return (
    <View className='report-pop' data-testid='goods-info'>
      <Text className='report-pop__row' data-testid='goods-info-sold'>
        成交价：{formatWholeYuan(goods.soldPriceFen)}
      </Text>
      <Text className='report-pop__row'>成交时间：{formatDate(goods.soldAt)}</Text>
      <Text className='report-pop__row' data-testid='goods-info-today'>
        按今日行情约：{formatWholeYuan(goods.priceFen)}（按该游戏价格指数折算）
      </Text>
      <Text className='report-pop__row'>相似度：{Math.round(goods.similarity * 100)}%</Text>
      <Text className='report-pop__row'>来源：{goods.demo ? '演示数据' : goods.source}</Text>
      <Text className='report-pop__row'>属性：{goods.keyAttrs.join('、') || '—'}</Text>
    </View>
  )
}

/** Share sheet: to a chat, the link, the share page and its preview. */
export function ShareSheet({ sharePath, locked, valId, close }: { sharePath: string; locked: boolean; valId: string; close: () => void }) {
  return (
    <View className='report-pop report-share' data-testid='share-sheet'>
      {SHARE_CAPS.chatButton ? (
        <Button className='report-share__item' openType='share' data-testid='share-chat'>
          分享给好友
        </Button>
      ) : null}
      <View
        className='report-share__item'
        data-testid='share-copy'
        onClick={() => {
          if (sharePath) void copyShareLink(sharePath)
        }}
      >
        <Text>复制分享链接</Text>
      </View>
      {SHARE_CAPS.menuShare && sharePath ? (
        <View
          className='report-share__item'
          data-testid='share-open'
          onClick={() => {
            close()
            void navigateTo(pageUrl(sharePath))
          }}
        >
          <Text>打开分享页</Text>
        </View>
      ) : null}
      <View
        className='report-share__item'
        data-testid='share-preview'
        onClick={() => {
          close()
          void navigateTo('reportPreview', { valId })
        }}
      >
        <Text>预览分享页</Text>
      </View>
      <Text className='report-share__hint'>{SHARE_CAPS.timelineHint}</Text>
      {locked ? <Text className='report-share__hint'>未解锁的报告分享后仅展示概要，不含具体估价</Text> : null}
    </View>
  )
}

interface CompareSwitchProps {
  list: readonly CompareCandidate[] | null
  valId: string
  gameId?: number
  gameName?: string
  close: () => void
}

/** 对比: the owner's other unlocked reports of the game, or a way to value one. */
export function CompareSwitch({ list, valId, gameId, gameName, close }: CompareSwitchProps) {
  return (
    <View className='report-pop' data-testid='compare-list'>
      {list === null ? <Text className='report-pop__row'>加载中...</Text> : null}
      {list?.length === 0 ? (
        <>
          <Text className='report-pop__row'>暂无可对比的同游戏已解锁报告，再估一个同游戏的账号就能PK</Text>
          {/* Not a dead end: the valuation flow opens with this report's game picked. */}
          <View
            className='report-pop__pick'
            data-testid='compare-evaluate'
            onClick={() => {
              close()
              void navigateTo('evaluate', { gameId })
            }}
          >
            <Text>估一个{gameName ?? ''}账号</Text>
            <Text className='report-pop__go'>去估一个 ›</Text>
          </View>
        </>
      ) : null}
      {list?.map((r) => (
        <View
          key={r.valId}
          className='report-pop__pick'
          data-testid={`compare-${r.valId}`}
          onClick={() => {
            close()
            void navigateTo('reportCompare', { valIdA: valId, valIdB: r.valId })
          }}
        >
          <Text>{formatDate(r.createdAt)} 的报告</Text>
          <Text className='report-pop__go'>对比 ›</Text>
        </View>
      ))}
    </View>
  )
}
