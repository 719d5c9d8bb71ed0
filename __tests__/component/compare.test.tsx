import Taro from '@tarojs/taro'
import { bootPage, byTestId, currentPage, net, pageText, tap, text, urls, waitFor, type Req } from './helpers'
import { reLaunch } from '../../src/router'
import { recentEvents } from '../../src/tracker'
import { TrackName } from '../../src/constants/tracker'

/** The PK compare page and the shared-comparison pages in the real app; only the network is replaced. */

const report = (valId: string, gameId: number, status: number, level = 'SR') => ({
  valId,
  status,
  evaluateType: 2,
  gameId,
  gameName: gameId === 10013 ? '王者荣耀' : '和平精英',
  level,
  createdAt: Date.UTC(2026, 10, 1, 4),
})
const REPORTS = [report('r_a', 10013, 2), report('r_b', 10013, 2, 'SSR'), report('r_c', 10011, 2), report('r_locked', 10013, 1)]

const side = (valId: string, estimateFen: number) => ({
  valId,
  estimateFen,
  level: 'SR',
  range: { lowFen: estimateFen - 10000, highFen: estimateFen + 10000 },
})
/** A PK row from report A's and report B's row: A is the base. */
function row(
  key: string,
  label: string,
  [baseValue, baseContributionFen]: [string, number],
  [otherValue, otherContributionFen]: [string, number],
) {
  return {
    key,
    label,
    baseValue,
    otherValue,
    baseContributionFen,
    otherContributionFen,
    diffFen: otherContributionFen - baseContributionFen,
  }
}
const swap = (r: ReturnType<typeof row>) =>
  row(r.key, r.label, [r.otherValue, r.otherContributionFen], [r.baseValue, r.baseContributionFen])

/** A comparison as the service answers it; items deliberately not sorted, one without effect. */
function comparison(mode: number) {
  const sign = mode === 0 ? 1 : -1
  const [base, other] = mode === 0 ? [side('r_a', 1_024_000), side('r_b', 1_152_000)] : [side('r_b', 1_152_000), side('r_a', 1_024_000)]
  return {
    gameId: 10013,
    gameName: '王者荣耀',
    mode,
    base,
    other,
    gapFen: sign * 128_000,
    gapPct: mode === 0 ? 12.5 : -11.1,
    // The two reports' rows (A's amounts, then B's); the PK's are B − A, or A − B with B as the base.
    items: [
      row('heroCount', '英雄数量', ['100个', 40_000], ['110个', 68_000]),
      row('skins', '皮肤', ['传说×3', 200_000], ['传说×5', 300_000]),
      row('vip', '贵族等级', ['V5', 0], ['V5', 0]),
    ].map((r) => (mode === 0 ? r : swap(r))),
    text: '对比号比基准号高1280元',
  }
}

const pkHead = (reportId: string) => ({ reportId, status: 2, createdAt: Date.UTC(2026, 10, 2, 6, 30) })
/** Earlier PK reports (val/compareList): one per mode of the same pair. */
function pkItem(reportId: string, mode: number) {
  const { base, other, gapFen, gapPct, gameId, gameName } = comparison(mode)
  const brief = (s: typeof base) => ({ valId: s.valId, estimateFen: s.estimateFen, level: s.level })
  return { ...pkHead(reportId), gameId, gameName, mode, base: brief(base), other: brief(other), gapFen, gapPct }
}
const PK_LIST = [pkItem('r_pk1', 1), pkItem('r_pk0', 0)]

let reply: (r: Req) => { code: number; msg: string; data?: unknown }
const clipboard: string[] = []

