import type { AppConfig } from '../config'
import { LocalMiniProgramLoginProvider, ToutiaoLoginProvider, WeixinLoginProvider, type MiniProgramLoginProvider } from './mini-program'
import { HttpGameAuthProvider, LocalGameAuthProvider, type GameAuthProvider } from './game-auth'
import { HttpPartnerTokenProvider, LocalPartnerTokenProvider, type PartnerTokenProvider } from './partner'
import { HttpRealNameProvider, LocalRealNameProvider, type RealNameProvider } from './real-name'
import { HttpSmsProvider, LocalSmsProvider, type SmsProvider } from './sms'
import { createPayProviders } from './pay/registry'
import { LocalOfficialAccountOAuth, WeixinOfficialAccountOAuth, type OfficialAccountOAuth } from './official-account'
import type { PayProvider, PayProviderName } from './pay/types'
import { createMiniCodes, type MiniCodes } from './mini-code'
import { createRedPacketPayouts, type RedPacketPayouts } from './payout'
import { LocalTextGenerator, type TextGenerator } from './text-generation'
import { OpenAiTextGenerator } from './text-generation-openai'
import { createListingFetch, type ListingFetchProvider } from './listing-fetch'
import { douyinAccessToken, weixinAccessToken } from './platform-token'
import { createSubscribeMessages, type SubscribeMessages } from './subscribe-message'

export interface Providers {
  sms: SmsProvider
  miniProgram: { weixin: MiniProgramLoginProvider; toutiao: MiniProgramLoginProvider }
  realName: RealNameProvider
  partner: PartnerTokenProvider
  gameAuth: GameAuthProvider
  /** Official-account authorisation for JSAPI payment in WeChat's browser; null in production when not configured. */
  officialAccount: OfficialAccountOAuth | null
  /** Enabled payment providers by name (the sandbox outside production by default). */
  pay: ReadonlyMap<PayProviderName, PayProvider>
  /** Help-code images: WeChat/Douyin mini-program codes where configured, a QR of the H5 link otherwise. */
  miniCodes: MiniCodes
  /** Red-packet prize payouts: the sandbox outside production; none (prizes stay pending) in production. */
  payouts?: RedPacketPayouts | null
  /** AI创作's text generation: an OpenAI-compatible API where AI_BASE_URL is set, the local templates otherwise. */
  textGeneration?: TextGenerator
  /**
   * Partner platforms' listings for the link reader: the gateway where LISTING_GATEWAY_URL is set, the sandbox only
   * where LISTING_GATEWAY=sandbox (never in production); none otherwise (links the market data lacks continue by
   * properties).
   */
  listingFetch?: ListingFetchProvider | null
  /** 消息's subscribe messages: WeChat and Douyin where configured, the sandbox otherwise outside production. */
  subscribeMessages?: SubscribeMessages
}

/**
 * Real adapters where the environment configures them, local sandboxes otherwise. In production a missing
 * configuration makes the sandbox constructor throw, so the service refuses to start half-configured.
 */
export function createProviders(
  config: Pick<AppConfig, 'providers' | 'nodeEnv' | 'tokenSecret' | 'payment'>,
  log?: (line: string) => void,
  now: () => number = Date.now,
): Providers {
  const { providers: p, nodeEnv, tokenSecret } = config
  // One access token per platform for everything that calls its server API.
  const tokens = {
    weixin: p.weixin ? weixinAccessToken(p.weixin, now) : null,
    toutiao: p.toutiao ? douyinAccessToken(p.toutiao, now) : null,
  }
  return {
    sms: p.sms ? new HttpSmsProvider(p.sms) : new LocalSmsProvider({ nodeEnv, log }),
    miniProgram: {
      weixin: p.weixin ? new WeixinLoginProvider(p.weixin) : new LocalMiniProgramLoginProvider('weixin', nodeEnv),
      toutiao: p.toutiao ? new ToutiaoLoginProvider(p.toutiao) : new LocalMiniProgramLoginProvider('toutiao', nodeEnv),
    },
    realName: p.realName ? new HttpRealNameProvider(p.realName) : new LocalRealNameProvider(nodeEnv),
    partner: p.partner ? new HttpPartnerTokenProvider(p.partner) : new LocalPartnerTokenProvider(nodeEnv),
    gameAuth: p.gameAuth ? new HttpGameAuthProvider(p.gameAuth) : new LocalGameAuthProvider({ nodeEnv, secret: tokenSecret }),
    // Optional even in production: without it, WeChat's browser pays only where no openid is needed.
    officialAccount: p.officialAccount
      ? new WeixinOfficialAccountOAuth(p.officialAccount)
      : nodeEnv === 'production'
        ? null
        : new LocalOfficialAccountOAuth(nodeEnv),
    pay: createPayProviders(config.payment, nodeEnv, now),
    miniCodes: createMiniCodes({ weixin: p.weixin, toutiao: p.toutiao }, tokens),
    payouts: createRedPacketPayouts(nodeEnv, now, log),
    textGeneration: p.textGeneration ? new OpenAiTextGenerator(p.textGeneration) : new LocalTextGenerator(),
    listingFetch: createListingFetch(p.listingFetch, p.listingSandbox, nodeEnv),
    subscribeMessages: createSubscribeMessages(
      { weixin: p.weixin, toutiao: p.toutiao, templates: p.subscribeTemplates },
      { nodeEnv, tokens, log },
    ),
  }
}

export type { SmsProvider, MiniProgramLoginProvider, RealNameProvider, PartnerTokenProvider, GameAuthProvider, ListingFetchProvider }
export { LocalSmsProvider } from './sms'
export type { GameAuthState, GameAuthStep } from './game-auth'
