import { Type, type Static } from '@sinclair/typebox'

export const SloganItem = Type.Object({
  icon: Type.String({ description: '图标名，由客户端映射为图片' }),
  span: Type.String(),
  title: Type.String(),
})
export type SloganItem = Static<typeof SloganItem>

export const Slogan = Type.Object({
  title: Type.String(),
  span: Type.String(),
  div: Type.Array(SloganItem, { minItems: 3, maxItems: 3 }),
})
export type Slogan = Static<typeof Slogan>

export const ValMainData = Type.Object({ slogan: Slogan })
export type ValMainData = Static<typeof ValMainData>

export const GameSummary = Type.Object({
  gameId: Type.Integer(),
  name: Type.String(),
  genre: Type.String(),
  icon: Type.String({ description: '图标名，由客户端映射为图片' }),
  valuationCount: Type.Integer({ description: '该游戏累计估价次数' }),
  assetTerms: Type.Array(Type.String(), {
    maxItems: 2,
    description: '该游戏主要计价资产的简称（来自估价目录），用于属性估价、授权读取等说明，如 皮肤、英雄',
  }),
  scanTypes: Type.Array(Type.Union([Type.Literal(1), Type.Literal(2)]), {
    description:
      '该游戏可用的扫码授权方式：1 QQ、2 微信（账号为 QQ / 微信账号的游戏，如王者荣耀两者皆有、英雄联盟仅 QQ）；原神等自有账号体系的游戏为空',
  }),
  campId: Type.Boolean({ description: '该游戏可用营地ID授权（有营地 App 的游戏：王者荣耀的王者营地、和平精英的和平营地）' }),
})
export type GameSummary = Static<typeof GameSummary>

export const ValGameMainData = Type.Object({ list: Type.Array(GameSummary) })
export type ValGameMainData = Static<typeof ValGameMainData>

export const ValGameFeatureBody = Type.Object({
  gameId: Type.Optional(Type.Integer({ minimum: 1, maximum: 99999999, description: '不传则返回全部游戏' })),
})
export type ValGameFeatureBody = Static<typeof ValGameFeatureBody>

export const GameFeature = Type.Object({
  title: Type.String(),
  desc: Type.String(),
})
export type GameFeature = Static<typeof GameFeature>

export const GameFeatures = Type.Object({
  gameId: Type.Integer(),
  name: Type.String(),
  features: Type.Array(GameFeature),
})
export type GameFeatures = Static<typeof GameFeatures>

export const ValGameFeatureData = Type.Object({ list: Type.Array(GameFeatures) })
export type ValGameFeatureData = Static<typeof ValGameFeatureData>

export const ValMainCountData = Type.Object({
  userCount: Type.Integer({ description: '注册用户数' }),
  valuationCount: Type.Integer({ description: '累计估价次数' }),
})
export type ValMainCountData = Static<typeof ValMainCountData>
