import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { PayPageResult, PayStore } from './store'

type Action = { id: 'view' | 'retry' | 'change' | 'refresh'; label: string }

const RETRY: Action = { id: 'retry', label: '重新支付' }
/** After a failed or cancelled payment: the same way again, or another one. */
const RETRY_OR_CHANGE: Action[] = [RETRY, { id: 'change', label: '换个方式' }]

/** Each result's title, what it means for the user, and what they can do next (the first action is the main one). */
const RESULTS: Record<PayPageResult, { title: string; note: string; tone: 'ok' | 'bad' | 'wait'; actions: Action[] }> = {
  confirming: { title: '正在确认支付结果…', note: '正在向支付渠道确认，请稍候', tone: 'wait', actions: [] },
  paid: { title: '支付成功', note: '报告已解锁，可以查看完整内容了', tone: 'ok', actions: [{ id: 'view', label: '查看报告' }] },
  failed: { title: '支付失败', note: '本次支付未成功，报告仍未解锁', tone: 'bad', actions: RETRY_OR_CHANGE },
  cancelled: { title: '已取消', note: '你已取消本次支付，报告仍未解锁', tone: 'bad', actions: RETRY_OR_CHANGE },
  closed: { title: '订单已关闭', note: '订单已关闭，请重新发起支付', tone: 'bad', actions: [RETRY] },
  unknown: {
    title: '支付结果确认中',
    note: '暂未收到支付结果。如已付款，确认后报告会自动解锁',
    tone: 'wait',
    actions: [{ id: 'refresh', label: '刷新支付结果' }, RETRY],
  },
}

const ICON = { ok: '✓', bad: '!', wait: '…' } as const

/** The payment's result at the top of the pay page, as the service reports it, with the next step. */
export const PayResultPanel = observer(function PayResultPanel({ store }: { store: PayStore }) {
  if (!store.result) return null
  const shown = RESULTS[store.result]
  const run = (id: Action['id']) => {
    if (id === 'view') store.viewReport()
    else if (id === 'retry') void store.retry()
    else if (id === 'change') store.changeMethod()
    else void store.refresh()
  }
  return (
    <View className={`pay-card pay-result pay-result--${shown.tone}`} data-testid='pay-result' data-result={store.result}>
      <Text className='pay-result__icon'>{ICON[shown.tone]}</Text>
      <Text className='pay-result__title' data-testid='pay-result-title'>
        {shown.title}
      </Text>
      <Text className='pay-result__note'>{shown.note}</Text>
      {store.pollNote ? (
        <Text className='pay-result__poll-note' data-testid='pay-poll-note'>
          {store.pollNote}
        </Text>
      ) : null}
      {shown.actions.length ? (
        <View className='pay-result__actions'>
          {shown.actions.map((a, i) => (
            <View
              key={a.id}
              className={`pay-result__btn${i === 0 ? '' : ' pay-result__btn--ghost'}`}
              data-testid={`pay-result-${a.id}`}
              onClick={() => run(a.id)}
            >
              <Text>{a.label}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  )
})
