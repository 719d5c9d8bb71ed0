import { listGames } from '../src/valuation/catalogue'
import { createTestApp, type TestApp } from './helpers'

/**
 * Home's 估价看点 claim only what the model does (issue 35): no 活邮 "加价" the breakdown never shows, no 初始号保底价,
 * no 遗器 or 稀有英雄 that no question asks, and what the model does not price says 不计入估价, not "worth little".
 */
const API = '/app/v1'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

test('valGameFeature: every claim is something the model prices, or says it is not priced', async () => {
  const all = (await t.post(`${API}/valGameFeature`)).data.list as { gameId: number; features: { title: string; desc: string }[] }[]
  const text = all.flatMap((g) => g.features.map((f) => `${f.title}：${f.desc}`)).join('\n')
  for (const claim of ['加价；', '保底价', '遗器', '稀有英雄', '几乎不计价', '影响很小', '价值有限']) expect(text).not.toContain(claim)
  const genshin = all.find((g) => g.gameId === 10026)!.features.find((f) => f.title === '账号状态')!
  expect(genshin.desc).toBe('非活邮、实名不可改、有违规记录的账号折价；B服账号低于官服')
  // Ranks are asked but never priced (catalogue `priced: false`).
  const unpriced = listGames().flatMap((g) => g.attributes.filter((a) => !a.priced).map((a) => a.label))
  expect(unpriced).toContain('当前段位')
  for (const g of all) for (const f of g.features.filter((x) => x.title === '段位')) expect(f.desc).toContain('不计入估价')
})
