import { routeUrl } from '@/constants/routes'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import GameGrid from '@/components/game-grid'
import PriceInput from '@/components/price-input'
import { LinkInput, PropsForm, ReportPick, AccountMessages } from '@/components/account-input'
import { Card, FieldError, SubmitButton } from '@/components/form-card'
import { ErrorRetry, ListSkeleton } from '@/components/list-states'
import { accountWays } from '@/features/account-input'
import FlowProgress from '@/components/flow-progress'
import { loginFirst } from '@/features/login'
import { PURPOSE_PRICE_HINT, PurposeSearchType, QuestionStage as S } from '@/constants/valuation'
import { homeStore } from '@/stores/home'
import { purposeStore } from './store'

const FROM = routeUrl('purpose')
const ways = accountWays(FROM)

/** The find methods (spec: purpose search types 1 link, 2 props, 3 report), each with the title of its step. */
const FIND_METHODS = [
  { type: PurposeSearchType.PROPS, title: '按属性', desc: '选出想要的属性，只填在意的即可', step: '想要的属性' },
  { type: PurposeSearchType.LINK, title: '按商品链接', desc: '粘贴一个在售账号的链接，找和它相似的号', step: '粘贴商品链接' },
  { type: PurposeSearchType.REPORT, title: '按估价报告', desc: '用你估过价的账号作参照，找相似的号', step: '选择估价报告' },
] as const

const findMethod = () => FIND_METHODS.find((m) => m.type === purposeStore.flow.findType)

const GameStep = observer(function GameStep() {
  if (homeStore.showSkeleton) return <ListSkeleton rows={2} testId='purpose-games-skeleton' />
  if (homeStore.showError)
    return <ErrorRetry text={homeStore.errorText} onRetry={() => void homeStore.load()} testId='purpose-games-error' />
  return (
    <Card title='想要哪个游戏的账号' testId='purpose-game-step'>
      <GameGrid
        games={homeStore.games}
        selectedId={purposeStore.flow.gameId}
        showCount={false}
        onPick={(id) => purposeStore.pickGame(id)}
      />
    </Card>
  )
})

/** What was chosen on the earlier steps, each with 更换 (back to that step). */
const Picked = observer(function Picked() {
  const { flow, stage } = purposeStore
  const game = homeStore.games.find((g) => g.gameId === flow.gameId)
  const method = stage === S.FIND_METHOD ? undefined : findMethod()
  return (
    <Card testId='purpose-picked'>
      <View className='pp-picked'>
        <Text className='pp-picked__name'>{game?.name ?? `游戏 ${flow.gameId}`}</Text>
        <Text className='pp-picked__change' data-testid='purpose-change-game' onClick={() => purposeStore.changeGame()}>
          更换游戏
        </Text>
      </View>
      {method ? (
        <View className='pp-picked'>
          <Text className='pp-picked__method'>{method.title}找号</Text>
          <Text className='pp-picked__change' data-testid='purpose-change-find' onClick={() => purposeStore.changeFind()}>
            更换方式
          </Text>
        </View>
      ) : null}
    </Card>
  )
})

const FindStep = observer(function FindStep() {
  const picked = purposeStore.flow.findType
  return (
    <Card title='怎么描述想要的账号' testId='purpose-find-step'>
      {FIND_METHODS.map((m) => (
        <View
          key={m.type}
          data-testid={`purpose-find-${m.type}`}
          className={`pp-find${picked === m.type ? ' pp-find--on' : ''}`}
          onClick={() => purposeStore.pickFind(m.type)}
        >
          <Text className='pp-find__title'>{m.title}</Text>
          <Text className='pp-find__desc'>{m.desc}</Text>
        </View>
      ))}
    </Card>
  )
})

/** Goods link, attribute combination or select report: the wanted account as the find method asks for it. */
const AccountStep = observer(function AccountStep() {
  const { account, stage } = purposeStore
  return (
    <>
      <Card title={findMethod()?.step} testId='purpose-account-step'>
        {stage === S.GOODS_LINK ? (
          <LinkInput state={account} ways={ways} />
        ) : stage === S.ATTRIBUTE_COMBINATION ? (
          <PropsForm state={account} />
        ) : (
          <ReportPick state={account} ways={ways} />
        )}
        <AccountMessages state={account} onByProps={() => purposeStore.continueByProps()} />
      </Card>
      <SubmitButton text='下一步' busyText='下一步' busy={false} testId='purpose-next' onClick={() => purposeStore.next()} />
    </>
  )
})

const PriceStep = observer(function PriceStep() {
  const s = purposeStore
  return (
    <>
      <Card title='价格区间' testId='purpose-price'>
        <View className='pp-range'>
          <PriceInput value={s.minText} onChange={(v) => s.setMin(v)} placeholder='最低价' testId='purpose-min' />
          <Text className='pp-range__dash'>—</Text>
          <PriceInput value={s.maxText} onChange={(v) => s.setMax(v)} placeholder='最高价' testId='purpose-max' />
        </View>
        <Text className='pp-hint' data-testid='purpose-hint'>
          {PURPOSE_PRICE_HINT}
        </Text>
        <FieldError text={s.priceError} testId='purpose-price-error' />
        <FieldError text={s.searchError} testId='purpose-search-error' />
      </Card>
      <SubmitButton
        text='开始匹配'
        busyText='匹配中...'
        busy={s.search.loading}
        testId='purpose-submit'
        onClick={() => loginFirst(FROM) || void s.submit()}
      />
    </>
  )
})

/**
 * The purpose question flow, one stage per screen: game category → find method → the wanted account (link,
 * attributes or report) → price range, with the flow's percent and 上一步 back along it.
 */
function PurposeSteps() {
  const { stage, percent } = purposeStore
  const busy = stage === S.DYNAMIC_DONE
  return (
    <View data-testid={`purpose-stage-${stage}`}>
      <FlowProgress percent={percent} label='找号信息完成度' />
      {stage === S.GAME_CATEGORY ? (
        <GameStep />
      ) : (
        <>
          <Picked />
          {stage === S.FIND_METHOD ? <FindStep /> : stage === S.PRICE_RANGE || busy ? <PriceStep /> : <AccountStep />}
          {busy ? null : (
            <Text className='pp-back' data-testid='purpose-back' onClick={() => purposeStore.back()}>
              上一步
            </Text>
          )}
        </>
      )}
    </View>
  )
}

export default observer(PurposeSteps)
