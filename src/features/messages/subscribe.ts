import { recordSubscription } from '@/api/messages'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { hostLoginCode } from '@/platform/host-login'
import { requestSubscribe, subscribeSupported } from '@/platform/subscribe-message'
import { detectTerminal } from '@/platform/terminal'
import { appStore } from '@/stores/app'
import { track } from '@/tracker'
import { SUBSCRIBE_CONFIG_KEY, type SubscribeTemplates, type SubscribeTopic } from '../../../server/src/contract/values/messages'

/** The template of `topic` on this mini-program, as the service offers it in config/global; null where there is none. */
export function subscribeTemplate(topic: SubscribeTopic): string | null {
  if (!subscribeSupported) return null
  const terminal = detectTerminal()
  if (terminal !== 'weixin' && terminal !== 'toutiao') return null
  const raw = appStore.globalConfig[SUBSCRIBE_CONFIG_KEY]
  if (typeof raw !== 'string') return null
  try {
    const id = (JSON.parse(raw) as SubscribeTemplates)[terminal]?.[topic]
    return typeof id === 'string' && id ? id : null
  } catch {
    return null
  }
}

export type SubscribeOutcome = 'accepted' | 'declined' | 'unrecorded'

/**
 * Asks the player for one subscribe message of `topic`: the host's dialog (call this first in a tap handler, or the
 * host shows none), then, when they accept, the service is told with a fresh login code (so it knows their openid on
 * this mini-program). Never throws: whatever happens, the page goes on.
 */
export async function askSubscribe(topic: SubscribeTopic): Promise<SubscribeOutcome> {
  const template = subscribeTemplate(topic)
  if (!template) return 'declined'
  const accepted = (await requestSubscribe([template])).length > 0
  let outcome: SubscribeOutcome = accepted ? 'accepted' : 'declined'
  if (accepted) {
    const code = await hostLoginCode()
    try {
      await recordSubscription({ topic, ...(code ? { code } : {}) })
    } catch {
      outcome = 'unrecorded'
    }
  }
  track(TrackEventType.EVENT, TrackName.MESSAGES, { action: 'subscribe', topic, outcome }, 'mine.messages.subscribe')
  return outcome
}
