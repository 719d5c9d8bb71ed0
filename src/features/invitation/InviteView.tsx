import { Button, Input, Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { EmptyState, ErrorRetry, ListFooter, ListSkeleton } from '@/components/list-states'
import { isIOSDevice } from '@/components/article/device'
import type { Invitee } from '@/api/invitation'
import { InviteRewardState } from '@/constants/invite'
import { routeUrl, type PageUrl } from '@/constants/routes'
import { SHARE_CAPS, copyShareLink } from '@/platform/share'
import { navigateTo, redirectTo } from '@/router'
import { appStore } from '@/stores/app'
import { formatDate } from '@/utils/time'
import { INVITE_CODE_LENGTH, InviteStore, cleanInviteCode, type InviteLanding } from './invite-store'
import './invite.scss'
import ErrorNote from '@/components/error-note'

const REWARD_TEXT: Record<number, { text: string; tone: string }> = {
  [InviteRewardState.WAITING]: { text: '待好友首次估价', tone: 'wait' },
  [InviteRewardState.REWARDED]: { text: '已获得解锁券', tone: 'ok' },
  [InviteRewardState.NOT_ELIGIBLE]: { text: '该号码已邀请过', tone: 'off' },
}

const RULES = [
  '好友通过你的邀请链接或邀请码注册游戏估价',
  '好友完成首次估价后，你获得 1 张解锁券（30 天内有效）',
  '同一手机号只计一次奖励；解锁券可免费解锁一份报告',
]

/** After a successful registration: the download-app page, opened at the app's settings (spec section 2). */
const openDownloadPage = () => redirectTo(isIOSDevice() ? 'h5DownloadAppIOS' : 'h5DownloadApp', { path: 'setting' })

const inviteLink = (code: string) => routeUrl('missionCenter', { inviteCode: code })

function landingOf(params: Record<string, string | undefined>): InviteLanding | null {
  const code = cleanInviteCode(params.inviteCode ?? '')
  return /^[0-9A-Z]{4,16}$/.test(code) ? { code, autoAccept: params.accept === '1' } : null
}

/** The card a friend sees on an invite link: accept it (logging in first when needed). */
const LandingCard = observer(function LandingCard({ store }: { store: InviteStore }) {
  const landing = store.landing
  if (!landing || store.landingIsMine) return null
  const bound = store.loggedIn && store.boundInviter !== '' && !store.landingError
  const onAccept = async () => {
    if (!store.loggedIn) {
      const from = routeUrl('missionCenter', { inviteCode: landing.code, accept: '1' })
      void navigateTo('codeLogin', { from, ...appStore.loginRefs })
      return
    }
    if (await store.accept()) void openDownloadPage()
  }
  return (
    <View className='inv-card inv-landing' data-testid='invite-landing'>
      <Text className='inv-landing__title'>好友邀请你加入游戏估价</Text>
      <Text className='inv-landing__sub'>按真实成交数据给游戏账号估价，买号卖号心里有数</Text>
      <View className='inv-landing__code'>
        <Text>邀请码 </Text>
        <Text className='inv-landing__code-value'>{landing.code}</Text>
      </View>
      <ErrorNote text={store.landingError} className='inv-error' testId='invite-landing-error' />
      {bound ? (
        <View className='inv-btn inv-btn--off' data-testid='invite-landing-bound'>
          <Text>你已接受邀请</Text>
        </View>
      ) : (
        <View className='inv-btn' data-testid='invite-accept' onClick={() => void onAccept()}>
          <Text>{store.submitting ? '处理中…' : store.loggedIn ? '接受邀请' : '登录并接受邀请'}</Text>
        </View>
      )}
    </View>
  )
})

const MyCodeCard = observer(function MyCodeCard({ store, loginFrom }: { store: InviteStore; loginFrom: PageUrl }) {
  if (!store.loggedIn) {
    // A visitor on a friend's invite link is asked one thing: accept it.
    if (store.landing) return null
    return (
      <View className='inv-card inv-hero' data-testid='invite-logged-out'>
        <Text className='inv-hero__title'>邀请好友 得解锁券</Text>
        <Text className='inv-hero__sub'>好友完成首次估价，你就能免费解锁一份报告</Text>
        <View className='inv-btn' data-testid='invite-login' onClick={() => void navigateTo('codeLogin', { from: loginFrom })}>
          <Text>登录后邀请好友</Text>
        </View>
      </View>
    )
  }
  const copyCode = () => {
    void Taro.setClipboardData({ data: store.myCode }).then(() => Taro.showToast({ title: '邀请码已复制', icon: 'none' }))
  }
  return (
    <View className='inv-card inv-hero' data-testid='invite-mine'>
      <Text className='inv-hero__title'>邀请好友 得解锁券</Text>
      <Text className='inv-hero__sub'>好友完成首次估价，你就能免费解锁一份报告</Text>
      <View className='inv-code'>
        <Text className='inv-code__label'>我的邀请码</Text>
        <Text className='inv-code__value' data-testid='invite-code'>
          {store.myCode || (store.codeError ? '--' : '········')}
        </Text>
        {store.codeError ? <Text className='inv-code__error'>{store.codeError}</Text> : null}
      </View>
      <View className='inv-stats'>
        <View className='inv-stats__item'>
          <Text className='inv-stats__num' data-testid='invite-total'>
            {store.invitees.total}
          </Text>
          <Text className='inv-stats__label'>已邀请（人）</Text>
        </View>
        <View className='inv-stats__item'>
          <Text className='inv-stats__num' data-testid='invite-coupons'>
            {store.couponCount}
          </Text>
          <Text className='inv-stats__label'>获得解锁券（张）</Text>
        </View>
      </View>
      {store.myCode ? (
        <View className='inv-actions'>
          <View className='inv-actions__copy' data-testid='invite-copy' onClick={copyCode}>
            <Text>复制邀请码</Text>
          </View>
          {SHARE_CAPS.chatButton ? (
            <Button className='inv-actions__share' openType='share' data-testid='invite-share'>
              邀请微信好友
            </Button>
          ) : (
            <View
              className='inv-actions__share'
              data-testid='invite-share-link'
              onClick={() => void copyShareLink(inviteLink(store.myCode))}
            >
              <Text>复制邀请链接</Text>
            </View>
          )}
        </View>
      ) : null}
    </View>
  )
})

const EnterCodeCard = observer(function EnterCodeCard({ store }: { store: InviteStore }) {
  if (!store.loggedIn || (store.landing && !store.landingIsMine)) return null
  if (store.boundInviter) {
    return (
      <View className='inv-card' data-testid='invite-bound'>
        <Text className='inv-card__title'>填写邀请码</Text>
        <Text className='inv-muted'>你已绑定邀请人，每个账号只能绑定一次</Text>
      </View>
    )
  }
  const onSubmit = async () => {
    if (await store.submit()) void openDownloadPage()
  }
  return (
    <View className='inv-card' data-testid='invite-enter'>
      <Text className='inv-card__title'>填写邀请码</Text>
      <Text className='inv-muted'>有好友邀请你？填写他的邀请码，帮他得一张解锁券</Text>
      <View className={`inv-field ${store.inputError ? 'inv-field--error' : ''}`}>
        <Input
          className='inv-field__input'
          placeholder={`请输入${INVITE_CODE_LENGTH}位邀请码`}
          maxlength={16}
          value={store.input}
          data-testid='invite-input'
          onInput={(e) => store.setInput(e.detail.value)}
        />
        <View
          className={`inv-field__btn ${store.submitting ? 'inv-field__btn--busy' : ''}`}
          data-testid='invite-submit'
          onClick={() => void onSubmit()}
        >
          <Text>{store.submitting ? '提交中' : '提交'}</Text>
        </View>
      </View>
      {store.inputError ? (
        <Text className='inv-field__error' data-testid='invite-input-error'>
          {store.inputError}
        </Text>
      ) : null}
    </View>
  )
})

function InviteeRow({ item }: { item: Invitee }) {
  const reward = REWARD_TEXT[item.rewardState] ?? REWARD_TEXT[InviteRewardState.WAITING]
  return (
    <View className='inv-row' data-testid='invitee-row'>
      <View className='inv-row__avatar'>
        <Text>{item.nickname.slice(0, 1)}</Text>
      </View>
      <View className='inv-row__main'>
        <Text className='inv-row__name'>{item.nickname}</Text>
        <Text className='inv-row__time'>{formatDate(item.invitedAt)} 接受邀请</Text>
      </View>
      <Text className={`inv-row__state inv-row__state--${reward.tone}`} data-testid='invitee-state'>
        {reward.text}
      </Text>
    </View>
  )
}

const InviteesCard = observer(function InviteesCard({ store }: { store: InviteStore }) {
  if (!store.loggedIn) return null
  const list = store.invitees
  let body: JSX.Element
  if (list.showSkeleton) body = <ListSkeleton rows={2} testId='invitees-skeleton' />
  else if (list.showError) body = <ErrorRetry text={list.errorText} onRetry={() => void list.refresh()} testId='invitees-error' />
  else if (list.isEmpty) body = <EmptyState text='还没有好友接受邀请，快去邀请吧' testId='invitees-empty' />
  else
    body = (
      <View data-testid='invitees'>
        {list.items.map((item) => (
          <InviteeRow key={item.uid} item={item} />
        ))}
        <ListFooter list={list} testId='invitees-footer' />
      </View>
    )
  return (
    <View className='inv-card'>
      <Text className='inv-card__title'>邀请记录</Text>
      {body}
    </View>
  )
})

/** The 邀请好友 tab opens for an invite link. */
export function opensInvite(params: Record<string, string | undefined>): boolean {
  return landingOf(params) !== null
}

/** The invitation state of one 任务中心 page; an invite link's code is kept for registration at once. */
export const createInviteStore = (params: Record<string, string | undefined>) => new InviteStore(landingOf(params))

/** Everything on show and on pull-down: an invite link opened with 接受邀请 pending completes it, then downloads. */
export async function enterInvite(store: InviteStore): Promise<void> {
  if (await store.enter()) void openDownloadPage()
}

/** The share card of the page holding the invitation: my invite link once my code is known. */
export const inviteShareMessage = (store: InviteStore) => ({
  title: '我在用游戏估价给账号估价，邀请你一起来',
  path: store.myCode ? inviteLink(store.myCode) : routeUrl('home'),
})

/**
 * 任务中心 › 邀请好友 (spec tracking "task invite"): my code and its share, what invitations earned, entering a
 * friend's code, and the landing of an invite link. The mission centre owns the page (its pull-down, bottom and
 * share); this panel loads itself on every show, so it is current even while its tab is not the one shown.
 * `loginFrom` is where login returns a visitor who taps 登录后邀请好友.
 */
export const InvitePanel = observer(function InvitePanel({ store, loginFrom }: { store: InviteStore; loginFrom: PageUrl }) {
  useDidShow(() => void enterInvite(store))
  return (
    <View className='inv' data-testid='invite-page'>
      <LandingCard store={store} />
      <MyCodeCard store={store} loginFrom={loginFrom} />
      <EnterCodeCard store={store} />
      <InviteesCard store={store} />
      <View className='inv-card'>
        <Text className='inv-card__title'>邀请规则</Text>
        {RULES.map((r, i) => (
          <View key={r} className='inv-rule'>
            <Text className='inv-rule__num'>{i + 1}</Text>
            <Text className='inv-rule__text'>{r}</Text>
          </View>
        ))}
      </View>
    </View>
  )
})
