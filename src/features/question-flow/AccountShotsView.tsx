import { Text, View } from '@tarojs/components'
import { useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import DeadEndPage from '@/components/page-shell/dead-end-page'
import { ShotGrid, type ShotList } from '@/components/shot-grid'
import { EvaluateType } from '@/constants/valuation'
import { navigateBack } from '@/router'
import { SHOT_LIMITS, shotProblem } from '@/stores/report-shots'
import { homeStore } from '@/stores/home'
import { questionFlow as flow } from './store'
import './account-shots.scss'

/**
 * The question flow's 上传账号截图 stage (opened from the props form): screenshots of the account in the game, kept on
 * the phone until the report is made and then shown on it. The player's record only: the attributes are still the
 * ones filled in (or confirmed) in the form. Leaving the page in any way returns the flow to the form.
 */
/** The flow's kept screenshots as the grid takes them (nothing is uploaded before the report exists). */
const keptShots: ShotList = {
  get shots() {
    return flow.accountShots.map((s) => ({ ...s, state: 'done' as const }))
  },
  get room() {
    return flow.accountShotRoom
  },
  add: (paths) => flow.addAccountShots(paths),
  retry: () => {},
  remove: (key) => flow.removeAccountShot(key),
}

function AccountShotsPage() {
  useUnload(() => flow.accountShotsDone())
  if (flow.gameId === null || flow.evaluateType !== EvaluateType.PROPS)
    return (
      <DeadEndPage
        className='ashots'
        testId='account-shots-missing'
        text='请先选择游戏和属性估价'
        sub='账号截图随属性估价一起提交'
        next='evaluate'
      />
    )
  const game = homeStore.games.find((g) => g.gameId === flow.gameId)
  const done = () => {
    flow.accountShotsDone()
    void navigateBack()
  }
  return (
    <PageShell>
      <View className='ashots'>
        <View className='ashots__card' data-testid='account-shots-step'>
          <Text className='ashots__title'>{game ? `${game.name} · 账号截图` : '账号截图'}</Text>
          <Text className='ashots__desc'>游戏内的账号资产截图会保存在估价报告里，仅你自己可见；估价仍按你填写或确认的属性计算。</Text>
          <ShotGrid images={keptShots} label='账号截图' accept={shotProblem} limits={SHOT_LIMITS} testId='account-shot' />
        </View>
        <View className='ashots__done' data-testid='account-shots-done' onClick={done}>
          <Text>{flow.accountShots.length ? '完成，去填写属性' : '跳过，去填写属性'}</Text>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(AccountShotsPage)
