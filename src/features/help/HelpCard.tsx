import { useEffect, useState } from 'react'
import { Button, Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { HELP_RULES_TEXT } from '@/constants/help'
import { SHARE_CAPS, copyShareLink } from '@/platform/share'
import { SubscribePrompt } from '@/features/messages'
import { HelpProgress } from './HelpProgress'
import { HelpCardStore } from './help-card-store'
import './help.scss'

/**
 * 邀请好友助力 on a locked report: progress (avatars, 还差 N 人) and the ways to ask friends: a share card on the
 * mini-programs, the copied link on H5, and the help code image to scan face to face. The rules line says what
 * the service enforces, so a friend's refusal (40035, 40036) comes as no surprise to the owner.
 */
function HelpCard({ valId }: { valId: string }) {
  const [store] = useState(() => new HelpCardStore(valId))
  useEffect(() => {
    void store.load()
  }, [store])
  useDidShow(() => void store.load())
  const share = store.share
  if (!share || share.unlocked) return null
  return (
    <View className='help-card' data-testid='help-card'>
      <View className='help-card__head'>
        <Text className='help-card__title'>邀请好友助力</Text>
        <Text className='help-card__free'>{share.required} 位好友助力即可免费解锁</Text>
      </View>
      <HelpProgress progress={share} />
      <Text className='help-card__rules' data-testid='help-rules'>
        {HELP_RULES_TEXT}
      </Text>
      {share.expired ? null : (
        <View className='help-card__actions'>
          {SHARE_CAPS.chatButton ? (
            <Button className='help-card__main' openType='share' data-help='1' data-testid='help-share' onClick={() => store.markShared()}>
              分享给好友
            </Button>
          ) : (
            <View
              className='help-card__main'
              data-testid='help-copy'
              onClick={() => {
                store.markShared()
                void copyShareLink(share.path)
              }}
            >
              <Text>复制助力链接</Text>
            </View>
          )}
          <View className='help-card__action' data-testid='help-qr-btn' onClick={() => store.toggleQr()}>
            <Text>{store.showQr ? '收起助力码' : '面对面扫码'}</Text>
          </View>
        </View>
      )}
      {/* Asked for help just now: a mini-program player may be told when friends help. */}
      {store.shared && !share.expired ? <SubscribePrompt topic='help' /> : null}
      {store.showQr && !share.expired ? (
        <View className='help-card__qr' data-testid='help-qr'>
          <Image className='help-card__qr-img' src={share.qrImage} mode='aspectFit' showMenuByLongpress />
          <Text className='help-card__hint'>{share.qrKind === 'link' ? '好友用微信或浏览器扫码助力' : '好友用微信扫码即可助力'}</Text>
        </View>
      ) : null}
    </View>
  )
}

export default observer(HelpCard)
