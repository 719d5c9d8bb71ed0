import { View, Text, Textarea, ScrollView } from '@tarojs/components'
import { observer } from 'mobx-react'
import GamePills from '@/components/game-pills'
import GradeBadge from '@/components/grade-badge'
import QuestionForm from '@/components/question-form'
import { EmptyState, ErrorRetry, ListFooter, ListSkeleton } from '@/components/list-states'
import { homeStore } from '@/stores/home'
import { sessionStore } from '@/stores/session'
import { formatDate } from '@/utils/time'
import { ACCOUNT_MODE_LABELS, isPickable, type AccountInputState } from '@/stores/account-input'
import './index.scss'

const REPORT_STATUS_TEXT = ['生成中', '未解锁', '已解锁', '生成失败']

/** Where the input's links lead; the feature that shows it navigates. */
export interface AccountInputWays {
  /** 如何获取链接？ */
  linkGuide: () => void
  /** 去登录, shown to a visitor in the report mode. */
  login: () => void
  /** 去估价, when the user has no report yet. */
  evaluate: () => void
}

export const LinkInput = observer(function LinkInput({ state, ways }: { state: AccountInputState; ways: AccountInputWays }) {
  return (
    <View className='acc__link'>
      <Textarea
        className='acc__textarea'
        data-testid='account-link'
        placeholder='粘贴交易平台的商品链接（可带分享文案）'
        maxlength={2048}
        value={state.link}
        onInput={(e) => {
          // Only Taro's own input event carries detail.value (a bubbling native event has none).
          if (typeof e.detail?.value === 'string') state.setLink(e.detail.value)
        }}
      />
      <Text className='acc__help' data-testid='account-link-help' onClick={ways.linkGuide}>
        如何获取链接？
      </Text>
    </View>
  )
})

/** The game's questions for the account (skeleton, retry, the form): the game is chosen already. */
export const PropsForm = observer(function PropsForm({ state }: { state: AccountInputState }) {
  const q = state.questions
  if (state.gameId === null) return null
  if (q.status === 'loading' && !q.data) return <ListSkeleton rows={2} testId='account-questions-skeleton' />
  if (q.status === 'error')
    return (
      <ErrorRetry
        text={q.errorText}
        onRetry={() => state.gameId !== null && state.pickGame(state.gameId)}
        testId='account-questions-error'
      />
    )
  if (!q.data) return null
  return (
    <View className='acc__form'>
      {state.partial && <Text className='acc__hint'>只填你在意的属性即可，未填的不作要求</Text>}
      <QuestionForm
        questions={q.data.list}
        value={state.answers}
        onChange={(a) => state.setAnswers(a)}
        errors={state.answerErrors}
        partial={state.partial}
      />
    </View>
  )
})

const PropsInput = observer(function PropsInput({ state }: { state: AccountInputState }) {
  return (
    <View className='acc__props'>
      <Text className='acc__label'>选择游戏</Text>
      {homeStore.showError ? (
        <ErrorRetry text={homeStore.errorText} onRetry={() => void homeStore.load()} testId='account-games-error' />
      ) : (
        <GamePills games={homeStore.games} selectedId={state.gameId} onPick={(id) => state.pickGame(id)} testId='account-game' />
      )}
      <PropsForm state={state} />
    </View>
  )
})

export const ReportPick = observer(function ReportPick({ state, ways }: { state: AccountInputState; ways: AccountInputWays }) {
  if (!sessionStore.isLoggedIn)
    return (
      <EmptyState
        text='登录后可选择你的估价报告'
        testId='account-reports-login'
        button={{ text: '去登录', onClick: ways.login, className: 'acc__btn' }}
      />
    )
  const list = state.reports
  if (list.showSkeleton) return <ListSkeleton rows={2} testId='account-reports-skeleton' />
  if (list.showError) return <ErrorRetry text={list.errorText} onRetry={() => void list.refresh()} testId='account-reports-error' />
  if (list.isEmpty)
    return (
      <EmptyState
        text={state.gameFirst ? '这个游戏还没有可用的估价报告' : '还没有估价报告'}
        sub='先给账号估个价，再来这里直接选用'
        testId='account-reports-empty'
        button={{ text: '去估价', onClick: ways.evaluate, className: 'acc__btn' }}
      />
    )
  return (
    <ScrollView scrollY className='acc__reports' data-testid='account-reports' onScrollToLower={() => void list.loadMore()}>
      {list.items.map((r) => {
        const ok = isPickable(r)
        return (
          <View
            key={r.valId}
            data-testid={`report-${r.valId}`}
            className={`acc__report${state.valId === r.valId ? ' acc__report--on' : ''}${ok ? '' : ' acc__report--off'}`}
            onClick={() => ok && state.pickReport(r.valId)}
          >
            <View className='acc__report-main'>
              <Text className='acc__report-game'>{r.gameName}</Text>
              <Text className='acc__report-date'>{formatDate(r.createdAt)} 估价</Text>
            </View>
            {r.level && <GradeBadge level={r.level} className='acc__report-level' />}
            <Text className='acc__report-status'>{REPORT_STATUS_TEXT[r.status] ?? ''}</Text>
            <View className='acc__radio' />
          </View>
        )
      })}
      <ListFooter list={list} testId='account-reports-footer' />
    </ScrollView>
  )
})

/**
 * Under the input: what is wrong with it, and under a link the service cannot read the way on, this account's
 * properties with the game kept (`onByProps`: how the page goes on to them).
 */
export const AccountMessages = observer(function AccountMessages({
  state,
  onByProps,
}: {
  state: AccountInputState
  onByProps: () => void
}) {
  const target = state.linkFallback
  const name = target && homeStore.games.find((g) => g.gameId === target.gameId)?.name
  return (
    <>
      {state.error ? (
        <Text className='acc__error' data-testid='account-error'>
          {state.error}
        </Text>
      ) : null}
      {target ? (
        <View className='acc__fallback' data-testid='account-link-fallback' onClick={onByProps}>
          <Text>按属性继续{name ? `（${name}）` : ''}</Text>
        </View>
      ) : null}
    </>
  )
})

/** Describes an account by link, properties (QuestionForm) or one of the user's reports; modes as given. */
function AccountInput({ state, ways }: { state: AccountInputState; ways: AccountInputWays }) {
  return (
    <View className='acc' data-testid='account-input'>
      {state.modes.length > 1 && (
        <View className='acc__modes'>
          {state.modes.map((m) => (
            <View
              key={m}
              data-testid={`account-mode-${m}`}
              className={`acc__mode${state.mode === m ? ' acc__mode--on' : ''}`}
              onClick={() => state.setMode(m)}
            >
              <Text>{ACCOUNT_MODE_LABELS[m]}</Text>
            </View>
          ))}
        </View>
      )}
      {state.mode === 'link' ? (
        <LinkInput state={state} ways={ways} />
      ) : state.mode === 'props' ? (
        <PropsInput state={state} />
      ) : (
        <ReportPick state={state} ways={ways} />
      )}
      <AccountMessages state={state} onByProps={() => state.continueByProps()} />
    </View>
  )
}

export default observer(AccountInput)
