/**
 * Which host an H5 page runs inside, read from the user agent. Pure functions so the rules are testable;
 * `env.h5.ts` feeds them the real user agent.
 */

/** Marker the partner app puts in its webview user agent (the spec names the partner "px"; see report). */
export const PARTNER_APP_UA_MARKER = /pxb|paixiaobao/i

export const isWechatUA = (ua: string) => /MicroMessenger/i.test(ua)
/** H5 inside a WeChat mini-program web-view. */
export const isMiniProgramUA = (ua: string) => /miniProgram/i.test(ua)
/** Douyin / Toutiao apps and their mini-program web-views. */
export const isToutiaoUA = (ua: string) => /aweme|NewsArticle|ToutiaoMicroApp|Toutiao|BytedanceWebview|ByteLocale/i.test(ua)
export const isPartnerAppUA = (ua: string) => PARTNER_APP_UA_MARKER.test(ua)
