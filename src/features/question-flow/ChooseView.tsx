import type { PlainRoute } from '@/constants/routes'
import { useEffect } from 'react'
import { View, Text, Textarea } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import GameGrid from '@/components/game-grid'
import {
  ACCOUNT_LOGIN_TYPES,
  EVALUATE_METHODS,
  GOODS_LINK_HELP,
  GOODS_LINK_HINT,
  authKindsFor,
  type AuthChoice,
} from '@/constants/evaluate-methods'
import { propsMethodDesc } from '@/constants/game-copy'
import { AccountLoginType, AuthKind, EvaluateType } from '@/constants/valuation'
import QuestionForm, { ERROR_SUMMARY_ANCHOR, revealFirstError } from '@/components/question-form'
import FlowProgress from '@/components/flow-progress'
import LinkFallback from './LinkFallback'
import { LINK_MAX } from './inputs'
import { navigateTo } from '@/router'
import { questionFlow as flow } from './store'
import { homeStore } from '@/stores/home'
import { trackValuation } from '@/tracker/valuation'
import './choose.scss'

/** Opens the authorization valuation page with the complete choice. */
function goAuth() {
  const { gameId, evaluateType, authKind, scanType, accountLoginType } = flow
  if (gameId === null || authKind === null) return
  void navigateTo('authEvaluate', {
    gameId,
    evaluateType: evaluateType ?? undefined,
    authKind,
    scanType: scanType ?? undefined,
    loginType: accountLoginType ?? undefined,
  })
}

function pickAuthKind(k: AuthChoice) {
  flow.pickAuthKind(k.kind, k.scanType)
  if (k.kind !== AuthKind.ACCOUNT) goAuth()
}

/** The choice on screen is the one picked (a scan is picked with its app). */
const isPicked = (k: AuthChoice) => flow.authKind === k.kind && (k.scanType === undefined || flow.scanType === k.scanType)

/** testIds keep the auth kind; a scan's app other than QQ is added (auth-kind-1-2: 微信扫码). */
const choiceId = (k: AuthChoice) => (k.scanType && k.scanType !== 1 ? `${k.kind}-${k.scanType}` : `${k.kind}`)

function pickLoginType(t: AccountLoginType) {
  flow.pickAccountLoginType(t)
  goAuth()
}

const Help = ({ text, route, id }: { text: string; route: PlainRoute; id: string }) => (
  <Text
    className='choose__help'
    data-testid={id}
    onClick={(e) => {
      e.stopPropagation()
      void navigateTo(route)
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
        <GameGrid games={games} showCount={false} onPick={(id) => flow.pickGame(id)} />
      ) : (
        <Text className='choose__state-text'>暂无可估价的游戏</Text>
      )}
    </View>
  )
})

