import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootPage, byTestId, net, pageText, tap, text, toasts, waitFor } from './helpers'
import { REPORTS, bodiesOf, fail, marketService, ok, typeUntil } from './market-fixtures'
import { aiCreateStore } from '../../src/features/ai-create/store'
import { aiCreateCache } from '../../src/platform/caches'
import { sessionStore } from '../../src/stores/session'

/**
 * AI创作 in the real app: pick a report and a tone, generate, edit, regenerate, copy; recent results from the
 * AI-create cache; a locked report's copy shows no price; logout clears the cache.
 */

const UNLOCKED = REPORTS[0].valId
const LOCKED = 'r_cccccccccccccccc'
const copy = (over: Record<string, unknown> = {}) => ({
  title: '王者荣耀｜荣耀典藏皮肤×2 全英雄',
  sellingPoints: ['荣耀典藏皮肤×2', '全英雄', '如实说明：实名不可修改'],
  description: '王者荣耀账号，荣耀典藏皮肤×2，全英雄。需说明：实名不可修改。参考价 ¥3,800–¥5,200。',
  priceRange: { lowFen: 380000, highFen: 520000 },
  aiGenerated: true,
  provider: 'local',
  tone: '简洁',
  gameId: 10013,
  gameName: '王者荣耀',
  valId: UNLOCKED,
  ...over,
})
let aiReply = (_body: Record<string, unknown>) => ok(copy())
const reports = [
  ...REPORTS,
  { valId: LOCKED, status: 1, evaluateType: 2, gameId: 10013, gameName: '王者荣耀', level: 'R', createdAt: Date.UTC(2026, 9, 22) },
]

beforeAll(async () => {
  await bootPage('#/subPages/ai-creating/index', {
    reply: marketService({
      'val/reportList': () => ok({ total: reports.length, list: reports }),
      'ai/create': (r) => aiReply(r.data ?? {}),
    }),
    ready: 'ai-generate',
  })
  // Booting clears the caches (a fresh login): the recent results are put back, and the page entered again.
  aiCreateCache.write({
    recent: [
      {
        id: 'old-1',
        createdAt: Date.UTC(2026, 9, 1),
        data: copy({ title: '原神｜胡桃满命', gameName: '原神', gameId: 10026, tone: '活泼' }),
        title: '原神｜胡桃满命（改过的标题）',
        points: '胡桃满命',
        description: '改过的描述',
      },
    ],
  })
  await act(async () => {
    aiCreateStore.open()
  })
})

beforeEach(() => {
  net.requests.length = 0
  toasts.length = 0
})

it('is not a shell, and restores an edited result from the AI-create cache', async () => {
  expect(pageText()).not.toContain('功能建设中')
  await waitFor(() => byTestId('ai-recent-old-1') !== null, 'the recent list')
  await tap('ai-recent-old-1')
  // Taro's Input draws its <input> in a later frame; on a busy machine it is not there yet right after the tap.
  await waitFor(() => byTestId('ai-title')?.querySelector('input') != null, 'the title field')
  expect((byTestId('ai-title')?.querySelector('input') as HTMLInputElement).value).toBe('原神｜胡桃满命（改过的标题）')
  expect(text('ai-label')).toContain('AI生成，仅供参考')
  await tap('ai-again')
})

it('refuses to generate without a report', async () => {
  await waitFor(() => byTestId(`report-${UNLOCKED}`) !== null, 'the reports')
  await tap('ai-generate')
  expect(text('account-error')).toBe('请选择一份估价报告')
  expect(bodiesOf('ai/create')).toEqual([])
})

it('generates from an unlocked report in the chosen tone: labelled, editable, with the suggested price', async () => {
  await tap(`report-${UNLOCKED}`)
  await tap('ai-tone-详细')
  aiReply = () => ok(copy({ tone: '详细' }))
  await tap('ai-generate')
  await waitFor(() => byTestId('ai-result') !== null, 'the copy')
  const [body] = bodiesOf('ai/create')
  expect(body).toMatchObject({ valId: UNLOCKED, tone: '详细' })
  expect(typeof body.seed).toBe('number')
  expect(text('ai-label')).toContain('AI生成，仅供参考')
  expect(text('ai-price-range')).toBe('¥3,800 - ¥5,200')
  await typeUntil('ai-description', '我改过的描述', () => aiCreateStore.draft?.description === '我改过的描述')
  // The edit is kept in the cache with the result.
  const cached = aiCreateCache.read<{ recent: { description: string }[] }>()
  expect(cached?.recent[0].description).toBe('我改过的描述')
  expect(cached?.recent).toHaveLength(2)
})

it('copies the edited text with Taro.setClipboardData', async () => {
  await tap('ai-copy')
  const copied = (Taro.setClipboardData as jest.Mock).mock.calls.at(-1)?.[0].data as string
  expect(copied).toContain('王者荣耀｜荣耀典藏皮肤×2 全英雄')
  expect(copied).toContain('· 全英雄')
  expect(copied).toContain('我改过的描述')
  expect(copied).toContain('参考价：¥3,800 - ¥5,200')
  expect(toasts).toContain('文案已复制')
})

it('regenerates the same report with a new seed and the tone now picked; a failure keeps the copy on screen', async () => {
  await tap('ai-tone-活泼')
  aiReply = () => ok(copy({ tone: '活泼', title: '出王者荣耀！荣耀典藏皮肤×2～' }))
  const before = aiCreateStore.draft?.id
  await tap('ai-regenerate')
  await waitFor(() => aiCreateStore.draft?.id !== before, 'the new copy')
  const [body] = bodiesOf('ai/create')
  expect(body).toMatchObject({ valId: UNLOCKED, tone: '活泼' })
  const titleField = () => byTestId('ai-title')?.querySelector('input') as HTMLInputElement | null
  await waitFor(() => titleField()?.value === '出王者荣耀！荣耀典藏皮肤×2～', 'the title field to show the new copy')
  expect((byTestId('ai-title')?.querySelector('input') as HTMLInputElement).value).toBe('出王者荣耀！荣耀典藏皮肤×2～')
  aiReply = () => fail(42900, '今日AI创作次数已用完（每天20次），请明天再试')
  await tap('ai-regenerate')
  await waitFor(() => text('ai-error') === '今日AI创作次数已用完（每天20次），请明天再试', 'the limit message')
  expect(byTestId('ai-result')).not.toBeNull()
})

it('a locked report: no price anywhere on the page', async () => {
  await tap('ai-again')
  await waitFor(() => byTestId(`report-${LOCKED}`) !== null, 'the reports')
  await tap(`report-${LOCKED}`)
  aiReply = () => ok(copy({ valId: LOCKED, priceRange: undefined, description: '王者荣耀账号，全英雄。走平台流程交易。' }))
  await tap('ai-generate')
  await waitFor(() => byTestId('ai-result') !== null, 'the copy')
  expect(bodiesOf('ai/create')[0]).toMatchObject({ valId: LOCKED })
  expect(byTestId('ai-price')).toBeNull()
  expect(text('ai-no-price')).toBe('解锁估价报告后可获得建议价格区间')
  expect(pageText()).not.toMatch(/[¥￥]/)
})

it('logout clears the AI-create cache', async () => {
  expect(aiCreateCache.read()).toBeTruthy()
  await act(async () => {
    await sessionStore.logout()
  })
  expect(aiCreateCache.read()).toBeFalsy()
})
