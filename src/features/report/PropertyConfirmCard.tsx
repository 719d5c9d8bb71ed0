import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Textarea } from '@tarojs/components'
import type { ReportData } from '@/api/report'
import { EvaluateType } from '@/constants/valuation'
import { attrsSource, feedbackPlaceholder } from '@/constants/game-copy'
import { PROPERTY_FEEDBACK_MAX, PropertyConfirmStatus } from '@/constants/report'
import { navigateTo } from '@/router'
import { ReportStore } from './store'
import { ConfirmAttrList } from './confirm-attrs'

export function PropertyConfirmCard({ report, store }: { report: ReportData; store: ReportStore }) {
  /** choose: the two answers; write: the feedback form; view: the saved answer. */
  const [mode, setMode] = useState<'view' | 'choose' | 'write'>('view')
  const [feedback, setFeedback] = useState('')
  const [saving, setSaving] = useState(false)
  const status = report.propertyConfirm?.status ?? PropertyConfirmStatus.UNCONFIRMED
  useEffect(() => {
    void store.loadConfirmAttrs()
  }, [store])

  const save = async (next: 1 | 2) => {
    if (saving) return
    if (next === PropertyConfirmStatus.FEEDBACK && !feedback.trim()) {
      void Taro.showToast({ title: '请填写哪些属性有误', icon: 'none' })
      return
    }
    setSaving(true)
    try {
      await store.confirmProperties(next, feedback.trim())
      setMode('view')
      void Taro.showToast({ title: next === 1 ? '已确认' : '感谢反馈', icon: 'success' })
    } catch {
      // The request layer has shown the service's message.
    } finally {
      setSaving(false)
    }
  }

  // 属性有误: the valuation form opens filled with what this report was valued from; sending it makes a new report.
  const correct = () => {
    store.trackCorrect()
    void navigateTo('evaluate', { gameId: report.gameId, evaluateType: EvaluateType.PROPS, fromValId: report.valId })
  }

  if (status !== PropertyConfirmStatus.UNCONFIRMED && mode === 'view') {
    return (
      <View className='rv-card rv-col' data-testid='property-confirm'>
        <Text className='rp-confirm__title'>属性确认</Text>
        <Text className='rp-confirm__done' data-testid='property-confirm-status'>
          {status === PropertyConfirmStatus.CONFIRMED ? '✓ 你已确认账号属性无误' : `已反馈：${report.propertyConfirm?.feedback ?? ''}`}
        </Text>
        <Text className='rp-confirm__link' data-testid='property-change' onClick={() => setMode('choose')}>
          修改
        </Text>
      </View>
    )
  }
  return (
    <View className='rv-card rv-col' data-testid='property-confirm'>
      <Text className='rp-confirm__title'>属性确认</Text>
      <Text className='rp-confirm__hint'>
        报告按{attrsSource(report.evaluateType)}属性估价，请确认属性是否与账号一致；有误可改正后重新估价，原报告会保留。
      </Text>
      <ConfirmAttrList attrs={store.confirmAttrs} />
      {mode === 'write' ? (
        <View className='rp-confirm__form'>
          <Textarea
            className='rp-confirm__input'
            data-testid='feedback-input'
            placeholder={feedbackPlaceholder(store.confirmAttrs ?? [])}
            maxlength={PROPERTY_FEEDBACK_MAX}
            value={feedback}
            onInput={(e) => setFeedback(e.detail.value)}
          />
          <View className='rp-confirm__btns'>
            <View className='rp-confirm__btn' data-testid='feedback-cancel' onClick={() => setMode('choose')}>
              <Text>取消</Text>
            </View>
            <View className='rp-confirm__btn rp-confirm__btn--primary' data-testid='feedback-submit' onClick={() => void save(2)}>
              <Text>提交反馈</Text>
            </View>
          </View>
        </View>
      ) : (
        <>
          <View className='rp-confirm__btns'>
            <View className='rp-confirm__btn' data-testid='property-wrong' onClick={correct}>
              <Text>属性有误</Text>
            </View>
            <View className='rp-confirm__btn rp-confirm__btn--primary' data-testid='property-ok' onClick={() => void save(1)}>
              <Text>属性无误</Text>
            </View>
          </View>
          <Text className='rp-confirm__link rp-confirm__alt' data-testid='property-feedback' onClick={() => setMode('write')}>
            不想重新估价？写下哪里有误
          </Text>
        </>
      )}
    </View>
  )
}