const StepTwo = observer(function StepTwo() {
  const { evaluateType, authKind, accountLoginType } = flow
  const game = homeStore.games.find((g) => g.gameId === flow.gameId)
  const terms = game?.assetTerms ?? []
  return (
    <>
      <PickedGame />
      <View className='choose__card'>
        <Text className='choose__card-title'>选择估价方式</Text>
        {EVALUATE_METHODS.map((m) => (
          <View
            key={m.type}
            data-testid={`method-${m.type}`}
            className={`choose__method${evaluateType === m.type ? ' choose__method--active' : ''}`}
            onClick={() => flow.pickType(m.type)}
          >
            <View className='choose__method-head'>
              <Text className='choose__method-title'>{m.title}</Text>
              {m.tag && <Text className='choose__tag'>{m.tag}</Text>}
            </View>
            <Text className='choose__method-desc'>{m.type === EvaluateType.PROPS ? propsMethodDesc(terms) : m.desc}</Text>
            {m.help && <Help id={`help-${m.type}`} {...m.help} />}
          </View>
        ))}
        {evaluateType === EvaluateType.AUTH && (
          <View className='choose__auth' data-testid='auth-kinds'>
            <Text className='choose__sub-title'>选择授权方式</Text>
            <View className='choose__kinds'>
              {authKindsFor(game?.scanTypes, game?.campId).map((k) => (
                <View
                  key={choiceId(k)}
                  data-testid={`auth-kind-${choiceId(k)}`}
                  className={`choose__kind${isPicked(k) ? ' choose__kind--active' : ''}`}
                  onClick={() => pickAuthKind(k)}
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

const PickedGame = observer(function PickedGame() {
  const game = homeStore.games.find((g) => g.gameId === flow.gameId)
  return (
    <View className='choose__card choose__picked' data-testid='picked-game'>
      <Text className='choose__picked-name'>{game?.name ?? `游戏 ${flow.gameId}`}</Text>
      {game && <Text className='choose__picked-genre'>{game.genre}</Text>}
      <Text className='choose__change' data-testid='change-game' onClick={() => flow.backToGames()}>
        更换
      </Text>
    </View>
  )
})

const LinkStep = observer(function LinkStep() {
  const { link, linkError } = flow
  return (
    <View className='choose__card' data-testid='link-step'>
      <View className='choose__fill-head'>
        <Text className='choose__card-title choose__card-title--inline'>粘贴商品链接</Text>
        <Help id='link-help' {...GOODS_LINK_HELP} />
      </View>
      <Text className='choose__fill-desc'>{GOODS_LINK_HINT}</Text>
      <Textarea
        className={`choose__link${linkError ? ' choose__link--error' : ''}`}
        data-testid='link-input'
        maxlength={LINK_MAX}
        placeholder='例如：https://www.jiaoyimao.com/goods/...'
        value={link}
        onInput={(e) => flow.setLink(e.detail.value)}
      />
      {linkError && (
        <Text className='choose__field-error' data-testid='link-error'>
          {linkError}
        </Text>
      )}
      <LinkFallback />
    </View>
  )
})

const PropsStep = observer(function PropsStep() {
  const { questionsStatus, questionsError, questions, answers, errors } = flow
  if (questionsStatus === 'error') {
    return (
      <View className='choose__card choose__state' data-testid='questions-error'>
        <Text className='choose__state-text'>{questionsError}</Text>
        <View className='choose__retry' data-testid='questions-retry' onClick={() => void flow.loadQuestions(true)}>
          <Text>重新加载</Text>
        </View>
      </View>
    )
  }
  if (questionsStatus !== 'ready') {
    return (
      <View className='choose__card' data-testid='questions-skeleton'>
        <View className='choose__sk choose__sk--line' />
        <View className='choose__sk choose__sk--line' />
        <View className='choose__sk choose__sk--line' />
      </View>
    )
  }
  const errorCount = Object.keys(errors).length
  return (
    <>
      <AccountShotsEntry />
      <View className='choose__card' data-testid='props-step'>
        <Text className='choose__card-title'>填写账号属性</Text>
        <Text className='choose__fill-desc'>带 * 的为必填，填得越全估价越准。</Text>
        {errorCount > 0 && (
          <Text id={ERROR_SUMMARY_ANCHOR} className='choose__field-error' data-testid='answers-summary'>
            还有 {errorCount} 项需要修改
          </Text>
        )}
        <QuestionForm questions={questions} value={answers} errors={errors} onChange={(a) => flow.setAnswers(a)} />
      </View>
    </>
  )
})

/** 上传账号截图: the flow's stage, on a page of its own (subPages/account-shots). */
function openAccountShots() {
  flow.openAccountShots()
  void navigateTo('accountShots')
}

/** Over the props form: the optional account screenshots, how many are picked, and the way to the upload stage. */
const AccountShotsEntry = observer(function AccountShotsEntry() {
  const count = flow.accountShots.length
  return (
    <View className='choose__card choose__picked' data-testid='account-shots-entry'>
      <Text className='choose__picked-name'>{count ? `账号截图 ${count} 张` : '账号截图（选填）'}</Text>
      <Text className='choose__change' data-testid='account-shots-open' onClick={openAccountShots}>
        {count ? '修改' : '上传账号截图'}
      </Text>
    </View>
  )
})

/** 清空重填 asks first: a slip of the finger must not wipe a long form. */
async function clearForm() {
  const { confirm } = await Taro.showModal({
    title: '清空重填',
    content: '已填写的内容将被清空，确定吗？',
    confirmText: '清空',
    cancelText: '取消',
  })
  if (confirm) flow.clearForm()
}

/** Says what the form opened with: the player's kept draft, or the report being corrected. */
const PrefillNote = observer(function PrefillNote() {
  const { prefill } = flow
  if (!prefill) return null
  return (
    <View className='choose__prefill' data-testid='prefill-note'>
      <Text className='choose__prefill-text' data-testid='prefill-text'>
        {prefill === 'report' ? '已填入报告所用的属性，改正有误的项后重新估价，原报告会保留' : '已恢复上次填写的内容'}
      </Text>
      <Text className='choose__prefill-clear' data-testid='prefill-clear' onClick={() => void clearForm()}>
        清空重填
      </Text>
    </View>
  )
})

async function submit() {
  const valId = await flow.submit()
  if (valId) void navigateTo('report', { valId })
  // Refused on the form (the client's checks or the service's): show the first wrong answer and say why.
  else if (flow.evaluateType === EvaluateType.PROPS) revealFirstError(flow.questions, flow.errors, true)
}

const StepThree = observer(function StepThree() {
  const { evaluateType, submitting, submitError } = flow
  const method = EVALUATE_METHODS.find((m) => m.type === evaluateType)
  return (
    <>
      <PickedGame />
      <View className='choose__card choose__picked' data-testid='picked-method'>
        <Text className='choose__picked-name'>{method?.title}</Text>
        <Text className='choose__change' data-testid='change-method' onClick={() => flow.back()}>
          更换
        </Text>
      </View>
      <PrefillNote />
      {evaluateType === EvaluateType.LINK ? <LinkStep /> : <PropsStep />}
      {submitError && (
        <Text className='choose__submit-error' data-testid='submit-error'>
          {submitError}
        </Text>
      )}
      <View className={`choose__submit${submitting ? ' choose__submit--busy' : ''}`} data-testid='submit' onClick={() => void submit()}>
        <Text>{submitting ? '正在提交…' : '开始估价'}</Text>
      </View>
    </>
  )
})

const STEP_TITLES = ['选择游戏', '选择估价方式', '填写账号信息'] as const

function ChoosePage() {
  useEffect(() => {
    void homeStore.ensureLoaded()
  }, [])
  useDidShow(() => {
    flow.takeTabParams()
    trackValuation.pv('choose', { stage: flow.stage })
  })
  const { step, percent, stage } = flow
  useEffect(() => {
    trackValuation.progress(stage, percent, 'choose')
  }, [stage, percent])
  return (
    <PageShell>
      <View className='choose'>
        <View className='choose__steps' data-testid='choose-steps'>
          {STEP_TITLES.map((title, i) => (
            <View key={title} className='choose__steps-item'>
              {i > 0 && <View className='choose__step-line' />}
              <View className={`choose__step${step === i + 1 ? ' choose__step--on' : step > i + 1 ? ' choose__step--done' : ''}`}>
                <Text className='choose__step-no'>{i + 1}</Text>
                <Text>{title}</Text>
              </View>
            </View>
          ))}
        </View>
        <FlowProgress percent={percent} label='估价信息完成度' />
        {step === 1 ? <StepOne /> : step === 2 ? <StepTwo /> : <StepThree />}
      </View>
    </PageShell>
  )
}

export default observer(ChoosePage)
