import { useEffect, useState } from 'react'
import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import CompareView, { SIDE_NAMES } from '@/components/compare-view'
import * as compareApi from '@/api/compare'
import type { CompareListItem, CompareReportData, ReportListItem } from '@/api/compare'
import { ReportStatus } from '@/constants/report'
import { TrackName } from '@/constants/tracker'
import { CompareMode, EvaluateType } from '@/constants/valuation'
import { isRequestError } from '@/http'
import { shareLink } from '@/platform/share-link'
import { navigateTo } from '@/router'
import { PagedList } from '@/stores/paged-list'
import { trackClick, usePageView } from '@/tracker/hooks'
import { formatDateTime } from '@/utils/time'
import PkHistory from './pk-history'
import './compare.scss'

export const CompareText = {
  INTRO: '选两份同一游戏的已解锁报告，看看差价差在哪里',
  EMPTY: '还没有已解锁的估价报告',
  NEED_TWO: '至少需要两份同一游戏的已解锁报告才能PK',
  PICK_HINT: '依次点选原号和目标号',
  OTHER_GAME: '不同游戏',
  START: '开始PK',
  LOAD_FAILED: '报告加载失败',
  COMPARE_FAILED: '对比失败，请稍后重试',
  OPEN_FAILED: 'PK记录加载失败，请稍后重试',
  COPIED: '分享链接已复制',
} as const

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
          {r.level ? <Text className='pk-report__level'>{r.level}</Text> : null}
        </View>
        <Text className='pk-report__meta'>
          {EVALUATE_TYPE_TEXT[r.evaluateType] ?? '估价'} · {formatDateTime(r.createdAt)}
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
  const { params } = useRouter()
  const [reports, setReports] = useState<ReportListItem[] | null>(null)
  const [loadError, setLoadError] = useState(false)
  const [picked, setPicked] = useState<{ a?: string; b?: string }>({ a: params.valIdA || undefined, b: params.valIdB || undefined })
  const [mode, setMode] = useState<number>(Number(params.mode) === CompareMode.TARGET ? CompareMode.TARGET : CompareMode.ORIGIN)
  const [result, setResult] = useState<CompareReportData | null>(null)
  const [history] = useState(() => new PagedList<CompareListItem>((page, pageSize) => compareApi.compareList({ page, pageSize }), 10))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const load = async () => {
    setLoadError(false)
    try {
      const data = await compareApi.reportList({ page: 1, pageSize: 50 })
      setReports(data.list.filter((r) => r.status === ReportStatus.UNLOCKED))
    } catch {
      setLoadError(true)
    }
  }

  const run = async (m: number, ids = picked) => {
    if (!ids.a || !ids.b || busy) return
    setBusy(true)
    setError('')
    try {
      const data = await compareApi.compare({ valIdA: ids.a, valIdB: ids.b, mode: m as 0 | 1 })
      setResult(data)
      setMode(m)
      trackClick(TrackName.PK_REPORT, { action: 'compare', mode: m, gameId: data.gameId, gapFen: data.gapFen })
      // The comparison is now a PK report (new, or the one made before): the records list shows it.
      void history.refresh()
    } catch (e) {
      setError((isRequestError(e) && e.msg) || CompareText.COMPARE_FAILED)
    } finally {
      setBusy(false)
    }
  }

  /** Reopens a PK report as it was made; it stays readable after one of its valuation reports is deleted. */
  const open = async (reportId: string) => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const data = await compareApi.compareReport(reportId)
      const [a, b] = data.mode === CompareMode.TARGET ? [data.other.valId, data.base.valId] : [data.base.valId, data.other.valId]
      setPicked({ a, b })
      setMode(data.mode)
      setResult(data)
      trackClick(TrackName.PK_REPORT, { action: 'open', mode: data.mode, gameId: data.gameId })
    } catch (e) {
      setError((isRequestError(e) && e.msg) || CompareText.OPEN_FAILED)
    } finally {
      setBusy(false)
    }
  }

  usePageView(TrackName.PK_REPORT)
  useEffect(() => {
    void load()
    void history.refresh()
    if (params.reportId) void open(params.reportId)
    else if (picked.a && picked.b) void run(mode)
  }, [])
  useReachBottom(() => {
    if (!result) void history.loadMore()
  })

  const byId = new Map((reports ?? []).map((r) => [r.valId, r]))
  const game = (picked.a && byId.get(picked.a)?.gameId) || (picked.b && byId.get(picked.b)?.gameId) || undefined

  const toggle = (valId: string) => {
    setResult(null)
    setError('')
    setPicked((p) => {
      if (p.a === valId) return { b: p.b }
      if (p.b === valId) return { a: p.a }
      if (!p.a) return { ...p, a: valId }
      return { ...p, b: valId }
    })
  }

  const share = async () => {
    if (!picked.a || !picked.b) return
    try {
      const { path } = await compareApi.compareShare({ valIdA: picked.a, valIdB: picked.b, mode: mode as 0 | 1 })
      await Taro.setClipboardData({ data: shareLink(path) })
      void Taro.showToast({ title: CompareText.COPIED, icon: 'none' })
      trackClick(TrackName.PK_REPORT, { action: 'share', mode })
    } catch {
      // The request layer has shown the service's message.
    }
  }

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
            <CompareView data={result} />
            <View className='pk-actions'>
              <Button className='pk-btn pk-btn--ghost' data-testid='repick' onClick={() => setResult(null)}>
                重新选择
              </Button>
              <Button className='pk-btn' data-testid='share' onClick={() => void share()}>
                分享对比
              </Button>
            </View>
          </View>
        ) : (
          <View className='pk-card'>
            <View className='pk-card__head'>
              <Text className='pk-card__title'>我的已解锁报告</Text>
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
                  <Text className='pk-note' data-testid='need-two'>
                    {CompareText.NEED_TWO}
                  </Text>
                ) : null}
              </View>
            )}
          </View>
        )}

        {error ? (
          <View className='pk-error' data-testid='compare-error'>
            <Text>{error}</Text>
          </View>
        ) : null}

        {!result && reports?.length ? (
          <Button
            className='pk-btn pk-btn--block'
            data-testid='start'
            loading={busy || undefined}
            disabled={!picked.a || !picked.b || busy || undefined}
            onClick={() => void run(mode)}
          >
            {CompareText.START}
          </Button>
        ) : null}

        {!result ? <PkHistory list={history} onOpen={(item) => void open(item.reportId)} /> : null}
      </View>
    </PageShell>
  )
}

export default observer(ComparePage)
