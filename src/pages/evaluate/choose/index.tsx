import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import GameGrid from '@/components/game-grid'
import {
  ACCOUNT_LOGIN_TYPES,
  AUTH_EVALUATE_PATH,
  AUTH_KINDS,
  EVALUATE_METHODS,
  NEXT_STEP_PENDING_TEXT,
} from '@/constants/evaluate-methods'
import { AccountLoginType, AuthKind, EvaluateType } from '@/constants/valuation'
import { TAB_BAR_INSET_PX } from '@/platform/tab-bar-inset'
import { navigateTo } from '@/router'
import { evaluateStore } from '@/stores/evaluate'
import { homeStore } from '@/stores/home'
import './index.scss'

/** Opens the authorization valuation page with the complete choice. */
function goAuth() {
  const { gameId, evaluateType, authKind, accountLoginType } = evaluateStore
  void navigateTo(AUTH_EVALUATE_PATH, { gameId, evaluateType, authKind, loginType: accountLoginType ?? undefined })
}

function pickAuthKind(kind: AuthKind) {
  evaluateStore.pickAuthKind(kind)
  if (kind !== AuthKind.ACCOUNT) goAuth()
}

function pickLoginType(t: AccountLoginType) {
  evaluateStore.pickAccountLoginType(t)
  goAuth()
}

const Help = ({ text, path, id }: { text: string; path: string; id: string }) => (
  <Text
    className='choose__help'
    data-testid={id}
    onClick={(e) => {
      e.stopPropagation()
      void navigateTo(path)
    }}
  >
    {text}
  </Text>
)

const StepOne = observer(function StepOne() {
  const { games, showSkeleton, showError, errorText } = homeStore
  if (showSkeleton) {
    return (
      <View className='choose__card' data-testid='choose-skeleton'>
        <View className='choose__sk' />
        <View className='choose__sk' />
      </View>
    )
  }
  if (showError) {
    return (
      <View className='choose__card choose__state' data-testid='choose-error'>
        <Text className='choose__state-text'>{errorText}</Text>
        <View className='choose__retry' data-testid='choose-retry' onClick={() => void homeStore.load()}>
          <Text>重新加载</Text>
        </View>
      </View>
    )
  }
  return (
    <View className='choose__card'>
      <Text className='choose__card-title'>选择要估价的游戏</Text>
      {games.length ? (
        <GameGrid games={games} showCount={false} onPick={(id) => evaluateStore.pickGame(id)} />
      ) : (
        <Text className='choose__state-text'>暂无可估价的游戏</Text>
      )}
    </View>
  )
})

const StepTwo = observer(function StepTwo() {
  const { gameId, evaluateType, authKind, accountLoginType } = evaluateStore
  const game = homeStore.games.find((g) => g.gameId === gameId)
  return (
    <>
      <View className='choose__card choose__picked' data-testid='picked-game'>
        <Text className='choose__picked-name'>{game?.name ?? `游戏 ${gameId}`}</Text>
        {game && <Text className='choose__picked-genre'>{game.genre}</Text>}
        <Text className='choose__change' data-testid='change-game' onClick={() => evaluateStore.backToGames()}>
          更换
        </Text>
      </View>
      <View className='choose__card'>
        <Text className='choose__card-title'>选择估价方式</Text>
        {EVALUATE_METHODS.map((m) => (
          <View
            key={m.type}
            data-testid={`method-${m.type}`}
            className={`choose__method${evaluateType === m.type ? ' choose__method--active' : ''}`}
            onClick={() => evaluateStore.pickType(m.type)}
          >
            <View className='choose__method-head'>
              <Text className='choose__method-title'>{m.title}</Text>
              {m.tag && <Text className='choose__tag'>{m.tag}</Text>}
            </View>
            <Text className='choose__method-desc'>{m.desc}</Text>
            {m.help && <Help id={`help-${m.type}`} {...m.help} />}
          </View>
        ))}
        {evaluateType === EvaluateType.AUTH && (
          <View className='choose__auth' data-testid='auth-kinds'>
            <Text className='choose__sub-title'>选择授权方式</Text>
            <View className='choose__kinds'>
              {AUTH_KINDS.map((k) => (
                <View
                  key={k.kind}
                  data-testid={`auth-kind-${k.kind}`}
                  className={`choose__kind${authKind === k.kind ? ' choose__kind--active' : ''}`}
                  onClick={() => pickAuthKind(k.kind)}
                >
                  <Text className='choose__kind-title'>{k.title}</Text>
                  <Text className='choose__kind-desc'>{k.desc}</Text>
                  {k.help && <Help id={`auth-help-${k.kind}`} {...k.help} />}
                </View>
              ))}
            </View>
            {authKind === AuthKind.ACCOUNT && (
              <View className='choose__login-types'>
                {ACCOUNT_LOGIN_TYPES.map((t) => (
                  <View
                    key={t.type}
                    data-testid={`login-type-${t.type}`}
                    className={`choose__login-type${accountLoginType === t.type ? ' choose__login-type--active' : ''}`}
                    onClick={() => pickLoginType(t.type)}
                  >
                    <Text>{t.title}</Text>
                  </View>
                ))}
              </View>
            )}
          </View>
        )}
      </View>
    </>
  )
})

const ConfirmSheet = observer(function ConfirmSheet() {
  const { confirmOpen, gameId, evaluateType } = evaluateStore
  if (!confirmOpen) return null
  const game = homeStore.games.find((g) => g.gameId === gameId)
  const method = EVALUATE_METHODS.find((m) => m.type === evaluateType)
  return (
    <View className='choose__mask' style={{ bottom: `${TAB_BAR_INSET_PX}px` }} onClick={() => evaluateStore.closeConfirm()}>
      <View className='choose__sheet' data-testid='confirm-sheet' onClick={(e) => e.stopPropagation()}>
        <Text className='choose__sheet-title'>{NEXT_STEP_PENDING_TEXT}</Text>
        <Text className='choose__sheet-summary' data-testid='confirm-summary'>
          {game?.name ?? ''} · {method?.title ?? ''}
        </Text>
        <Text className='choose__sheet-desc'>已记下你的选择，填写账号信息的功能上线后即可继续估价。</Text>
        <View className='choose__sheet-btn' data-testid='confirm-ok' onClick={() => evaluateStore.closeConfirm()}>
          <Text>知道了</Text>
        </View>
      </View>
    </View>
  )
})

function ChoosePage() {
  useEffect(() => {
    void homeStore.ensureLoaded()
  }, [])
  const step = evaluateStore.step
  return (
    <PageShell>
      <View className='choose'>
        <View className='choose__steps' data-testid='choose-steps'>
          <View className={`choose__step${step === 1 ? ' choose__step--on' : ' choose__step--done'}`}>
            <Text className='choose__step-no'>1</Text>
            <Text>选择游戏</Text>
          </View>
          <View className='choose__step-line' />
          <View className={`choose__step${step === 2 ? ' choose__step--on' : ''}`}>
            <Text className='choose__step-no'>2</Text>
            <Text>选择估价方式</Text>
          </View>
        </View>
        {step === 1 ? <StepOne /> : <StepTwo />}
      </View>
      <ConfirmSheet />
    </PageShell>
  )
}

export default observer(ChoosePage)
