import { Type, type Static } from '@sinclair/typebox'
import { GameFeature, Slogan } from '../home'
import { BannerLimit } from '../values/banner'

/**
 * 首页与内容 (issue 38 point 1): the home banners, the home texts, the download links and the support contact. The
 * schemas only bound the sizes; what a banner or a link must be is checked by the banner and config modules with the
 * CLI's rules, so the console hears the CLI's messages.
 */

const BannerId = Type.Integer({ minimum: 1, maximum: 1_000_000 })
const text = (max: number, description?: string) => Type.String({ maxLength: max, ...(description ? { description } : {}) })
const Time = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])

/** A banner as an operator sets it (the service checks each field against the others). */
const BannerFields = {
  title: text(200, `标题，1-${BannerLimit.TITLE_MAX} 字`),
  desc: text(400, `副标题，最多 ${BannerLimit.DESC_MAX} 字`),
  image: text(1000, '图片：上传后得到的 /media/banner/… 路径或 https 地址；空字符串为渐变卡片'),
  colors: Type.Array(text(20), { maxItems: 5, description: '渐变两色，如 ["#1677ff", "#4f9bff"]' }),
  jumpType: Type.Integer({ description: '跳转类型：1 外链，2 App 页面，3 站内页面，4 第三方' }),
  jumpPage: Type.Union([Type.Integer(), Type.Null()], {
    description: '站内功能页（仅跳转类型 3）：1 估价，2 找意向账号，3 我亏了吗，4 授权估价',
  }),
  target: text(1000, '跳转地址：外链/第三方为 https 网址，App 页面名，或站内页面路径'),
  body: Type.Array(text(2000), { maxItems: 200, description: '落地页段落（"## " 开头为小标题）' }),
  action: Type.Union([Type.Object({ text: text(100), path: text(1000) }), Type.Null()], { description: '落地页按钮；null 为无' }),
  startAt: Time,
  endAt: Time,
  enabled: Type.Boolean(),
}

export const BannerCreateBody = Type.Object({
  ...BannerFields,
  sort: Type.Optional(Type.Integer({ description: '排序，越小越靠前；不填排在最后' })),
})
export type BannerCreateBody = Static<typeof BannerCreateBody>

export const BannerUpdateBody = Type.Object({
  id: BannerId,
  updatedAt: Type.Integer({ description: '打开编辑时横幅的 updatedAt；之后被他人改过则拒绝' }),
  ...BannerFields,
  sort: Type.Integer(),
})
export type BannerUpdateBody = Static<typeof BannerUpdateBody>

export const BannerIdBody = Type.Object({ id: BannerId })
export type BannerIdBody = Static<typeof BannerIdBody>

export const BannerReorderBody = Type.Object({
  ids: Type.Array(BannerId, { maxItems: 500, description: '全部横幅的 id，按新的顺序' }),
})
export type BannerReorderBody = Static<typeof BannerReorderBody>

export const BannerState = Type.Union([Type.Literal('live'), Type.Literal('scheduled'), Type.Literal('ended'), Type.Literal('disabled')], {
  description: 'live 展示中，scheduled 未开始，ended 已结束，disabled 已停用',
})
export type BannerState = Static<typeof BannerState>

export const ConsoleBanner = Type.Object({
  id: Type.Integer(),
  ...BannerFields,
  sort: Type.Integer(),
  state: BannerState,
  updatedAt: Type.Integer({ description: '最后修改时间，UTC 毫秒' }),
})
export type ConsoleBanner = Static<typeof ConsoleBanner>

export const ConsoleBannerList = Type.Object({ list: Type.Array(ConsoleBanner) })
export type ConsoleBannerList = Static<typeof ConsoleBannerList>

/** base64 of at most IMAGE_MAX_BYTES. */
const IMAGE_BASE64_MAX = Math.ceil(BannerLimit.IMAGE_MAX_BYTES / 3) * 4

export const BannerImageBody = Type.Object({
  data: Type.String({
    minLength: 1,
    maxLength: IMAGE_BASE64_MAX + 4,
    description: `图片文件的 base64：PNG、JPG 或 WEBP（按内容识别），不超过 ${BannerLimit.IMAGE_MAX_BYTES / 1024 / 1024}MB`,
  }),
})
export type BannerImageBody = Static<typeof BannerImageBody>

export const BannerImageData = Type.Object({
  image: Type.String({ description: '横幅的 image 字段填这个路径' }),
  url: Type.String({ description: '玩家端加载的完整地址' }),
  mime: Type.String(),
  size: Type.Integer({ description: '字节' }),
  width: Type.Integer(),
  height: Type.Integer(),
})
export type BannerImageData = Static<typeof BannerImageData>

// ---- 首页文案 ----

export const HomeTextsData = Type.Object({
  slogan: Type.Union([Slogan, Type.Null()], { description: '首页标语（home_slogan）；未设置为 null' }),
  games: Type.Array(
    Type.Object({ gameId: Type.Integer(), name: Type.String(), enabled: Type.Boolean(), features: Type.Array(GameFeature) }),
    { description: '各游戏的特色说明' },
  ),
})
export type HomeTextsData = Static<typeof HomeTextsData>

const ShortText = text(200)
export const SloganBody = Type.Object({
  title: ShortText,
  span: ShortText,
  div: Type.Array(Type.Object({ icon: text(40), span: ShortText, title: ShortText }), { minItems: 3, maxItems: 3 }),
})
export type SloganBody = Static<typeof SloganBody>

export const GameFeaturesBody = Type.Object({
  gameId: Type.Integer({ minimum: 1 }),
  features: Type.Array(Type.Object({ title: ShortText, desc: text(500) }), { maxItems: 20 }),
})
export type GameFeaturesBody = Static<typeof GameFeaturesBody>

// ---- 下载与客服 ----

const optionalText = (description: string) => Type.Optional(Type.String({ description }))

export const AppLinksData = Type.Object({
  download: Type.Object({
    android: optionalText('安卓下载地址'),
    ios: optionalText('iOS 下载地址'),
    scheme: optionalText('App 唤起协议，如 gujia://'),
  }),
  support: Type.Object({
    email: optionalText('客服邮箱'),
    phone: optionalText('客服电话'),
    wechat: optionalText('客服微信'),
    qq: optionalText('客服 QQ'),
    hours: optionalText('服务时间'),
  }),
})
export type AppLinksData = Static<typeof AppLinksData>

/** Every field; an empty string clears it. */
export const AppDownloadBody = Type.Object({ android: text(1000), ios: text(1000), scheme: text(100) })
export type AppDownloadBody = Static<typeof AppDownloadBody>

export const SupportContactBody = Type.Object({ email: text(200), phone: text(100), wechat: text(100), qq: text(100), hours: text(200) })
export type SupportContactBody = Static<typeof SupportContactBody>