beforeAll(async () => {
  reply = (r) => {
    const url = r.url.split('?')[0]
    if (url === '/app/v1/val/reportList') return { code: 200, msg: 'ok', data: { list: REPORTS, total: REPORTS.length } }
    if (url === '/app/v1/val/compare') {
      const mode = Number(r.data?.mode ?? 0)
      return { code: 200, msg: 'ok', data: { ...comparison(mode), ...pkHead(`r_pk${mode}`) } }
    }
    if (url === '/app/v1/val/compareList') return { code: 200, msg: 'ok', data: { list: PK_LIST, total: PK_LIST.length } }
    if (url === '/app/v1/val/compareShare')
      return { code: 200, msg: 'ok', data: { token: 'c_tok', path: '/pages/h5/report/compareShare?token=c_tok' } }
    if (url === '/app/v1/val/sharedCompare')
      return r.data?.token === 'c_tok'
        ? { code: 200, msg: 'ok', data: { ...comparison(1), sharedAt: 1 } }
        : { code: 40004, msg: '分享不存在或已失效', data: null }
    return { code: 200, msg: 'ok', data: null }
  }
  await bootPage('#/pages/report/compare', { reply: (r) => reply(r), ready: 'report-r_a' })
  jest.spyOn(Taro, 'setClipboardData').mockImplementation(((o: { data: string }) => {
    clipboard.push(o.data)
    return Promise.resolve({ errMsg: 'setClipboardData:ok' })
  }) as never)
})

beforeEach(() => {
  net.requests.length = 0
})

const cls = (id: string) => byTestId(id)?.className ?? ''

it('lists generated reports, a locked one tagged; picking the origin disables other games; start needs two', async () => {
  expect(text('report-r_locked')).toContain('未解锁')
  expect(text('report-r_a')).not.toContain('未解锁')
  expect(byTestId('report-r_c')).not.toBeNull()
  expect(byTestId('start')?.hasAttribute('disabled')).toBe(true)
  await tap('report-r_a')
  expect(text('slot-a')).toContain('王者荣耀 · SR')
  expect(text('report-r_a')).toContain('原号')
  expect(cls('report-r_c')).toContain('pk-report--disabled')
  expect(text('report-r_c')).toContain('不同游戏')
  await tap('report-r_c')
  expect(text('slot-b')).toContain('请选择')
  await tap('start')
  expect(urls()).not.toContain('/app/v1/val/compare')
  await tap('report-r_b')
  expect(text('report-r_b')).toContain('目标号')
  expect(byTestId('start')?.hasAttribute('disabled')).toBe(false)
})

it('compares side by side: gap in yuan and percent, every row with both amounts, largest difference first', async () => {
  await tap('start')
  expect(net.requests.filter((r) => r.url.endsWith('/val/compare')).map((r) => r.data)).toEqual([{ valIdA: 'r_a', valIdB: 'r_b', mode: 0 }])
  await waitFor(() => byTestId('result') !== null, 'the result')
  expect(text('side-base')).toContain('原号（基准）')
  expect(text('side-base')).toContain('¥10,240')
  expect(text('side-other')).toContain('¥11,520')
  expect(text('gap')).toBe('目标号比原号高 ¥1,280（+12.5%）')
  // Worth more is a gain, in the one red of gains on every page (红涨绿跌).
  expect(byTestId('gap')?.className).toContain('cmp-gap--gain')
  const amounts = Array.from(currentPage().querySelectorAll('[data-testid="diff-amount"]'))
  expect(amounts.map((e) => e.className.includes('cmp-item__diff--gain'))).toEqual([true, true, false])
  const items = Array.from(currentPage().querySelectorAll('[data-testid="diff-item"]')).map((e) => e.textContent ?? '')
  // Every row of the two reports, the one without effect too (issue 35).
  expect(items.length).toBe(3)
  expect(items[0]).toContain('皮肤')
  expect(items[0]).toContain('+¥1,000')
  expect(items[1]).toContain('英雄数量')
  expect(items[1]).toContain('100个+¥400→110个+¥680')
  expect(items[2]).toContain('贵族等级')
  expect(items[2]).toContain('V5¥0→V5¥0')
  expect(text('summary')).toBe('主要差在皮肤、英雄数量')
  expect(recentEvents.some((e) => e.name === TrackName.PK_REPORT && e.extra?.action === 'compare')).toBe(true)
  // Both reports unlocked: nothing on the result is locked (issue 34).
  expect(text('result')).not.toContain('解锁')
  expect(byTestId('locked-compare')).toBeNull()
})

