import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import PageShell from '@/components/page-shell'
import { SERVICE_HOURS, SUPPORT_EMAIL } from '@/content/agreements'
import { navigateTo } from '@/router'
import './contactUs.scss'

function copyEmail() {
  // The platform shows its own "内容已复制" toast on some hosts; ours replaces it so every platform says the same.
  Taro.setClipboardData({ data: SUPPORT_EMAIL })
    .then(() => Taro.showToast({ title: '已复制', icon: 'none' }))
    .catch(() => Taro.showToast({ title: '复制失败，请长按邮箱地址手动复制', icon: 'none' }))
}

export default function Page() {
  return (
    <PageShell>
      <View className='contact-us'>
        <View className='contact-us__card'>
          <View className='contact-us__row'>
            <Text className='contact-us__label'>客服时间</Text>
            <Text className='contact-us__value'>{SERVICE_HOURS}</Text>
          </View>
          <View className='contact-us__row contact-us__row--stack'>
            <Text className='contact-us__label'>客服邮箱</Text>
            <View className='contact-us__email'>
              <Text className='contact-us__value' userSelect>
                {SUPPORT_EMAIL}
              </Text>
              <View className='contact-us__copy' onClick={copyEmail}>
                <Text className='contact-us__copy-text'>复制</Text>
              </View>
            </View>
          </View>
          <Text className='contact-us__hint'>邮件一般在 1 个工作日内回复；非客服时间收到的邮件，将在下一个工作时段处理。</Text>
        </View>

        <View className='contact-us__card contact-us__entry' onClick={() => void navigateTo('feedback')}>
          <View className='contact-us__entry-text'>
            <Text className='contact-us__entry-title'>意见反馈</Text>
            <Text className='contact-us__entry-desc'>估价不准、功能问题或建议，都可以告诉我们</Text>
          </View>
          <Text className='contact-us__arrow'>›</Text>
        </View>

        <View className='contact-us__notice'>
          <Text className='contact-us__notice-title'>安全提醒</Text>
          <Text className='contact-us__notice-text'>
            游戏估价的客服不会向您索要短信验证码、账号密码或支付密码，也不会要求您向个人账户转账。遇到此类要求，请立即停止操作。
          </Text>
        </View>
      </View>
    </PageShell>
  )
}
