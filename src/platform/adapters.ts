/**
 * One interface per platform adapter, and the proof that every variant satisfies it. Taro picks `x.h5.ts`,
 * `x.weapp.ts` or `x.tt.ts` over `x.ts` at build time, while the type checker only ever sees `x.ts`; without
 * these checks a variant could drift from what its importers were compiled against. Types only: nothing
 * imports this file at run time, `npm run typecheck` checks it.
 */
export type BridgeAdapter = typeof import('./bridge')
export type DebugConsoleAdapter = typeof import('./debug-console')
export type EnvAdapter = typeof import('./env')
export type ExposureAdapter = typeof import('./exposure')
export type ExternalUrlAdapter = typeof import('./external-url')
export type HostLoginAdapter = typeof import('./host-login')
export type MiniLoginAdapter = typeof import('./mini-login')
export type PaymentAdapter = typeof import('./payment')
export type PictureAdapter = typeof import('./picture')
export type PrivacyAuthorizationAdapter = typeof import('./privacy-authorization')
export type SaveImageAdapter = typeof import('./save-image')
export type ShareLinkAdapter = typeof import('./share-link')
export type ShareAdapter = typeof import('./share')
export type ShareCoverAdapter = typeof import('./share-cover')
export type SubscribeMessageAdapter = typeof import('./subscribe-message')
export type SystemInfoAdapter = typeof import('./system-info')
export type TerminalAdapter = typeof import('./terminal')
export type ToastAdapter = typeof import('./toast')
export type VendorAdapter = typeof import('./vendor')

/** Compiles only when `Variant` provides every export of `Adapter` with a compatible type. */
type Satisfies<Variant extends Adapter, Adapter> = [Variant, Adapter]

export type VariantChecks = [
  Satisfies<typeof import('./bridge.h5'), BridgeAdapter>,
  Satisfies<typeof import('./debug-console.h5'), DebugConsoleAdapter>,
  Satisfies<typeof import('./env.h5'), EnvAdapter>,
  Satisfies<typeof import('./exposure.h5'), ExposureAdapter>,
  Satisfies<typeof import('./external-url.h5'), ExternalUrlAdapter>,
  Satisfies<typeof import('./host-login.h5'), HostLoginAdapter>,
  Satisfies<typeof import('./mini-login.h5'), MiniLoginAdapter>,
  Satisfies<typeof import('./mini-login.tt'), MiniLoginAdapter>,
  Satisfies<typeof import('./payment.h5'), PaymentAdapter>,
  Satisfies<typeof import('./payment.tt'), PaymentAdapter>,
  Satisfies<typeof import('./picture.h5'), PictureAdapter>,
  Satisfies<typeof import('./privacy-authorization.h5'), PrivacyAuthorizationAdapter>,
  Satisfies<typeof import('./save-image.h5'), SaveImageAdapter>,
  Satisfies<typeof import('./share-link.h5'), ShareLinkAdapter>,
  Satisfies<typeof import('./share.h5'), ShareAdapter>,
  Satisfies<typeof import('./share-cover.h5'), ShareCoverAdapter>,
  Satisfies<typeof import('./subscribe-message.h5'), SubscribeMessageAdapter>,
  Satisfies<typeof import('./system-info.h5'), SystemInfoAdapter>,
  Satisfies<typeof import('./terminal.h5'), TerminalAdapter>,
  Satisfies<typeof import('./terminal.weapp'), TerminalAdapter>,
  Satisfies<typeof import('./terminal.tt'), TerminalAdapter>,
  Satisfies<typeof import('./toast.h5'), ToastAdapter>,
  Satisfies<typeof import('./vendor.h5'), VendorAdapter>,
]
