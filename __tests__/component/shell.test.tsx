import fs from 'node:fs'
import path from 'node:path'
import { act } from 'react'
import { buildAppConfig } from '../../src/router/app-config'
import Taro from '@tarojs/taro'
import { isEntryPage, navigateTo, switchTab } from '../../src/router'
import { HOME_ENTRIES } from '../../src/constants/home'
import { gameGradient, gameInitials } from '../../src/components/icon'
import { whiteTextContrast } from '../../src/utils/contrast'
import { ok } from './banner-fixtures'
import { loadAppCss } from './app-css'
import { bootPage, byTestId, currentPage, waitFor, type Reply, type Req } from './helpers'

/**
 * The app shell in the real app (guarded router, stores; only the network is replaced): home and Mine draw their
 * entries with glyphs of the icon set (no more characters in coloured tiles), game tiles share one treatment, and
 * on H5 a pushed page pops in over 300 ms (spec section 2) while the first page and tab pages do not move.
 */

jest.setTimeout(30000)

const GLYPHS = new Set(
  fs.readdirSync(path.resolve(__dirname, '../../node_modules/@nutui/icons-react-taro/dist/es/icons')).map((f) => f.replace(/\.js$/, '')),
)

const GAMES = [
  { gameId: 10013, name: '王者荣耀', genre: 'MOBA', icon: 'game-10013', valuationCount: 3456 },
  { gameId: 10012, name: '英雄联盟', genre: 'MOBA', icon: 'game-10012', valuationCount: 120 },
  { gameId: 10161, name: '崩坏：星穹铁道', genre: '二次元抽卡', icon: 'game-10161', valuationCount: 12 },
]

const reply = (r: Req): Reply => {
  if (r.url.endsWith('/valMain'))
    return ok({ slogan: { title: 't', span: 's', div: ['a', 'b', 'c'].map((k) => ({ icon: k, title: k, span: k })) } })
  if (r.url.endsWith('/valGameMain')) return ok({ list: GAMES })
  if (r.url.endsWith('/valGameFeature')) return ok({ list: [] })
  if (r.url.endsWith('/valMainCount')) return ok({ userCount: 1, valuationCount: 10 })
  if (r.url.endsWith('/banner/list')) return ok({ list: [] })
  return ok({})
}

/** The set's glyph each icon tile inside `el` draws; fails on a tile that shows text instead. */
function tileGlyphs(el: Element): string[] {
  return Array.from(el.querySelectorAll('.icon-tile')).map((tile) => {
    expect(tile.textContent).toBe('')
    const icons = tile.querySelectorAll('.nut-icon')
    expect(icons).toHaveLength(1)
    const name = Array.from(icons[0].classList)
      .find((c) => c.startsWith('nut-icon-'))
      ?.slice('nut-icon-'.length)
    expect(GLYPHS).toContain(name)
    return name ?? ''
  })
}

beforeAll(async () => {
  await bootPage('#/pages/index/index', { reply, user: null, ready: 'entry-evaluate' })
})

it('home entries: one glyph of the icon set each, six different ones, no glyph text', () => {
  const all = HOME_ENTRIES.map((e) => {
    const entry = byTestId(`entry-${e.key}`)!
    const glyphs = tileGlyphs(entry)
    expect(glyphs).toHaveLength(1)
    // The card's text is its title and description only.
    expect(entry.textContent).toBe(`${e.title}${e.desc}`)
    return glyphs[0]
  })
  expect(new Set(all).size).toBe(HOME_ENTRIES.length)
})

it('home slogan points and the task card use glyphs of the set too', async () => {
  await waitFor(() => currentPage().querySelectorAll('[data-testid="slogan-item"]').length === 3, 'the slogan points')
  const points = Array.from(currentPage().querySelectorAll('[data-testid="slogan-item"]'))
  expect(points.map((p) => tileGlyphs(p).length)).toEqual([1, 1, 1])
  expect(tileGlyphs(byTestId('home-task')!)).toHaveLength(1)
})

