import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { SERVICE_HOURS } from '@/content/agreements'
import { SUPPORT_CONFIG_KEY, checkSupportContact, type SupportContact } from '@/constants/support'
import { navigateTo } from '@/router'
import { appStore } from '@/stores/app'
import { readConfigJson } from '@/utils/config-json'
import './contact-us.scss'

/** The operators' channels (`app.support` in global config), each field kept only if it passes the shared rules. */
function readSupportContact(value: unknown): SupportContact {
  return readConfigJson(value, (raw) => checkSupportContact(raw).contact, {})
}

const CHANNELS = [
  { field: 'phone', label: '客服电话' },
  { field: 'wechat', label: '客服微信' },
  { field: 'qq', label: '客服QQ' },
  { field: 'email', label: '客服邮箱' },
] as const

function copy(value: string) {
  // The platform shows its own "内容已复制" toast on some hosts; ours replaces it so every platform says the same.
  Taro.setClipboardData({ data: value })
    .then(() => Taro.showToast({ title: '已复制', icon: 'none' }))
    .catch(() => Taro.showToast({ title: '复制失败，请长按手动复制', icon: 'none' }))
}

/**
 * 联系我们: the feedback page is the channel that always works (and the only one until operators configure
 * `app.support`); configured phone, WeChat, QQ and e-mail follow, with the service hours.
 */
function ContactUsPage() {
  useEffect(() => {
    if (!appStore.configLoaded) void appStore.loadGlobalConfig()
  }, [])
  const contact = readSupportContact(appStore.globalConfig[SUPPORT_CONFIG_KEY])
  const channels = CHANNELS.filter((c) => contact[c.field])
  return (
    <PageShell>
      <View className='contact-us'>
        <View className='contact-us__card contact-us__entry' data-testid='contact-feedback' onClick={() => void navigateTo('feedback')}>
          <View className='contact-us__entry-text'>
            <Text className='contact-us__entry-title'>在线反馈</Text>
            <Text className='contact-us__entry-desc'>估价不准、功能问题、账号问题或建议，提交后我们会尽快处理并回复</Text>
          </View>
          <Text className='contact-us__arrow'>›</Text>
        </View>

        <View className='contact-us__card'>
          <View className='contact-us__row'>
            <Text className='contact-us__label'>客服时间</Text>
            <Text className='contact-us__value' data-testid='contact-hours'>
              {contact.hours ?? SERVICE_HOURS}
            </Text>
          </View>
          {channels.map(({ field, label }) => {
            const value = contact[field] as string
            return (
              <View key={field} className='contact-us__row contact-us__row--stack' data-testid={`contact-${field}`}>
                <Text className='contact-us__label'>{label}</Text>
                <View className='contact-us__email'>
                  <Text className='contact-us__value' userSelect>
                    {value}
                  </Text>
                  <View className='contact-us__actions'>
                    {field === 'phone' ? (
                      <View
                        className='contact-us__copy'
                        data-testid='contact-call'
                        onClick={() => void Taro.makePhoneCall({ phoneNumber: value }).catch(() => undefined)}
                      >
                        <Text className='contact-us__copy-text'>拨打</Text>
                      </View>
                    ) : null}
                    <View className='contact-us__copy' data-testid={`contact-copy-${field}`} onClick={() => copy(value)}>
                      <Text className='contact-us__copy-text'>复制</Text>
                    </View>
                  </View>
                </View>
              </View>
            )
          })}
          <Text className='contact-us__hint'>
            {channels.length
              ? '非客服时间收到的消息，将在下一个工作时段处理。'
              : '目前通过在线反馈联系我们；非客服时间提交的反馈，将在下一个工作时段处理。'}
          </Text>
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

export default observer(ContactUsPage)
