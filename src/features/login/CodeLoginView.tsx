import { useCallback, useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Input, Button } from '@tarojs/components'
import PageShell from '@/components/page-shell'
import { observer } from 'mobx-react'
import { AppEvent } from '@/constants/navigation'
import { DEFAULT_TEL_CODE, SMS_CODE_LENGTH, Timeout, WidgetText } from '@/constants/app'
import { getItem } from '@/platform/storage'
import { StorageKey } from '@/platform/storage-keys'
import { landAfterLogin, navigateTo } from '@/router/navigation'
import { appStore } from '@/stores/app'
import { sessionStore } from '@/stores/session'
import { isCode } from '@/utils/validators'
import { looksLikePhone } from '../../../server/src/contract/values/rules/phone'
import { useRouteParams } from '@/router/params'
import './code-login.scss'

export const PHONE_INVALID_TEXT = '请输入正确的手机号'
export const AGREEMENT_TEXT = '请先阅读并同意用户协议和隐私政策'

/** The contract's form check: mainland numbers by the spec's mobile rule; the service validates other regions. */
const phoneValid = (phone: string, telCode: string) => looksLikePhone(telCode, phone)

/**
 * SMS countdown of spec section 4: after a send the button shows 59s … 1s, then 重新获取. A wrong code
 * (50015, codeDisabled) drops the countdown so a new code can be requested at once.
 */
function useCountdown() {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval>>()
  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current)
    timer.current = undefined
    setLeft(0)
  }, [])
  const start = useCallback(() => {
    stop()
    setLeft(Timeout.SMS_COUNTDOWN_S - 1)
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) {
          clearInterval(timer.current)
          timer.current = undefined
          return 0
        }
        return n - 1
      })
    }, 1000)
  }, [stop])
  useEffect(() => stop, [stop])
  return { left, start, stop }
}

function VerifyCodePage() {
  const params = useRouteParams('codeLogin')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [telCode, setTelCode] = useState(() => getItem<string>(StorageKey.COUNTRY_AREA) || DEFAULT_TEL_CODE)
  const [agreed, setAgreed] = useState(false)
  const [sent, setSent] = useState(false)
  const [sending, setSending] = useState(false)
  const countdown = useCountdown()
  const { phoneError, codeError, loading, codeDisabled } = sessionStore

  // Invite references can reach the page only through its URL (a blocked deep link forwards them).
  useEffect(() => {
    appStore.setLaunchRefs({ inviteCode: params.inviteCode, valId: params.valId })
    sessionStore.setPhoneError('')
    sessionStore.setCodeError('')
    sessionStore.resetCodeDisabled()
  }, [params.inviteCode, params.valId])

  useEffect(() => {
    const onPick = (area: { code?: string }) => area?.code && setTelCode(area.code)
    Taro.eventCenter.on(AppEvent.COUNTRY_AREA_SELECTED, onPick)
    return () => {
      Taro.eventCenter.off(AppEvent.COUNTRY_AREA_SELECTED, onPick)
    }
  }, [])

  const stopCountdown = countdown.stop
  useEffect(() => {
    if (codeDisabled) stopCountdown()
  }, [codeDisabled, stopCountdown])

  const counting = countdown.left > 0
  // 登录 is pressable once the phone and the code are well formed (the agreement is asked for on the tap itself).
  const loginDisabled = loading || !phoneValid(phone, telCode) || !isCode(code, SMS_CODE_LENGTH)
  const sendText = counting ? `${countdown.left}s` : sent ? WidgetText.RESEND : WidgetText.GET_CODE

  const onSend = async () => {
    if (counting || sending) return
    if (!phoneValid(phone, telCode)) {
      sessionStore.setPhoneError(PHONE_INVALID_TEXT)
      return
    }
    setSending(true)
    const ok = await sessionStore.sendCode(phone, telCode)
    setSending(false)
    if (ok) {
      setSent(true)
      countdown.start()
    }
  }

  const onLogin = async () => {
    if (loginDisabled) return
    if (!agreed) {
      void Taro.showToast({ title: AGREEMENT_TEXT, icon: 'none' })
      return
    }
    const ok = await sessionStore.login({ type: 'Verify', phone, code, telCode })
    if (ok) void landAfterLogin(params.from)
  }

  return (
    <PageShell>
      <View className='vc'>
        <View className='vc__head'>
          <Text className='vc__title'>手机号验证码登录</Text>
          <Text className='vc__sub'>未注册的手机号验证后将自动创建账号</Text>
        </View>

        <View className='vc__card'>
          <View className={`vc__field ${phoneError ? 'vc__field--error' : ''}`} data-testid='phone-field'>
            <View className='vc__prefix' data-testid='tel-code' onClick={() => void navigateTo('countryArea', { code: telCode })}>
              <Text>+{telCode}</Text>
              <View className='vc__caret' />
            </View>
            <Input
              className='vc__input'
              type='number'
              maxlength={telCode === DEFAULT_TEL_CODE ? 11 : 15}
              placeholder='请输入手机号'
              value={phone}
              onInput={(e) => {
                setPhone(e.detail.value)
                if (phoneError) sessionStore.setPhoneError('')
              }}
            />
          </View>
          {phoneError ? (
            <Text className='vc__error' data-testid='phone-error'>
              {phoneError}
            </Text>
          ) : null}

          <View className={`vc__field ${codeError ? 'vc__field--error' : ''}`} data-testid='code-field'>
            <Input
              className='vc__input'
              type='number'
              maxlength={SMS_CODE_LENGTH}
              placeholder='请输入验证码'
              value={code}
              onInput={(e) => {
                setCode(e.detail.value)
                if (codeError) sessionStore.setCodeError('')
              }}
            />
            <View
              className={`vc__send ${counting || sending ? 'vc__send--disabled' : ''}`}
              data-testid='send-code'
              onClick={() => void onSend()}
            >
              <Text>{sendText}</Text>
            </View>
          </View>
          {codeError ? (
            <Text className='vc__error' data-testid='code-error'>
              {codeError}
            </Text>
          ) : null}

          {/* `disabled` only when disabled: Taro's H5 Button greys out any [disabled], "false" included. */}
          <Button
            className={`vc__login${loginDisabled ? ' vc__login--disabled' : ''}`}
            loading={loading || undefined}
            disabled={loginDisabled || undefined}
            onClick={() => void onLogin()}
            data-testid='login-btn'
          >
            登录
          </Button>

          <View className='vc__agree' data-testid='agreement'>
            {/* The mark and its words are one 44 px tall target (the mark alone is 14 px). */}
            <View className='vc__agree-toggle' onClick={() => setAgreed((v) => !v)}>
              <View className={`vc__check ${agreed ? 'vc__check--on' : ''}`} data-testid='agree-check' />
              <Text>我已阅读并同意</Text>
            </View>
            <Text className='vc__link' onClick={() => void navigateTo('h5PolicyAgreement')}>
              《用户协议》
            </Text>
            <Text>和</Text>
            <Text className='vc__link' onClick={() => void navigateTo('h5PrivacyGuide')}>
              《隐私政策》
            </Text>
          </View>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(VerifyCodePage)
