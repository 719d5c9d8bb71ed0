import { useEffect } from 'react'
import { View, Text, Input, Image } from '@tarojs/components'
import { useDidHide, useDidShow, useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import DeadEndPage from '@/components/page-shell/dead-end-page'
import QrCode from '@/components/qr-code'
import { ACCOUNT_LOGIN_TYPES, CAMP_ID_HELP, authChoiceOf } from '@/constants/evaluate-methods'
import { campIdDesc } from '@/constants/game-copy'
import { AccountLoginType, AuthKind, QuestionStage as S, type ScanType } from '@/constants/valuation'
import { authSteps, type AuthField } from './auth-steps'
import FlowProgress from '@/components/flow-progress'
import ScanSamePhone from './ScanSamePhone'
import { SCAN_APPS } from './scan-app'
import { navigateTo, redirectTo } from '@/router'
import { homeStore } from '@/stores/home'
import { trackValuation } from '@/tracker/valuation'
import { useRouteParams } from '@/router/params'
import './auth.scss'

/** This page's steps of the one question flow. */
const store = authSteps

/** Valuation by authorization (spec: /subPages/index/index): the authorization stages of the question flow. */

const toInt = (v: number | undefined) => (v !== undefined && Number.isInteger(v) && v >= 0 ? v : null)

function Field({
  field,
  label,
  placeholder,
  type = 'text',
  password = false,
  maxlength = 64,
}: {
  field: AuthField
  label: string
  placeholder: string
  type?: 'text' | 'number'
  password?: boolean
  maxlength?: number
}) {
  const err = store.fieldErrors[field]
  return (
    <View className={`auth-field${err ? ' auth-field--error' : ''}`} data-testid={`field-${field}`}>
      <Text className='auth-field__label'>{label}</Text>
      <Input
        className='auth-field__input'
        type={type}
        password={password}
        maxlength={maxlength}
        placeholder={placeholder}
        value={store[field]}
        onInput={(e) => store.setField(field, e.detail.value)}
      />
      {err && (
        <Text className='auth-field__error' data-testid={`error-${field}`}>
          {err}
        </Text>
      )}
    </View>
  )
}
const ObservedField = observer(Field)

function Button({ id, text, onTap, ghost = false }: { id: string; text: string; onTap: () => void; ghost?: boolean }) {
  return (
    <View
      className={`auth-btn${ghost ? ' auth-btn--ghost' : ''}${store.busy && !ghost ? ' auth-btn--busy' : ''}`}
      data-testid={id}
      onClick={() => !store.busy && onTap()}
    >
      <Text>{store.busy && !ghost ? '请稍候…' : text}</Text>
    </View>
  )
}
const ObservedButton = observer(Button)

const Notice = observer(function Notice() {
  if (store.loginAgain) {
    return (
      <Text className='auth-notice auth-notice--warn' data-testid='auth-notice'>
        {store.message || '登录状态已失效，请重新登录授权'}
      </Text>
    )
  }
  if (!store.message) return null
  return (
    <Text className={`auth-notice${store.expired ? ' auth-notice--warn' : ''}`} data-testid='auth-notice'>
      {store.message}
    </Text>
  )
})

const CampId = observer(function CampId() {
  return (
    <View className='auth-card' data-testid='stage-camp-id'>
      <View className='auth-card__head'>
        <Text className='auth-card__title'>填写营地ID</Text>
        <Text className='auth-link' data-testid='camp-help' onClick={() => void navigateTo(CAMP_ID_HELP.route)}>
          {CAMP_ID_HELP.text}
        </Text>
      </View>
      <Text className='auth-card__desc'>{campIdDesc(homeStore.games.find((g) => g.gameId === store.entry?.gameId)?.assetTerms ?? [])}</Text>
      <ObservedField field='campId' label='营地ID' placeholder='请输入6-12位数字' type='number' maxlength={12} />
      <ObservedButton id='auth-submit' text='开始授权' onTap={() => void store.start()} />
    </View>
  )
})

const Scan = observer(function Scan() {
  const { qrContent, expired, scanPending, scanType } = store
  const app = SCAN_APPS[scanType]
  return (
    <View className='auth-card' data-testid='stage-scan' data-scan-type={scanType}>
      <Text className='auth-card__title'>{app.short}扫码授权</Text>
      <Text className='auth-card__desc'>用另一部手机的{app.short}扫描二维码并确认登录；只有这一部手机时，按下方步骤操作。</Text>
      {qrContent ? (
        <View className={`auth-qr${expired ? ' auth-qr--expired' : ''}`} data-testid='qr'>
          <QrCode content={qrContent} testId='qr-image' />
          {expired && <Text className='auth-qr__mask'>二维码已过期</Text>}
        </View>
      ) : null}
      {scanPending && (
        <Text className='auth-card__desc' data-testid='scan-waiting'>
          等待扫码确认…
        </Text>
      )}
      {expired ? (
        <ObservedButton id='auth-resend' text='刷新二维码' onTap={() => void store.resend()} />
      ) : !qrContent ? (
        <ObservedButton id='auth-submit' text='生成二维码' onTap={() => void store.start()} />
      ) : null}
      {qrContent && !expired ? <ScanSamePhone qrContent={qrContent} scanType={scanType} /> : null}
    </View>
  )
})

const Password = observer(function Password() {
  return (
    <View className='auth-card' data-testid='stage-password'>
      <Text className='auth-card__title'>账号密码登录</Text>
      <Text className='auth-card__desc'>密码只用于本次授权，不会被保存。</Text>
      <ObservedField field='account' label='游戏账号' placeholder='QQ号、手机号或邮箱' />
      <ObservedField field='password' label='密码' placeholder='请输入密码' password />
      <ObservedButton id='auth-submit' text='登录授权' onTap={() => void store.start()} />
    </View>
  )
})

const CHALLENGE_TITLE = { email: '输入邮箱验证码', phone: '输入短信验证码', captcha: '输入图形验证码' } as const

const Code = observer(function Code() {
  const { challenge, expired, captchaImage } = store
  if (challenge === null) {
    return (
      <View className='auth-card' data-testid='stage-code-login'>
        <Text className='auth-card__title'>验证码登录</Text>
        <Text className='auth-card__desc'>验证码将发送到账号绑定的手机。</Text>
        <ObservedField field='account' label='游戏账号' placeholder='QQ号、手机号或邮箱' />
        <ObservedButton id='auth-submit' text='获取验证码' onTap={() => void store.start()} />
      </View>
    )
  }
  return (
    <View className='auth-card' data-testid={`stage-code-${challenge}`}>
      <Text className='auth-card__title'>{CHALLENGE_TITLE[challenge]}</Text>
      {challenge === 'captcha' ? (
        <>
          {captchaImage && <Image className='auth-captcha' src={captchaImage} mode='aspectFit' data-testid='captcha-image' />}
          <ObservedField field='captcha' label='图形验证码' placeholder='请输入图中字符' maxlength={12} />
          <ObservedButton id='auth-verify' text='确认' onTap={() => void store.verify()} />
          <ObservedButton id='auth-resend' text='换一张' ghost onTap={() => void store.resend()} />
        </>
      ) : expired ? (
        <>
          <Text className='auth-card__desc' data-testid='code-expired'>
            验证码已过期，请重新获取后输入新的验证码。
          </Text>
          <ObservedButton id='auth-resend' text='重新发送验证码' onTap={() => void store.resend()} />
        </>
      ) : (
        <>
          <ObservedField field='code' label='验证码' placeholder='请输入6位验证码' type='number' maxlength={6} />
          <ObservedButton id='auth-verify' text='确认' onTap={() => void store.verify()} />
          <ObservedButton id='auth-resend' text='重新发送' ghost onTap={() => void store.resend()} />
        </>
      )}
    </View>
  )
})

const LoginMethod = observer(function LoginMethod() {
  return (
    <View className='auth-card' data-testid='stage-login-method'>
      <Text className='auth-card__title'>选择登录方式</Text>
      {ACCOUNT_LOGIN_TYPES.map((t) => (
        <ObservedButton key={t.type} id={`login-type-${t.type}`} text={t.title} ghost onTap={() => store.pickLogin(t.type)} />
      ))}
    </View>
  )
})

const Done = observer(function Done() {
  return (
    <View className='auth-card auth-card--center' data-testid='stage-done'>
      <Text className='auth-card__title'>授权成功</Text>
      {store.valuationFailed ? (
        <ObservedButton id='auth-valuate' text='重新估价' onTap={() => void store.requestValuation()} />
      ) : (
        <Text className='auth-card__desc'>正在读取账号数据并生成报告…</Text>
      )}
    </View>
  )
})

const STAGE_VIEW: Partial<Record<string, () => JSX.Element | null>> = {
  [S.CAMP_ID_AUTH]: () => <CampId />,
  [S.SCAN_AUTH]: () => <Scan />,
  [S.ACCOUNT_PASSWORD_AUTH]: () => <Password />,
  [S.CODE_AUTH]: () => <Code />,
  [S.LOGIN_METHOD]: () => <LoginMethod />,
  [S.FIXED_DONE]: () => <Done />,
}

function AuthPage() {
  const params = useRouteParams('authEvaluate')
  const gameId = toInt(params.gameId)
  const authKind = toInt(params.authKind) as AuthKind | null
  const loginType = toInt(params.loginType) as AccountLoginType | null
  const choice = authChoiceOf(authKind, toInt(params.scanType))
  const scanType: ScanType | null = choice?.scanType ?? null
  const valid = gameId !== null && authKind !== null && choice !== undefined

  useEffect(() => {
    void homeStore.ensureLoaded()
    if (valid) store.enter({ gameId, authKind, scanType, loginType })
    return () => store.leave()
  }, [gameId, authKind, scanType, loginType, valid])
  useDidShow(() => {
    trackValuation.pv('auth', { authKind })
    // Back from QQ or WeChat (same phone): the hidden page stopped polling the QR code.
    store.resumePolling()
  })
  useDidHide(() => store.stopPolling())
  useUnload(() => store.leave())

  const { valId, stage, percent, error } = store
  useEffect(() => {
    // Read live: entering (the effect above) clears a report id left from an earlier visit.
    if (valid && store.valId) void redirectTo('report', { valId: store.valId })
  }, [valId, valid])
  useEffect(() => {
    trackValuation.progress(stage, percent, 'auth')
  }, [stage, percent])

  if (!valid)
    return <DeadEndPage className='auth-page' testId='auth-invalid' text='缺少授权信息' sub='请从估价页重新选择授权方式' next='evaluate' />
  const game = homeStore.games.find((g) => g.gameId === gameId)
  const View_ = STAGE_VIEW[stage]
  return (
    <PageShell>
      <View className='auth-page'>
        <View className='auth-summary' data-testid='auth-summary'>
          <Text className='auth-summary__game'>{game?.name ?? `游戏 ${gameId}`}</Text>
          <Text className='auth-summary__kind'>授权估价 · {choice?.title}</Text>
        </View>
        <FlowProgress percent={percent} label='授权进度' />
        <Notice />
        {View_ ? View_() : null}
        {error && (
          <Text className='auth-error' data-testid='auth-error'>
            {error}
          </Text>
        )}
        <Text className='auth-safe'>授权信息仅用于本次估价，完成后即失效。</Text>
      </View>
    </PageShell>
  )
}

export default observer(AuthPage)