it('game tiles: the initials in one style, the colour of the genre (not of the position)', async () => {
  await waitFor(() => byTestId('game-10161') !== null, 'the game grid')
  const tile = (id: number) => byTestId(`game-${id}`)!.querySelector<HTMLElement>('.game-tile')!
  expect([10013, 10012, 10161].map((id) => tile(id).textContent)).toEqual(['王者', '英雄', '崩坏'])
  expect(byTestId('game-10013')!.querySelector('.game-tile__mark')).not.toBeNull()
  // jsdom keeps no gradient in a style: the colour rule is checked on its own.
  expect(gameGradient('MOBA', '王者荣耀')).toBe(gameGradient('MOBA', '英雄联盟'))
  expect(gameGradient('射击', '穿越火线')).toBe(gameGradient('战术射击', '无畏契约'))
  const families = ['MOBA', '二次元抽卡', '射击', '战术竞技', '格斗', '动作竞技'].map((g) => gameGradient(g, ''))
  expect(new Set(families).size).toBe(families.length)
  expect(gameGradient('卡牌', 'x')).toBe(gameGradient('卡牌', 'y'))
  expect(gameGradient('', '某游戏')).toMatch(/^linear-gradient\(135deg, #[0-9a-f]{6}, #[0-9a-f]{6}\)$/)
  // The white initials read at 4.5:1 on both ends of every tile, known genres and hashed ones alike.
  const genres = [...['MOBA', '二次元抽卡', '射击', '战术竞技', '格斗', '动作竞技'], ...Array.from({ length: 40 }, (_, i) => `类型${i}`)]
  for (const g of genres)
    for (const hex of gameGradient(g, '').match(/#[0-9a-f]{6}/g)!)
      expect({ hex, ratio: whiteTextContrast(hex) >= 4.5 }).toEqual({ hex, ratio: true })
  expect(gameInitials('崩坏：星穹铁道')).toBe('崩坏')
  expect(gameInitials('valorant')).toBe('VA')
  expect(gameInitials('')).toBe('游')
})

it('Mine: every record and service entry is a glyph of the set, no glyph text', async () => {
  await act(async () => {
    await switchTab('mine')
  })
  await waitFor(() => byTestId('entry-setting') !== null, 'the Mine page')
  const keys = ['valuation', 'intention', 'profit', 'collect', 'recommend', 'similar', 'vouchers', 'invite', 'mission', 'love']
  const services = ['realName', 'feedback', 'contact', 'setting']
  const glyphs = [...keys, ...services].map((key) => {
    const glyphs = tileGlyphs(byTestId(`entry-${key}`)!)
    expect(glyphs).toHaveLength(1)
    return glyphs[0]
  })
  expect(new Set(glyphs).size).toBe(keys.length + services.length)
})

describe('H5 page transition (pop-in, 300 ms)', () => {
  let popIn: CSSStyleRule
  let keyframes: CSSKeyframesRule

  beforeAll(() => {
    const rules = loadAppCss()
    popIn = rules.find((r): r is CSSStyleRule => r instanceof CSSStyleRule && /shell-pop-in/.test(r.style.getPropertyValue('animation')))!
    // jsdom has no CSSKeyframesRule global: find the rule by its name.
    keyframes = rules.find((r): r is CSSKeyframesRule => (r as Partial<CSSKeyframesRule>).name === 'shell-pop-in')!
  })

  it('the app animates a page in from the right over the config duration, 300 ms, with no delay', () => {
    const { animation } = buildAppConfig()
    expect(animation).toEqual({ duration: 300, delay: 0 })
    expect(popIn.style.getPropertyValue('animation')).toBe(`shell-pop-in ${animation.duration}ms ease`)
    const frames = Array.from(keyframes.cssRules) as CSSKeyframeRule[]
    expect(frames.map((f) => [f.keyText, f.style.getPropertyValue('transform')])).toEqual([
      ['from', 'translate(100%, 0)'],
      ['to', 'translate(0, 0)'],
    ])
    // Taro's router slides pages back out with its own transition of the same duration.
    const routerCss = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n')
    expect(routerCss).toContain(`transition: transform ${animation.duration}ms`)
  })

  it('a pushed page pops in until the router stations it; the first page and tab pages never animate', async () => {
    const pages = () => Array.from(document.querySelectorAll<HTMLElement>('.taro_router > .taro_page'))
    // The test app has no tab bar, so switching to Mine relaunched it: it is the first page of the stack.
    const [first] = pages()
    expect(pages()).toHaveLength(1)
    expect(first.matches(popIn.selectorText)).toBe(false)
    // Taro marks tab pages `taro_tabbar_page` when it loads them (a bar the test app leaves out): they stay still.
    const tabPage = document.createElement('div')
    tabPage.className = 'taro_page taro_page_show taro_tabbar_page'
    document.querySelector('.taro_router')!.appendChild(tabPage)
    expect(tabPage.matches(popIn.selectorText)).toBe(false)
    tabPage.remove()

    // Every state a page passes through, as the router changes its classes.
    const seen: { page: HTMLElement; popping: boolean }[] = []
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const page = r.target as HTMLElement
        if (page.classList.contains('taro_page')) seen.push({ page, popping: page.matches(popIn.selectorText) })
      }
    })
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] })
    await act(async () => {
      await navigateTo('setting')
    })
    await waitFor(() => pages().length === 2 && pages()[1].classList.contains('taro_page_stationed'), 'the setting page stationed')
    observer.disconnect()
    const pushed = pages()[1]
    expect(window.location.hash).toBe('#/pages/my-page/setting')
    // Shown before stationed: the pop-in ran, and stopped once the router stationed the page.
    expect(seen.filter((s) => s.page === pushed).map((s) => s.popping)).toContain(true)
    expect(pushed.matches(popIn.selectorText)).toBe(false)
    expect(seen.filter((s) => s.page !== pushed && s.popping)).toEqual([])
    expect(pages().filter((p) => p !== pushed && p.matches(popIn.selectorText))).toEqual([])
  })
})

