import { Type, type Static } from '@sinclair/typebox'

export const ConfigEntry = Type.Object({
  confKey: Type.String(),
  confValue: Type.String({ description: '字符串形式的值' }),
})
export type ConfigEntry = Static<typeof ConfigEntry>

export const GlobalConfigData = Type.Object({ globalConfig: Type.Array(ConfigEntry) })
export type GlobalConfigData = Static<typeof GlobalConfigData>
