import { useEffect, useState } from 'react'
import { View, Text, Input, Textarea } from '@tarojs/components'
import { observer } from 'mobx-react'
import { CompleteFromType, ContactType, ReportLockStatus, ReportStatus, UnlockPerfectStatus } from '@/constants/report'
import { navigateBack, redirectTo } from '@/router'
import { CONTACT_OPTIONS, CONTACT_PRIVATE_HINT, DESCRIPTION_MAX, PERFECT_TEXT, type CompleteForm } from './form'
import { AccountHead, accountFrame } from './account-head'
import { CompleteStore, type CompleteErrors } from './store'
import { useRouteParams } from '@/router/params'
import './complete.scss'
import BusyButton from '@/components/busy-button'
import ErrorNote from '@/components/error-note'
import { LabelledField } from '@/components/labelled-field'

/**
 * Complete account information (query valId, gameId, type, fromType, locked): server/region, a contact method,
 * a short description and the attributes the user confirms. `locked` (1 locked, 2 unlocked) is the report's
 * lock status as the caller knew it; the service's answer wins once loaded.
 */
function CompletePage() {
  const params = useRouteParams('complete')
  const [store] = useState(() => new CompleteStore(params.valId ?? ''))
  const { valId, data, form, confirmed, errors, saving, present, allConfirmed } = store
  const set = (patch: Partial<CompleteForm>, field: keyof CompleteErrors) => store.set(patch, field)
  const toggle = (key: string) => store.toggle(key)
  const setConfirmed = (keys: string[]) => store.setConfirmed(keys)

  useEffect(() => {
    void store.load()
  }, [store])

  const onSave = async () => {
    const saved = await store.save()
    if (!saved) return
    if (Number(params.fromType) === CompleteFromType.PUBLISH) void navigateBack()
    else if (saved.locked === ReportLockStatus.UNLOCKED) void redirectTo('publish', { valId })
  }

  const locked = data ? data.locked === ReportLockStatus.LOCKED : Number(params.locked) === ReportLockStatus.LOCKED
  const contactRule = CONTACT_OPTIONS.find((o) => o.type === form.contactType) ?? CONTACT_OPTIONS[0]
  const generating = data?.reportStatus === ReportStatus.GENERATING

  return accountFrame(store, (data) => (
    <>
      <AccountHead gameName={data.gameName} locked={locked} testId='head' badgeTestId='lock-badge'>
        <Text
          className={`cp-head__status ${data.perfectStatus === UnlockPerfectStatus.MUST ? 'cp-head__status--must' : ''}`}
          data-testid='perfect'
        >
          {PERFECT_TEXT[data.perfectStatus] ?? ''}
        </Text>
        {locked ? <Text className='cp-head__note'>信息可先保存，报告解锁后即可发布</Text> : null}
      </AccountHead>

      <View className='cp-card'>
        <Text className='cp-card__title'>账号信息</Text>
        <LabelledField block='cp' label='区服' error={errors.serverRegion} testId='region'>
          <Input
            className='cp-field__input'
            placeholder='具体区服，如：微信133区'
            maxlength={32}
            value={form.serverRegion}
            onInput={(e) => set({ serverRegion: e.detail.value }, 'serverRegion')}
          />
        </LabelledField>

        <View className='cp-contact-types'>
          {CONTACT_OPTIONS.map((o) => (
            <Text
              key={o.type}
              className={`cp-chip ${form.contactType === o.type ? 'cp-chip--on' : ''}`}
              data-testid={`contact-type-${o.type}`}
              onClick={() => set({ contactType: o.type }, 'contact')}
            >
              {o.label}
            </Text>
          ))}
        </View>
        <LabelledField
          block='cp'
          label='联系方式'
          error={errors.contact}
          hint={
            <Text className='cp-hint' data-testid='contact-private'>
              联系方式{CONTACT_PRIVATE_HINT}
            </Text>
          }
          testId='contact'
        >
          <Input
            className='cp-field__input'
            placeholder={contactRule.placeholder}
            type={form.contactType === ContactType.WECHAT ? 'text' : 'number'}
            maxlength={20}
            value={form.contact}
            onInput={(e) => set({ contact: e.detail.value }, 'contact')}
          />
        </LabelledField>

        <View className={`cp-area ${errors.description ? 'cp-field--error' : ''}`} data-testid='description-field'>
          <Textarea
            className='cp-area__input'
            placeholder='账号简介（选填）：亮点、充值情况、是否可换绑等'
            maxlength={DESCRIPTION_MAX}
            value={form.description}
            onInput={(e) => set({ description: e.detail.value }, 'description')}
          />
          <Text className='cp-area__count'>
            {Array.from(form.description).length}/{DESCRIPTION_MAX}
          </Text>
        </View>
        {errors.description ? (
          <Text className='cp-error' data-testid='description-error'>
            {errors.description}
          </Text>
        ) : null}
      </View>

      <View className='cp-card'>
        <View className='cp-card__head'>
          <Text className='cp-card__title'>确认账号属性</Text>
          {present.length ? (
            <Text className='cp-link' data-testid='confirm-all' onClick={() => setConfirmed(allConfirmed ? [] : present.map((a) => a.key))}>
              {allConfirmed ? '取消全选' : '全部确认'}
            </Text>
          ) : null}
        </View>
        <Text className='cp-card__hint'>买家会看到你确认过的属性，请逐项核对</Text>
        {data.attrs.map((a) => (
          <View
            key={a.key}
            className={`cp-attr ${a.present ? '' : 'cp-attr--missing'}`}
            data-testid={`attr-${a.key}`}
            onClick={() => a.present && toggle(a.key)}
          >
            <View className='cp-attr__main'>
              <Text className='cp-attr__label'>
                {a.label}
                {a.required && !a.present ? <Text className='cp-attr__req'>（必填）</Text> : null}
              </Text>
              <Text className='cp-attr__value'>{a.value}</Text>
            </View>
            {a.present ? <View className={`cp-check ${confirmed.includes(a.key) ? 'cp-check--on' : ''}`} /> : null}
          </View>
        ))}
      </View>

      <ErrorNote text={errors.submit} className='cp-submit-error' testId='submit-error' />
      <BusyButton className='cp-btn' testId='save' busy={saving} disabled={saving || generating} onClick={() => void onSave()}>
        {locked ? '保存' : '保存并去发布'}
      </BusyButton>
    </>
  ))
}

export default observer(CompletePage)
