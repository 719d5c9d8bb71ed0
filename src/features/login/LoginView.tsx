import Taro from '@tarojs/taro'
import { View, Text, Button } from '@tarojs/components'
import PageShell from '@/components/page-shell'
import { Brand } from '@/components/brand'
import { observer } from 'mobx-react'
import { miniLogin } from '@/platform/mini-login'
import { landAfterLogin, navigateTo } from '@/router/navigation'
import { appStore } from '@/stores/app'
import { sessionStore } from '@/stores/session'
import { useRouteParams } from '@/router/params'
import './login.scss'

/** Login entry: phone-code login everywhere, one-tap login with the host's code in mini-programs. */
function LoginPage() {
  const params = useRouteParams('login')

  const onMiniLogin = async () => {
    appStore.setLaunchRefs({ inviteCode: params.inviteCode, valId: params.valId })
    try {
      const { code } = await Taro.login()
      const ok = await sessionStore.login({ type: 'Login', code })
      if (ok) void landAfterLogin(params.from)
      else if (sessionStore.codeError) void Taro.showToast({ title: sessionStore.codeError, icon: 'none' })
    } catch {
      void Taro.showToast({ title: '登录失败，请重试', icon: 'none' })
    }
  }

  return (
    <PageShell>
      <View className='login'>
        <View className='login__brand'>
          <Brand block='login' />
        </View>
        <View className='login__actions'>
          {miniLogin.supported ? (
            <Button className='login__btn login__btn--primary' loading={sessionStore.loading} onClick={() => void onMiniLogin()}>
              {miniLogin.label}
            </Button>
          ) : null}
          <Button
            className={`login__btn ${miniLogin.supported ? 'login__btn--ghost' : 'login__btn--primary'}`}
            onClick={() => void navigateTo('codeLogin', { from: params.from, inviteCode: params.inviteCode, valId: params.valId })}
          >
            手机号验证码登录
          </Button>
        </View>
        <View className='login__foot'>
          <Text>登录即表示同意</Text>
          <Text className='login__link' data-testid='login-agreement' onClick={() => void navigateTo('h5PolicyAgreement')}>
            《用户协议》
          </Text>
          <Text>和</Text>
          <Text className='login__link' data-testid='login-privacy' onClick={() => void navigateTo('h5PrivacyGuide')}>
            《隐私政策》
          </Text>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(LoginPage)