it('switching the mode asks again with mode 1 and makes the target the base', async () => {
  await tap('mode-1')
  expect(net.requests.filter((r) => r.url.endsWith('/val/compare')).map((r) => r.data)).toEqual([{ valIdA: 'r_a', valIdB: 'r_b', mode: 1 }])
  await waitFor(() => text('gap').startsWith('原号比目标号低'), 'the swapped gap')
  expect(text('gap')).toBe('原号比目标号低 ¥1,280（-11.1%）')
  expect(text('side-base')).toContain('目标号（基准）')
  expect(cls('mode-1')).toContain('pk-modes__item--on')
  expect(Array.from(currentPage().querySelectorAll('[data-testid="diff-amount"]')).map((e) => e.textContent)).toEqual([
    '-¥1,000',
    '-¥280',
    '¥0',
  ])
  // Worth less is a loss, green.
  expect(byTestId('gap')?.className).toContain('cmp-gap--loss')
  expect(currentPage().querySelectorAll('.cmp-item__diff--loss')).toHaveLength(2)
})

it('sharing copies a public compareShare link of this comparison', async () => {
  await tap('share')
  // With the device's visitor id: the service tells the sharer's own later visits from a friend's by it.
  const device = expect.stringMatching(/^[a-z0-9]{32}$/)
  expect(net.requests.map((r) => [r.url, r.data])).toEqual([
    ['/app/v1/val/compareShare', { valIdA: 'r_a', valIdB: 'r_b', mode: 1, visitorId: device }],
  ])
  expect(clipboard.pop()).toMatch(/#\/pages\/h5\/report\/compareShare\?token=c_tok$/)
})

it('a refusal of the service (a report still generating) is shown on the page', async () => {
  reply = (r) =>
    r.url.startsWith('/app/v1/val/compare')
      ? { code: 40024, msg: '报告尚未生成完成，无法对比（valIdB）', data: null }
      : { code: 200, msg: 'ok', data: { list: REPORTS, total: 4 } }
  await tap('repick')
  await tap('start')
  expect(text('compare-error')).toBe('报告尚未生成完成，无法对比（valIdB）')
  expect(byTestId('result')).toBeNull()
})

it('a PK with a locked report locks only what that report hides: its value, the gap and the amounts', async () => {
  const lockedAnswer = {
    locked: true,
    gameId: 10013,
    gameName: '王者荣耀',
    mode: 0,
    base: {
      valId: 'r_a',
      unlocked: true,
      level: 'SR',
      band: '5千-2万元',
      estimateFen: 1_024_000,
      range: { lowFen: 1_014_000, highFen: 1_034_000 },
    },
    other: { valId: 'r_locked', unlocked: false, level: 'SSR', band: '1万-5万元' },
    items: [{ key: 'skins', label: '皮肤', baseValue: '传说×3', otherValue: '传说×5' }],
    sameCount: 2,
    text: '两个账号有1项属性不同；对比号的估价报告解锁后，可查看差价和每项属性差多少钱',
  }
  reply = (r) => {
    const url = r.url.split('?')[0]
    if (url === '/app/v1/val/reportList') return { code: 200, msg: 'ok', data: { list: REPORTS, total: REPORTS.length } }
    if (url === '/app/v1/val/compare') return { code: 200, msg: 'ok', data: lockedAnswer }
    if (url === '/app/v1/val/compareList') return { code: 200, msg: 'ok', data: { list: [], total: 0 } }
    return { code: 200, msg: 'ok', data: null }
  }
  await reLaunch('reportCompare')
  await waitFor(() => byTestId('report-r_locked') !== null && text('slot-a').includes('请选择'), 'the new picker')
  await tap('report-r_a')
  await tap('report-r_locked')
  net.requests.length = 0
  await tap('start')
  await waitFor(() => byTestId('locked-compare') !== null, 'the locked comparison')
  expect(net.requests.filter((r) => r.url.endsWith('/val/compare')).map((r) => r.data)).toEqual([
    { valIdA: 'r_a', valIdB: 'r_locked', mode: 0 },
  ])
  // What the unlocked report shows stays shown; the locked one shows its teaser (level, band).
  expect(text('side-base')).toContain('¥10,240')
  expect(text('side-other')).toContain('SSR')
  expect(text('side-other')).toContain('档位 1万-5万元')
  expect(text('side-locked')).toBe('解锁后可见')
  expect(byTestId('gap')).toBeNull()
  expect(currentPage().querySelectorAll('[data-testid="diff-amount"]')).toHaveLength(0)
  const items = Array.from(currentPage().querySelectorAll('[data-testid="diff-item"]')).map((e) => e.textContent ?? '')
  expect(items).toEqual([expect.stringContaining('传说×3→传说×5')])
  expect(pageText()).toContain('另有 2 项属性相同')
  // The only amounts are the unlocked side's own; a locked comparison is not shared and not kept.
  expect([...new Set(currentPage().innerHTML.match(/¥[\d,]+/g))].sort()).toEqual(['¥10,140', '¥10,240', '¥10,340'])
  expect(byTestId('share')).toBeNull()
  expect(urls()).not.toContain('/app/v1/val/compareList')
  await tap('unlock-r_locked')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the locked report')
  expect(window.location.hash).toContain('valId=r_locked')
})

describe('PK reports', () => {
  const withReports = () => {
    reply = (r) => {
      const url = r.url.split('?')[0]
      if (url === '/app/v1/val/reportList') return { code: 200, msg: 'ok', data: { list: REPORTS, total: REPORTS.length } }
      if (url === '/app/v1/val/compareList') return { code: 200, msg: 'ok', data: { list: PK_LIST, total: PK_LIST.length } }
      if (url === '/app/v1/val/compareReport') {
        if (r.data?.reportId !== 'r_pk1') return { code: 40004, msg: '报告不存在', data: null }
        // Its origin report was deleted since: the slot still tells what it was.
        const data = comparison(1)
        return { code: 200, msg: 'ok', data: { ...data, other: { ...data.other, valId: 'r_gone' }, ...pkHead('r_pk1') } }
      }
      return { code: 200, msg: 'ok', data: null }
    }
  }

  it('the picker lists earlier PK reports; tapping one reopens it as it was made', async () => {
    withReports()
    await reLaunch('reportCompare')
    // The relaunched page has nothing picked, unlike the one the earlier tests left.
    await waitFor(() => byTestId('pk-r_pk1') !== null && text('slot-a').includes('请选择'), 'the PK records on the new page')
    expect(text('pk-history')).toContain('我的PK记录')
    expect(text('pk-r_pk0')).toContain('原号SR ¥10,240')
    expect(text('pk-r_pk0')).toContain('目标号比原号高 ¥1,280（+12.5%）')
    expect(text('pk-r_pk1')).toContain('原号比目标号低 ¥1,280（-11.1%）')
    expect(byTestId('pk-r_pk0')?.querySelector('.pk-history__gap--gain')).not.toBeNull()
    expect(byTestId('pk-r_pk1')?.querySelector('.pk-history__gap--loss')).not.toBeNull()
    expect(text('pk-r_pk1')).toContain('2026-11-02')
    expect(byTestId('pk-history-footer')?.textContent).toBe('没有更多了')

    net.requests.length = 0
    await tap('pk-r_pk1')
    expect(net.requests.filter((r) => r.url.includes('/val/compare')).map((r) => [r.url, r.data])).toEqual([
      ['/app/v1/val/compareReport', { reportId: 'r_pk1' }],
    ])
    await waitFor(() => byTestId('result') !== null, 'the reopened report')
    expect(text('gap')).toBe('原号比目标号低 ¥1,280（-11.1%）')
    expect(cls('mode-1')).toContain('pk-modes__item--on')
    // Mode 1: the target (r_b, still listed) is the base; the origin was deleted, its side of the result names it.
    expect(text('slot-b')).toContain('王者荣耀 · SSR')
    expect(text('slot-a')).toBe('原号王者荣耀 · SR')
    expect(byTestId('pk-history')).toBeNull()
    expect(recentEvents.some((e) => e.name === TrackName.PK_REPORT && e.extra?.action === 'open')).toBe(true)
  })

  it('opens a PK report by its id in the link; a missing one says so', async () => {
    withReports()
    await reLaunch('reportCompare', { reportId: 'r_pk1' })
    await waitFor(() => byTestId('result') !== null, 'the PK report')
    expect(net.requests.map((r) => r.url)).not.toContain('/app/v1/val/compare')
    expect(text('side-base')).toContain('目标号（基准）')

    await reLaunch('reportCompare', { reportId: 'r_nope' })
    await waitFor(() => byTestId('compare-error') !== null, 'the error')
    expect(text('compare-error')).toBe('报告不存在')
    expect(byTestId('result')).toBeNull()
  })

  it('a new comparison refreshes the PK records', async () => {
    reply = (r) => {
      const url = r.url.split('?')[0]
      if (url === '/app/v1/val/reportList') return { code: 200, msg: 'ok', data: { list: REPORTS, total: REPORTS.length } }
      if (url === '/app/v1/val/compare') return { code: 200, msg: 'ok', data: { ...comparison(0), ...pkHead('r_pk0') } }
      if (url === '/app/v1/val/compareList') return { code: 200, msg: 'ok', data: { list: [], total: 0 } }
      return { code: 200, msg: 'ok', data: null }
    }
    await reLaunch('reportCompare')
    // The relaunched page (no PK records yet) has replaced the one that showed them.
    await waitFor(() => byTestId('report-r_a') !== null && byTestId('pk-history') === null, 'the report list without records')
    await tap('report-r_a')
    await tap('report-r_b')
    net.requests.length = 0
    await tap('start')
    await waitFor(() => net.requests.some((r) => r.url === '/app/v1/val/compareList'), 'the records refresh')
    expect(net.requests.filter((r) => r.url.includes('/val/compare')).map((r) => r.url)).toEqual([
      '/app/v1/val/compare',
      '/app/v1/val/compareList',
    ])
  })
})

it('the shared link opens the comparison without the picker; an unknown token says why', async () => {
  reply = (r) =>
    r.url.startsWith('/app/v1/val/sharedCompare')
      ? r.data?.token === 'c_tok'
        ? { code: 200, msg: 'ok', data: { ...comparison(1), sharedAt: 1 } }
        : { code: 40004, msg: '分享不存在或已失效', data: null }
      : { code: 200, msg: 'ok', data: null }
  await reLaunch('compareShare', { token: 'c_tok' })
  await waitFor(() => byTestId('compare-view') !== null && byTestId('cta') !== null, 'the shared comparison')
  expect(net.requests.map((r) => [r.url, r.data])).toContainEqual([
    '/app/v1/val/sharedCompare',
    { token: 'c_tok', visitorId: expect.stringMatching(/^[a-z0-9]{32}$/) },
  ])
  expect(text('gap')).toBe('原号比目标号低 ¥1,280（-11.1%）')
  expect(byTestId('cta')).not.toBeNull()
  expect(byTestId('report-r_a')).toBeNull()

  await reLaunch('sharedCompare', { token: 'c_nope' })
  await waitFor(() => byTestId('shared-error') !== null, 'the share error')
  expect(text('shared-error')).toContain('分享不存在或已失效')
})