describe('the back button: on every page but the entry (spec section 2; tab pages: docs/decisions.md)', () => {
  const backOn = (page: Element) => page.querySelector<HTMLElement>('.nav-bar__back')

  it('a pushed page shows it and goes back one page', async () => {
    await waitFor(() => window.location.hash === '#/pages/my-page/setting', 'the setting page')
    const setting = currentPage()
    expect(backOn(setting)).not.toBeNull()
    await act(async () => {
      backOn(setting)!.click()
    })
    await waitFor(() => window.location.hash === '#/pages/my/index', 'back on Mine')
    await waitFor(() => byTestId('entry-setting') !== null, 'the Mine page shown')
  })

  it('a tab page shows it too: back from Mine returns to home, the tab before it; back from home to the entry', async () => {
    // Every route the router opens from here on.
    const opened: string[] = []
    const onRoute = ({ toLocation }: { toLocation: { path: string } }) => void opened.push(toLocation.path)
    Taro.eventCenter.on('__taroRouterChange', onRoute)
    const mine = currentPage()
    expect(backOn(mine)).not.toBeNull()
    await act(async () => {
      backOn(mine)!.click()
    })
    await waitFor(() => window.location.hash === '#/pages/index/index', 'back on home')
    await waitFor(() => byTestId('entry-evaluate') !== null, 'the home page shown')
    expect(opened).toEqual(['/pages/index/index'])
    const home = currentPage()
    expect(backOn(home)).not.toBeNull()
    await act(async () => {
      backOn(home)!.click()
    })
    // The entry (guide) leads on to home.
    await waitFor(() => opened.length === 3, 'the entry, then home again')
    Taro.eventCenter.off('__taroRouterChange', onRoute)
    expect(opened).toEqual(['/pages/index/index', '/pages/guide/index', '/pages/index/index'])
  })

  it('the entry page is the only one without it', () => {
    expect(isEntryPage('/')).toBe(true)
    expect(isEntryPage('pages/guide/index')).toBe(true)
    for (const path of ['pages/index/index', 'pages/my/index', 'pages/evaluate/choose/index', 'pages/my-page/setting'])
      expect(isEntryPage(path)).toBe(false)
  })
})
