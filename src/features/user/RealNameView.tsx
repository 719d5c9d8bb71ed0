import { useEffect, useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text, Input, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { isRequestError } from '@/http'
import { returnTo } from '@/router/navigation'
import { mineStore } from '@/stores/mine'
// The contract's rule itself, not utils/validators' wrapper: validators is in the WeChat main package (login uses it),
// and this check's tables belong in the real-name subpackage with this page (config/index.ts).
import { isIdNumber } from '../../../server/src/contract/values/rules/id-card'
import { TrackName } from '@/constants/tracker'
import { trackClick, usePageView } from '@/tracker/hooks'
import { useRouteParams } from '@/router/params'
import './real-name.scss'
import BusyButton from '@/components/busy-button'
import ErrorNote from '@/components/error-note'
import { LabelledField } from '@/components/labelled-field'

/** 2-20 Han characters; the middle dot joins parts of transliterated or minority names (阿卜杜拉·买买提). */
const NAME_RE = /^[\u4e00-\u9fa5]+(?:·[\u4e00-\u9fa5]+)*$/

export const RealNameText = {
  NAME_EMPTY: '请输入真实姓名',
  NAME_INVALID: '姓名需为2-20个汉字，可含间隔号“·”',
  ID_EMPTY: '请输入身份证号',
  ID_INVALID: '身份证号码不正确，请核对',
  SUCCESS: '实名认证成功',
  FAILED: '认证失败，请稍后重试',
  /** Exactly what the service enforces (docs/decisions.md, issue 34): payTrans and val/publish answer 40100, minors 40104. */
  WHY: '根据国家相关规定，付费解锁报告和发布账号前需完成实名认证；未满18周岁的用户不能付费，可使用解锁券或邀请好友助力解锁报告。',
  WHY_DONE: '你可以使用付费解锁报告和发布账号等功能。',
} as const

/** Service codes (docs/api.md) that mean the entered data cannot pass; shown under the form. */
const ALREADY_VERIFIED = 40903

export function nameError(v: string): string {
  const name = v.trim()
  if (!name) return RealNameText.NAME_EMPTY
  const len = Array.from(name).length
  if (len < 2 || len > 20 || !NAME_RE.test(name)) return RealNameText.NAME_INVALID
  return ''
}

export function idError(v: string): string {
  const id = v.trim()
  if (!id) return RealNameText.ID_EMPTY
  return isIdNumber(id) ? '' : RealNameText.ID_INVALID
}

const Verified = observer(() => {
  const info = mineStore.realName
  return (
    <View className='rn-card rn-done' data-testid='verified'>
      <View className='rn-done__icon'>
        <View className='rn-done__tick' />
      </View>
      <Text className='rn-done__badge'>已完成实名认证</Text>
      <View className='rn-done__rows'>
        <View className='rn-done__row'>
          <Text className='rn-done__label'>姓名</Text>
          <Text className='rn-done__value' data-testid='verified-name'>
            {info?.name || '—'}
          </Text>
        </View>
        <View className='rn-done__row'>
          <Text className='rn-done__label'>身份证号</Text>
          <Text className='rn-done__value' data-testid='verified-id'>
            {info?.idNo || '—'}
          </Text>
        </View>
      </View>
      <Text className='rn-done__note'>实名信息提交后不可修改，仅保存脱敏信息。</Text>
    </View>
  )
})

/** `from`: the page that sent the player here (40100), opened again once they are verified. */
function RealNameForm({ from }: { from?: string }) {
  const [name, setName] = useState('')
  const [idNo, setIdNo] = useState('')
  const [errors, setErrors] = useState({ name: '', idNo: '', submit: '' })
  const [submitting, setSubmitting] = useState(false)
  /** A field's input: keeps the value and drops what was said wrong about it and about the last submit. */
  const onEdit = (field: 'name' | 'idNo', setValue: (value: string) => void) => (e: { detail: { value: string } }) => {
    setValue(e.detail.value)
    if (errors[field] || errors.submit) setErrors((s) => ({ ...s, [field]: '', submit: '' }))
  }

  const onSubmit = async () => {
    if (submitting) return
    const next = { name: nameError(name), idNo: idError(idNo), submit: '' }
    setErrors(next)
    if (next.name || next.idNo) return
    setSubmitting(true)
    try {
      await mineStore.verifyRealName(name, idNo)
      trackClick(TrackName.REAL_NAME_AUTH, { result: 'verified' })
      void Taro.showToast({ title: RealNameText.SUCCESS, icon: 'success' })
      void returnTo(from)
    } catch (e) {
      if (isRequestError(e) && e.code === ALREADY_VERIFIED) {
        void mineStore.loadRealName().catch(() => undefined)
      }
      trackClick(TrackName.REAL_NAME_AUTH, { result: 'refused', code: isRequestError(e) ? e.code : -1 })
      setErrors({ ...next, submit: (isRequestError(e) && e.msg) || RealNameText.FAILED })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <View className='rn-card' data-testid='real-name-form'>
      <Text className='rn-card__title'>填写身份信息</Text>
      <LabelledField block='rn' label='姓名' error={errors.name} testId='name'>
        <Input className='rn-field__input' placeholder='请输入真实姓名' maxlength={20} value={name} onInput={onEdit('name', setName)} />
      </LabelledField>
      <LabelledField block='rn' label='身份证号' error={errors.idNo} testId='id'>
        <Input
          className='rn-field__input'
          type='idcard'
          placeholder='请输入18位身份证号'
          maxlength={18}
          value={idNo}
          onInput={onEdit('idNo', setIdNo)}
        />
      </LabelledField>
      <ErrorNote text={errors.submit} className='rn-submit-error' testId='submit-error' />
      <BusyButton className='rn-submit' testId='submit' busy={submitting} onClick={() => void onSubmit()}>
        提交认证
      </BusyButton>
    </View>
  )
}

function RealNameAuthPage() {
  usePageView(TrackName.REAL_NAME_AUTH)
  const from = useRouteParams('realNameAuth').from
  const [loaded, setLoaded] = useState(mineStore.realName !== null)
  const [loadError, setLoadError] = useState(false)

  const load = async () => {
    setLoadError(false)
    try {
      await mineStore.loadRealName()
    } catch {
      setLoadError(true)
    } finally {
      setLoaded(true)
    }
  }

  // Load on mount as well as on show: on a slow first start the first show can pass before the page
  // registers its show hook, and the page would wait forever. The store shares one request between them.
  useEffect(() => {
    void load()
  }, [])
  useDidShow(() => {
    void load()
  })

  const verified = mineStore.realName?.status === 1

  return (
    <PageShell>
      <View className='rn'>
        <View className='rn-intro'>
          <Text className='rn-intro__title'>{verified ? '你已完成实名认证' : '完成实名认证'}</Text>
          <Text className='rn-intro__desc' data-testid='why'>
            {verified ? RealNameText.WHY_DONE : RealNameText.WHY}
          </Text>
        </View>
        {!loaded ? (
          <View className='rn-card rn-skeleton' data-testid='loading'>
            <View className='rn-skeleton__line' />
            <View className='rn-skeleton__line rn-skeleton__line--short' />
          </View>
        ) : loadError && !mineStore.realName ? (
          <View className='rn-card rn-retry' data-testid='load-error'>
            <Text className='rn-retry__text'>认证状态加载失败</Text>
            <Button className='rn-retry__btn' onClick={() => void load()}>
              重试
            </Button>
          </View>
        ) : verified ? (
          <Verified />
        ) : (
          <RealNameForm from={from} />
        )}
        <Text className='rn-privacy'>你的身份信息仅用于实名核验，平台只保存脱敏后的姓名和证件号。</Text>
      </View>
    </PageShell>
  )
}

export default observer(RealNameAuthPage)
