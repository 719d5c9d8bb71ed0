import { useEffect, useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import LineChart, { shortMonth } from '@/components/line-chart'
import Collapse from '@/components/collapse'
import { ComparedAttrs, SharedItems } from './compared-attrs'
import type { SharedReportData as SharedReport, ValReportData } from '../../../server/src/contract'

type ReportComparable = NonNullable<ValReportData['comparables']>[number]
import { Collapse as CollapseState } from '@/constants/valuation'
import { LEVEL_TEXT, REPORT_QUESTION_LABEL, type ReportLevel, type ReportQuestionType } from '@/constants/report'
import { gainLoss } from '@/utils/gain-loss'
import { baseNote } from '@/constants/game-copy'
import { formatPct, formatSignedWholeYuan, formatWholeYuan, formatYuanRange } from '@/utils/money'
import { formatDate } from '@/utils/time'
import { DRIVER_LEAD, percentileText } from './teaser-text'
import './index.scss'

/** What every report view reads: the owner's report or a shared one (no id, no property confirmation). */
export type ReportView = SharedReport

export function LevelBadge({ level }: { level?: ReportLevel | string }) {
  if (!level) return null
  return (
    <View className={`rv-level rv-level--${level.toLowerCase()}`} data-testid='level-badge'>
      <Text className='rv-level__code'>{level}</Text>
      <Text className='rv-level__name'>{LEVEL_TEXT[level as ReportLevel] ?? ''}</Text>
    </View>
  )
}

export function DemoMark({ demo }: { demo?: boolean }) {
  if (!demo) return null
  return (
    <View className='rv-demo' data-testid='demo-mark'>
      <Text>演示数据：本报告基于演示市场数据生成，不代表真实成交价格</Text>
    </View>
  )
}

/** Game, level and report date: the top of every state that has them. */
export function ReportHead({ report }: { report: ReportView }) {
  return (
    <View className='rv-head' data-testid='report-head'>
      <View className='rv-head__main'>
        <Text className='rv-head__game' data-testid='report-game'>
          {report.gameName || '游戏账号'}
        </Text>
        <Text className='rv-head__date'>估价时间 {formatDate(report.createdAt)}</Text>
      </View>
      <LevelBadge level={report.level} />
    </View>
  )
}

const STEPS = ['读取账号属性', '匹配相似成交', '计算估价区间', '生成报告']

/** Visible progress while the report generates: it eases toward 95% until the service says done. */
export function Generating() {
  const [progress, setProgress] = useState(8)
  useEffect(() => {
    const timer = setInterval(() => setProgress((p) => Math.min(95, p + (95 - p) * 0.12)), 300)
    return () => clearInterval(timer)
  }, [])
  const step = Math.min(STEPS.length - 1, Math.floor((progress / 100) * STEPS.length))
  return (
    <View className='rv-card rv-gen' data-testid='report-generating'>
      <View className='rv-gen__ring'>
        <Text className='rv-gen__pct' data-testid='progress-pct'>
          {Math.floor(progress)}%
        </Text>
      </View>
      <Text className='rv-gen__title'>报告生成中</Text>
      <View className='rv-gen__bar'>
        <View className='rv-gen__fill' style={{ width: `${progress}%` }} />
      </View>
      <View className='rv-gen__steps'>
        {STEPS.map((s, i) => (
          <Text key={s} className={`rv-gen__step ${i < step ? 'rv-gen__step--done' : i === step ? 'rv-gen__step--now' : ''}`}>
            {i < step ? '✓ ' : ''}
            {s}
          </Text>
        ))}
      </View>
    </View>
  )
}

/**
 * Status 1: what may be shown before unlock, and the unlock action. No estimate exists here: the band (round prices,
 * at most 2× apart where the range allows), where the account stands in its game and what adds the most, by name.
 */
export function Teaser({
  report,
  onUnlock,
  onLocked,
  unlockText = '解锁完整报告',
}: {
  report: ReportView
  onUnlock?: () => void
  onLocked?: () => void
  unlockText?: string
}) {
  return (
    <View className='rv-card rv-teaser' data-testid='report-teaser'>
      <Text className='rv-label'>估价区间（粗略）</Text>
      <Text className='rv-band' data-testid='report-band'>
        {report.band ?? '—'}
      </Text>
      {/* 0% says nothing worth a line: the lowest tenth of the game. */}
      {report.percentile ? (
        <Text className='rv-teaser__rank' data-testid='teaser-percentile'>
          {percentileText(report.percentile)}
        </Text>
      ) : null}
      <View className='rv-facts'>
        <View className='rv-fact'>
          <Text className='rv-fact__num'>{report.level ?? '—'}</Text>
          <Text className='rv-fact__label'>账号等级</Text>
        </View>
        <View className='rv-fact'>
          <Text className='rv-fact__num' data-testid='comparable-count'>
            {report.comparableCount ?? 0}
          </Text>
          <Text className='rv-fact__label'>相似成交</Text>
        </View>
      </View>
      {report.driver ? (
        <View className='rv-teaser__driver' data-testid='teaser-driver'>
          <Text className='rv-teaser__driver-lead'>{DRIVER_LEAD}</Text>
          <Text className='rv-teaser__driver-name'>{report.driver}</Text>
          <Text className='rv-locked__mask'>金额解锁后可见</Text>
        </View>
      ) : null}
      <LockedRows names={['精确估价', '价格区间', '价值构成', '相似成交明细', '价格走势']} onClick={onLocked} />
      {onUnlock ? <UnlockButton text={unlockText} onClick={onUnlock} /> : null}
    </View>
  )
}

/** The parts of a paid report that show only after unlock (valuation, did-I-lose, intention teasers). */
export function LockedRows({ names, onClick }: { names: string[]; onClick?: () => void }) {
  return (
    <View className='rv-locked' data-testid='locked-rows' onClick={onClick}>
      {names.map((t) => (
        <View key={t} className='rv-locked__row'>
          <Text className='rv-locked__name'>{t}</Text>
          <Text className='rv-locked__mask'>解锁后可见</Text>
        </View>
      ))}
    </View>
  )
}

export function UnlockButton({ text = '解锁完整报告', onClick }: { text?: string; onClick: () => void }) {
  return (
    <View className='rv-unlock' data-testid='unlock-btn' onClick={onClick}>
      <Text>{text}</Text>
    </View>
  )
}

function Section({ title, children, id, extra }: { title: string; children: ReactNode; id: string; extra?: ReactNode }) {
  return (
    <View className='rv-card' data-testid={id}>
      <View className='rv-sec-head'>
        <Text className='rv-sec-title'>{title}</Text>
        {extra}
      </View>
      {children}
    </View>
  )
}

/**
 * What the range and its confidence mean, in one line: the range is calibrated to hold this share of deals like
 * this one, and its width (the model's own measure of its error here) is what the confidence label grades.
 */
function rangeMeaning(estimateFen: number, range: { lowFen: number; highFen: number; level: number }): string {
  const spread = Math.max(range.highFen / estimateFen - 1, 1 - range.lowFen / estimateFen)
  return `同类账号约${Math.round(range.level * 10)}成的成交价在估价±${Math.round(spread * 100)}%以内`
}

function Estimate({ report }: { report: ReportView }) {
  const { estimateFen = 0, range, confidence, lowConfidence } = report
  return (
    <View className='rv-card rv-estimate' data-testid='report-estimate'>
      <Text className='rv-label rv-label--light'>估价</Text>
      <Text className='rv-estimate__num' data-testid='estimate'>
        {formatWholeYuan(estimateFen)}
      </Text>
      {range ? (
        <Text className='rv-estimate__range' data-testid='range'>
          {Math.round(range.level * 100)}%区间 {formatYuanRange(range.lowFen, range.highFen)}
        </Text>
      ) : null}
      {confidence ? (
        <View className='rv-estimate__conf' data-testid='confidence'>
          <Text>置信度 {confidence.label}</Text>
          <View className='rv-estimate__confbar'>
            <View className='rv-estimate__conffill' style={{ width: `${Math.round(confidence.score * 100)}%` }} />
          </View>
          <Text>{Math.round(confidence.score * 100)}分</Text>
        </View>
      ) : null}
      {confidence && range && estimateFen > 0 ? (
        <Text className='rv-estimate__meaning' data-testid='confidence-meaning'>
          {rangeMeaning(estimateFen, range)}
        </Text>
      ) : null}
      {lowConfidence ? <Text className='rv-estimate__warn'>相似成交较少，估价仅供参考</Text> : null}
    </View>
  )
}

type BreakdownRow = NonNullable<ReportView['breakdown']>['items'][number]

/**
 * What answering an unanswered attribute would likely do to the estimate: the service's estimates for the answers of
 * the sold accounts most like this one (10th to 90th percentile), which the 80% range contains.
 */
export function ifAnsweredText(span: { lowFen: number; highFen: number }): string {
  const low = formatWholeYuan(span.lowFen)
  const high = formatWholeYuan(span.highFen)
  return low === high ? `按相似账号的情况，填写后估价约为 ${low}` : `按相似账号的情况，填写后估价多在 ${low}–${high} 之间`
}

/**
 * An attribute the user left unanswered: the model counted it at the market average, which is neither a
 * gain nor a penalty of this account, so it gets no amount and no bar — only what answering could change.
 */
function UnansweredRow({ item }: { item: BreakdownRow }) {
  return (
    <View className='rv-bd__unanswered' data-testid='breakdown-unanswered'>
      <View className='rv-bd__row'>
        <Text className='rv-bd__label'>{item.label}</Text>
        <View className='rv-bd__gap' />
        <Text className='rv-bd__val rv-bd__val--muted'>未填写（按市场平均计）</Text>
      </View>
      {item.ifAnswered ? <Text className='rv-bd__if'>{ifAnsweredText(item.ifAnswered)}</Text> : null}
    </View>
  )
}

/** Answers this short sit on the row ("实名可修改：否"); longer ones (a skin list) get a line of their own. */
const INLINE_ANSWER = 8

/**
 * Gains first, then losses (each largest first), which the service measures on the whole account; then answers that add
 * nothing. Reading down from the base, the running total is then never below the estimate (reports stored before
 * issue 35 listed a discounted server right under the base, as if an empty account could be worth less than nothing).
 */
function rowOrder(i: BreakdownRow): number {
  if (i.noEffect) return 3
  return i.contributionFen > 0 ? 0 : i.contributionFen < 0 ? 1 : 2
}

/** A priced row: the attribute and the answer it prices, the amount (or why there is none), and a bar. */
function AnsweredRow({ item, max }: { item: BreakdownRow; max: number }) {
  const inline = item.answer !== undefined && item.answer.length <= INLINE_ANSWER
  const label = inline ? `${item.label.replace(/（.*）$/, '')}：${item.answer}` : item.label
  const zero = item.noEffect || item.contributionFen === 0
  return (
    <View data-testid='breakdown-row'>
      <View className='rv-bd__row'>
        <Text className='rv-bd__label' data-testid='breakdown-label'>
          {label}
        </Text>
        {zero ? (
          <View className='rv-bd__gap' />
        ) : (
          <View className='rv-bd__bar'>
            <View
              className={`rv-bd__fill rv-bd__fill--${gainLoss(item.contributionFen)}`}
              style={{ width: `${(Math.abs(item.contributionFen) / max) * 100}%` }}
            />
          </View>
        )}
        {item.noEffect ? (
          <Text className='rv-bd__val rv-bd__val--muted' data-testid='breakdown-value'>
            不影响估价
          </Text>
        ) : item.atBase ? (
          <Text className='rv-bd__val rv-bd__val--muted' data-testid='breakdown-value'>
            已计入底价
          </Text>
        ) : (
          <>
            {/* A server or risk flag scales the whole account: −15% reads as ×85%, never as a base gone negative. */}
            {item.factorPct ? (
              <Text className='rv-bd__pct' data-testid='breakdown-pct'>
                {formatPct(item.factorPct)}
              </Text>
            ) : null}
            <Text className={`rv-bd__val rv-bd__val--${gainLoss(item.contributionFen)}`} data-testid='breakdown-value'>
              {formatSignedWholeYuan(item.contributionFen)}
            </Text>
          </>
        )}
      </View>
      {item.answer !== undefined && !inline ? <Text className='rv-bd__if'>{item.answer}</Text> : null}
      {item.noEffect && item.why ? <Text className='rv-bd__if'>{item.why}</Text> : null}
      {item.atBase ? (
        <Text className='rv-bd__if' data-testid='breakdown-at-base'>
          若为“{item.atBase.answer}”，估价约 {formatWholeYuan(item.atBase.estimateFen)}
        </Text>
      ) : null}
    </View>
  )
}

function Breakdown({ report }: { report: ReportView }) {
  const b = report.breakdown
  if (!b) return null
  const answered = b.items
    .filter((i) => !i.unanswered)
    .sort((p, q) => rowOrder(p) - rowOrder(q) || Math.abs(q.contributionFen) - Math.abs(p.contributionFen))
  const gains = answered.filter((i) => rowOrder(i) === 0)
  const rest = answered.filter((i) => rowOrder(i) !== 0)
  const unanswered = b.items.filter((i) => i.unanswered)
  const missing = b.missingOptional ?? unanswered.length
  const max = Math.max(1, ...answered.map((i) => Math.abs(i.contributionFen)))
  const beforeLosses = gains.reduce((s, i) => s + i.contributionFen, b.baseFen)
  return (
    <Section title='价值构成' id='report-breakdown'>
      {/* The model's base is an account with nothing on it, so it is small; saying so keeps it from looking wrong. */}
      <Text className='rv-note'>{baseNote(b.emptyAccount, unanswered.length > 0)}</Text>
      <View className='rv-bd__row'>
        <Text className='rv-bd__label'>{unanswered.length ? '空号底价（含未填写项）' : '空号底价'}</Text>
        <View className='rv-bd__gap' />
        <Text className='rv-bd__val'>{formatWholeYuan(b.baseFen)}</Text>
      </View>
      {gains.map((i) => (
        <AnsweredRow key={i.key} item={i} max={max} />
      ))}
      {/* Losses apply to the whole account: what they take comes off this subtotal, never off the base alone. */}
      {rest.some((i) => i.contributionFen < 0) ? (
        <View className='rv-bd__row rv-bd__subtotal' data-testid='breakdown-subtotal'>
          <Text className='rv-bd__label'>扣减前合计</Text>
          <View className='rv-bd__gap' />
          <Text className='rv-bd__val'>{formatWholeYuan(beforeLosses)}</Text>
        </View>
      ) : null}
      {rest.map((i) => (
        <AnsweredRow key={i.key} item={i} max={max} />
      ))}
      {missing > 0 ? (
        <Text className='rv-bd__missing' data-testid='breakdown-missing'>
          有 {missing} 项选填信息未填写，补充后估价更准确
        </Text>
      ) : null}
      {unanswered.map((i) => (
        <UnansweredRow key={i.key} item={i} />
      ))}
    </Section>
  )
}

/**
 * Similar deals: what each really sold for and when come first; the amount moved to today by the game's price index
 * is second and labelled as such, so a sale is never shown at a price it did not fetch. Each deal names the items it
 * shares with the account and opens to every priced attribute side by side (the first one open), so a player can
 * check what the similarity rests on; reports made before that show the deal's tags.
 */
function Comparables({
  list,
  onOpen,
  onInfo,
}: {
  list: ReportComparable[]
  onOpen?: (c: ReportComparable) => void
  onInfo?: (c: ReportComparable) => void
}) {
  return (
    <Section title={`相似成交（${list.length}）`} id='report-comparables'>
      {list.length === 0 ? <Text className='rv-empty'>暂无足够相似的成交</Text> : null}
      {list.map((c, i) => (
        <View key={`${c.source}-${c.externalId}`} className='rv-cmp' data-testid={`comparable-${i}`} onClick={() => onOpen?.(c)}>
          <View className='rv-cmp__tags'>
            {c.compare ? (
              <SharedItems rows={c.compare} testId={`comparable-shared-${i}`} />
            ) : (
              c.keyAttrs.slice(0, 4).map((a) => (
                <Text key={a} className='rv-tag'>
                  {a}
                </Text>
              ))
            )}
            {c.demo ? <Text className='rv-tag rv-tag--demo'>演示</Text> : null}
          </View>
          <View className='rv-cmp__row'>
            <View className='rv-cmp__sold' data-testid={`comparable-sold-${i}`}>
              <Text className='rv-cmp__price'>{formatWholeYuan(c.soldPriceFen)}</Text>
              <Text className='rv-cmp__date'>{formatDate(c.soldAt)} 成交</Text>
            </View>
            {onInfo ? (
              <Text
                className='rv-cmp__info'
                data-testid={`comparable-info-${i}`}
                onClick={(e) => {
                  e.stopPropagation()
                  onInfo(c)
                }}
              >
                成交信息 ›
              </Text>
            ) : null}
          </View>
          <Text className='rv-cmp__meta' data-testid={`comparable-today-${i}`}>
            按今日行情约 {formatWholeYuan(c.priceFen)} · 相似度 {Math.round(c.similarity * 100)}%
          </Text>
          {c.compare ? (
            <Collapse
              initial={i === 0 ? CollapseState.OPEN : CollapseState.CLOSE}
              openText='逐项对照'
              closeText='收起对照'
              toggleFirst
              toggleTestId={`comparable-toggle-${i}`}
            >
              <ComparedAttrs rows={c.compare} testId={`comparable-attrs-${i}`} />
            </Collapse>
          ) : null}
        </View>
      ))}
    </Section>
  )
}

function Trend({ report }: { report: ReportView }) {
  const trend = report.trend ?? []
  const estimate = report.estimateFen ?? 0
  const points = trend.slice(-12).map((t) => ({ label: shortMonth(t.month), value: Math.round((estimate * t.value) / 100) }))
  return (
    <Section title='价格走势' id='report-trend'>
      <Text className='rv-note'>同属性账号按月价格指数折算的价值（元）</Text>
      <LineChart points={points} height={150} formatValue={(v) => formatWholeYuan(v * 100)} testId='trend-chart' />
    </Section>
  )
}

function Questions({ report }: { report: ReportView }) {
  const qs = report.reportQuestions ?? []
  if (!qs.length) return null
  return (
    <Section title='报告说明' id='report-questions'>
      {qs.map((q, i) => (
        <View key={`${q.type}-${i}`} className='rv-q' data-testid={`question-${q.type}`}>
          <Text className={`rv-q__type rv-q__type--${q.type}`}>{REPORT_QUESTION_LABEL[q.type as ReportQuestionType] ?? '提示'}</Text>
          <View className='rv-q__body'>
            <Text className='rv-q__title'>{q.title}</Text>
            <Text className='rv-q__text'>{q.text}</Text>
          </View>
        </View>
      ))}
    </Section>
  )
}

/** Status 2: the whole report; `accuracy` is the line under the estimate (the feature's, it navigates). */
export function FullReport({
  report,
  accuracy,
  onComparable,
  onComparableInfo,
}: {
  report: ReportView
  accuracy: ReactNode
  onComparable?: (c: ReportComparable) => void
  onComparableInfo?: (c: ReportComparable) => void
}) {
  return (
    <View data-testid='report-full'>
      <Estimate report={report} />
      {accuracy}
      <Breakdown report={report} />
      <Comparables list={report.comparables ?? []} onOpen={onComparable} onInfo={onComparableInfo} />
      <Trend report={report} />
      <Questions report={report} />
    </View>
  )
}

/** Status 3. */
/**
 * A failed report: 重新估价 generates it again from the same answers; 换个方式估价 starts over on the valuation tab
 * (for when the answers themselves were the problem).
 */
export function Failed({ reason, onRetry, onRevalue }: { reason?: string; onRetry?: () => void; onRevalue?: () => void }) {
  return (
    <View className='rv-card rv-failed' data-testid='report-failed'>
      <Text className='rv-failed__icon'>!</Text>
      <Text className='rv-failed__title'>估价失败</Text>
      <Text className='rv-failed__reason' data-testid='failed-reason'>
        {reason || '估价失败，请稍后重试'}
      </Text>
      {onRetry ? (
        <View className='rv-unlock' data-testid='retry-btn' onClick={onRetry}>
          <Text>重新估价</Text>
        </View>
      ) : null}
      {onRevalue ? (
        <Text className='rv-failed__other' data-testid='revalue-btn' onClick={onRevalue}>
          换个方式估价
        </Text>
      ) : null}
    </View>
  )
}
