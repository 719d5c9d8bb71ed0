import { useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import CompareView, { SIDE_NAMES } from '@/components/compare-view'
import GradeBadge from '@/components/grade-badge'
import type { ReportListItem } from '@/api/compare'
import { ReportStatus } from '@/constants/report'
import { TrackName } from '@/constants/tracker'
import { CompareMode, EvaluateType } from '@/constants/valuation'
import { SHARE_CAPS } from '@/platform/share'
import { useShareCards } from '@/platform/share-card'
import { navigateTo } from '@/router'
import { usePageView } from '@/tracker/hooks'
import { formatDateTime } from '@/utils/time'
import LockedCompare from './locked-compare'
import PkHistory from './pk-history'
import { isLockedCompare } from './compare-kind'
import { CompareStore, CompareText } from './store'
import { useRouteParams } from '@/router/params'
import './compare.scss'
import BusyButton from '@/components/busy-button'
import ErrorNote from '@/components/error-note'

const EVALUATE_TYPE_TEXT: Record<number, string> = {
  [EvaluateType.LINK]: '链接估价',
  [EvaluateType.PROPS]: '属性估价',
  [EvaluateType.AUTH]: '授权估价',
}

function ReportCard({ r, tag, disabled, onTap }: { r: ReportListItem; tag?: string; disabled: boolean; onTap: () => void }) {
  return (
    <View
      className={`pk-report ${tag ? 'pk-report--picked' : ''} ${disabled ? 'pk-report--disabled' : ''}`}
      data-testid={`report-${r.valId}`}
      onClick={() => !disabled && onTap()}
    >
      <View className='pk-report__main'>
        <View className='pk-report__top'>
          <Text className='pk-report__game'>{r.gameName}</Text>
          {r.level ? <GradeBadge level={r.level} className='pk-report__level' /> : null}
        </View>
        <Text className='pk-report__meta'>
          {EVALUATE_TYPE_TEXT[r.evaluateType] ?? '估价'} · {formatDateTime(r.createdAt)}
          {r.status === ReportStatus.NOT_UNLOCKED ? <Text className='pk-report__lock'>{CompareText.LOCKED_TAG}</Text> : null}
        </Text>
      </View>
      {tag ? (
        <Text className='pk-report__tag'>{tag}</Text>
      ) : disabled ? (
        <Text className='pk-report__off'>{CompareText.OTHER_GAME}</Text>
      ) : (
        <View className='pk-report__radio' />
      )}
    </View>
  )
}

function ComparePage() {
  const params = useRouteParams('reportCompare')
  const [store] = useState(() => new CompareStore({ valIdA: params.valIdA, valIdB: params.valIdB, mode: params.mode }))
  const { reports, loadError, picked, mode, result, full, busy, error, history, game } = store
  const run = (m: number) => store.run(m)
  const open = (reportId: string) => store.open(reportId)
  const load = () => store.loadReports()
  const toggle = (valId: string) => store.toggle(valId)
  const share = () => store.share()

  usePageView(TrackName.PK_REPORT)
  useEffect(() => {
    void load()
    void history.refresh()
    if (params.reportId) void open(params.reportId)
    else if (picked.a && picked.b) void run(mode)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page opens: later picks and mode changes run on the user's tap
  }, [])
  useEffect(() => {
    // A share card must carry the comparison's public link the moment the user shares.
    if (SHARE_CAPS.chatButton && full) void store.prepareShare()
  }, [store, full, mode])
  useShareCards({ chat: () => store.shareCard, covers: [store.shareCard?.cover] })
  useReachBottom(() => {
    if (!result) void history.loadMore()
  })

  const byId = new Map((reports ?? []).map((r) => [r.valId, r]))

  const sameGame = (reports ?? []).filter((r) => !game || r.gameId === game)
  const slot = (id: string | undefined, name: string, testId: string) => {
    const r = id ? byId.get(id) : undefined
    // A reopened PK report may name a valuation report deleted since: its side of the result still tells what it was.
    const fromResult = !r && id && result ? [result.base, result.other].find((s) => s.valId === id) : undefined
    const value = r
      ? `${r.gameName}${r.level ? ` · ${r.level}` : ''}`
      : fromResult && result
        ? `${result.gameName} · ${fromResult.level}`
        : '请选择'
    return (
      <View className={`pk-slot ${r || fromResult ? 'pk-slot--filled' : ''}`} data-testid={testId}>
        <Text className='pk-slot__name'>{name}</Text>
        <Text className='pk-slot__value'>{value}</Text>
        {r ? <Text className='pk-slot__date'>{formatDateTime(r.createdAt)}</Text> : null}
      </View>
    )
  }

  return (
    <PageShell>
      <View className='pk'>
        <View className='pk-intro'>
          <Text className='pk-intro__title'>账号PK</Text>
          <Text className='pk-intro__desc'>{CompareText.INTRO}</Text>
        </View>

        <View className='pk-slots'>
          {slot(picked.a, SIDE_NAMES.origin, 'slot-a')}
          <Text className='pk-slots__vs'>VS</Text>
          {slot(picked.b, SIDE_NAMES.target, 'slot-b')}
        </View>

        {result ? (
          <View data-testid='result'>
            <View className='pk-modes' data-testid='modes'>
              {[
                { m: CompareMode.ORIGIN, label: `以${SIDE_NAMES.origin}为基准` },
                { m: CompareMode.TARGET, label: `以${SIDE_NAMES.target}为基准` },
              ].map((o) => (
                <Text
                  key={o.m}
                  className={`pk-modes__item ${mode === o.m ? 'pk-modes__item--on' : ''}`}
                  data-testid={`mode-${o.m}`}
                  onClick={() => {
                    if (mode !== o.m) void run(o.m)
                  }}
                >
                  {o.label}
                </Text>
              ))}
            </View>
            {isLockedCompare(result) ? <LockedCompare data={result} /> : <CompareView data={result} />}
            <View className='pk-actions'>
              <Button className='pk-btn pk-btn--ghost' data-testid='repick' onClick={() => store.clearResult()}>
                重新选择
              </Button>
              {!full ? null : SHARE_CAPS.chatButton ? (
                <Button className='pk-btn' data-testid='share' openType='share'>
                  分享对比
                </Button>
              ) : (
                <Button className='pk-btn' data-testid='share' onClick={() => void share()}>
                  分享对比
                </Button>
              )}
            </View>
          </View>
        ) : (
          <View className='pk-card'>
            <View className='pk-card__head'>
              <Text className='pk-card__title'>我的估价报告</Text>
              <Text className='pk-card__hint'>{CompareText.PICK_HINT}</Text>
            </View>
            {reports === null && !loadError ? (
              <View data-testid='loading'>
                <View className='pk-sk' />
                <View className='pk-sk' />
                <View className='pk-sk' />
              </View>
            ) : loadError ? (
              <View className='pk-state' data-testid='load-error'>
                <Text className='pk-state__text'>{CompareText.LOAD_FAILED}</Text>
                <Button className='pk-btn pk-btn--small' onClick={() => void load()}>
                  重试
                </Button>
              </View>
            ) : reports && reports.length === 0 ? (
              <View className='pk-state' data-testid='empty'>
                <Text className='pk-state__text'>{CompareText.EMPTY}</Text>
                <Button className='pk-btn pk-btn--small' data-testid='go-evaluate' onClick={() => void navigateTo('evaluate')}>
                  去估价
                </Button>
              </View>
            ) : (
              <View>
                {(reports ?? []).map((r) => (
                  <ReportCard
                    key={r.valId}
                    r={r}
                    tag={picked.a === r.valId ? SIDE_NAMES.origin : picked.b === r.valId ? SIDE_NAMES.target : undefined}
                    disabled={game !== undefined && r.gameId !== game}
                    onTap={() => toggle(r.valId)}
                  />
                ))}
                {sameGame.length < 2 ? (
                  <View>
                    <Text className='pk-note' data-testid='need-two'>
                      {CompareText.NEED_TWO}
                    </Text>
                    {/* One report of the game: the way on is a second valuation of that game, not a dead end. */}
                    <Button
                      className='pk-btn pk-btn--small pk-btn--ghost'
                      data-testid='evaluate-one'
                      onClick={() => void navigateTo('evaluate', { gameId: game ?? sameGame[0]?.gameId })}
                    >
                      {CompareText.EVALUATE_ONE}
                    </Button>
                  </View>
                ) : null}
              </View>
            )}
          </View>
        )}

        <ErrorNote text={error} className='pk-error' testId='compare-error' />

        {!result && reports?.length ? (
          <BusyButton
            className='pk-btn pk-btn--block'
            testId='start'
            busy={busy}
            disabled={!picked.a || !picked.b || busy}
            onClick={() => void run(mode)}
          >
            {CompareText.START}
          </BusyButton>
        ) : null}

        {!result ? <PkHistory list={history} onOpen={(item) => void open(item.reportId)} /> : null}
      </View>
    </PageShell>
  )
}

export default observer(ComparePage)
