import fs from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { act } from 'react'
import { defineCustomElement as defineTabbar } from '@tarojs/components/dist/components/taro-tabbar'
import { buildAppConfig } from '../../src/router/app-config'
import { loadAppCss } from './app-css'
import { expectSpecTabSizes } from './tab-bar-sizes'

/**
 * The H5 tab bar as Taro draws it from the app config (the `taro-tabbar` element the router adds), styled by the
 * app's own style sheet, against spec section 2: 50px high, 24px icons, 3px spacing, 10px labels, no blur, black
 * border, dark grey labels and blue when selected; and its icons: PNGs rendered from the icon set in the labels'
 * colours (the same files the mini-programs' custom tab bar shows).
 */

const ROOT = path.resolve(__dirname, '../..')
const { tabBar } = buildAppConfig()

type Png = { width: number; height: number; text: Record<string, string>; rgba: Buffer }

/** A minimal PNG reader (8-bit RGBA, non-interlaced): enough to check what the tab bar shows. */
function readPng(file: string): Png {
  const buf = fs.readFileSync(file)
  expect(buf.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  let width = 0
  let height = 0
  const text: Record<string, string> = {}
  const idat: Buffer[] = []
  for (let at = 8; at < buf.length;) {
    const len = buf.readUInt32BE(at)
    const type = buf.toString('latin1', at + 4, at + 8)
    const data = buf.subarray(at + 8, at + 8 + len)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      expect([data[8], data[9], data[12]]).toEqual([8, 6, 0])
    } else if (type === 'tEXt') {
      const [key, value] = data.toString('latin1').split('\0')
      text[key] = value
    } else if (type === 'IDAT') idat.push(data)
    at += 12 + len
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * 4
  const rgba = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x]
      const a = x >= 4 ? rgba[y * stride + x - 4] : 0
      const b = y > 0 ? rgba[(y - 1) * stride + x] : 0
      const c = x >= 4 && y > 0 ? rgba[(y - 1) * stride + x - 4] : 0
      const p = a + b - c
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]
      rgba[y * stride + x] = (v + predictor) & 0xff
    }
  }
  return { width, height, text, rgba }
}

/** The colours of the PNG's opaque pixels, as #rrggbb, with how many pixels are (mostly) opaque. */
function opaqueColours(png: Png): { colours: Set<string>; opaque: number } {
  const colours = new Set<string>()
  let opaque = 0
  for (let i = 0; i < png.rgba.length; i += 4) {
    if (png.rgba[i + 3] < 128) continue
    opaque++
    colours.add(`#${[0, 1, 2].map((k) => png.rgba[i + k].toString(16).padStart(2, '0')).join('')}`)
  }
  return { colours, opaque }
}

/** The style rules of the page whose selector matches the element. */
function rulesFor(el: Element): CSSStyleRule[] {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((r): r is CSSStyleRule => r instanceof CSSStyleRule && el.matches(r.selectorText))
}

let bar: HTMLElement

beforeAll(async () => {
  window.location.hash = '#/pages/index/index'
  defineTabbar()
  bar = document.createElement('taro-tabbar')
  // Taro's router hands the element the app config's tabBar (it rewrites the list's paths: give it a copy).
  Object.assign(bar, {
    conf: {
      ...tabBar,
      list: tabBar.list.map((item) => ({ ...item })),
      homePage: 'pages/index/index',
      mode: 'hash',
      custom: false,
      customRoutes: {},
    },
  })
  document.body.appendChild(bar)
  await act(async () => {
    for (let i = 0; i < 20 && !bar.querySelector('.weui-tabbar__item'); i++) await new Promise((r) => setTimeout(r, 20))
  })
  // After Taro's own tab bar styles, as in the build: Stencil puts a component's styles before the first <link>,
  // and the app's style sheet is one. (Browsers also rank the app's prefixed selectors higher; jsdom goes by order.)
  loadAppCss()
})

const items = () => Array.from(bar.querySelectorAll<HTMLElement>('.weui-tabbar__item'))

it('the config: dark grey labels, blue when selected, a white bar with the black border, the spec tabs in order', () => {
  expect(tabBar.color).toBe('#666666')
  expect(tabBar.selectedColor).toBe('#0064f1')
  expect(tabBar.backgroundColor).toBe('#ffffff')
  expect(tabBar.borderStyle).toBe('black')
  expect(tabBar.list.map((t) => [t.pagePath, t.text])).toEqual([
    ['pages/index/index', '首页'],
    ['pages/evaluate/choose/index', '估价'],
    ['pages/my/index', '我的'],
  ])
})

it('Taro draws the three tabs with the black border, home selected in blue, the others in dark grey', () => {
  expect(items().map((a) => a.querySelector('.weui-tabbar__label')?.textContent)).toEqual(['首页', '估价', '我的'])
  expect(bar.querySelector('.weui-tabbar')?.classList.contains('taro-tabbar__border-black')).toBe(true)
  const labelColours = items().map((a) => a.querySelector<HTMLElement>('.weui-tabbar__label')?.style.color)
  expect(labelColours).toEqual(['rgb(0, 100, 241)', 'rgb(102, 102, 102)', 'rgb(102, 102, 102)'])
  expect(items()[0].classList.contains('weui-bar__item_on')).toBe(true)
})

it('the app style sheet sizes it as the spec says: 50px, 24px icons, 3px spacing, 10px labels, no blur', () => {
  expect(getComputedStyle(document.body).getPropertyValue('--taro-tabbar-height').trim()).toBe('50px')
  // jsdom computes no backdrop-filter: read it from the rules that reach the bar.
  const barEl = bar.querySelector('.weui-tabbar')!
  const blur = rulesFor(barEl).flatMap((r) => ['backdrop-filter', '-webkit-backdrop-filter'].map((p) => r.style.getPropertyValue(p)))
  expect(blur.filter(Boolean)).toEqual(['none', 'none'])
  expectSpecTabSizes(items(), { icon: 'weui-tabbar__icon', label: 'weui-tabbar__label' })
})

it('the icons are the committed PNGs: 81x81, rendered from the icon set, each in its label colour', () => {
  const glyphs = fs.readdirSync(path.join(ROOT, 'node_modules/@nutui/icons-react-taro/dist/es/icons')).map((f) => f.replace(/\.js$/, ''))
  const shown = items().map((a) => a.querySelector('img')?.getAttribute('src'))
  expect(shown).toEqual(['assets/tab/home-active.png', 'assets/tab/evaluate.png', 'assets/tab/mine.png'])
  const expected: [string, string][] = []
  for (const t of tabBar.list) {
    expected.push([t.iconPath, t.iconPath.includes('evaluate') ? tabBar.selectedColor : tabBar.color])
    if (t.selectedIconPath !== t.iconPath) expected.push([t.selectedIconPath, tabBar.selectedColor])
  }
  // Valuation keeps one icon when selected (spec); it is drawn in the selected blue, the tab bar's primary action.
  expect(expected.map(([file]) => file)).toEqual([
    'assets/tab/home.png',
    'assets/tab/home-active.png',
    'assets/tab/evaluate.png',
    'assets/tab/mine.png',
    'assets/tab/mine-active.png',
  ])
  for (const [file, colour] of expected) {
    const full = path.join(ROOT, 'src', file)
    expect(fs.statSync(full).size).toBeLessThan(40 * 1024)
    const png = readPng(full)
    expect([png.width, png.height]).toEqual([81, 81])
    const source = png.text.Source ?? ''
    expect(source).toMatch(/^@nutui\/icons-react-taro [\d.]+ (\w+) \(MIT\)$/)
    expect(glyphs).toContain(source.split(' ')[2])
    const { colours, opaque } = opaqueColours(png)
    expect([...colours]).toEqual([colour])
    // A glyph, not an empty or filled square.
    expect(opaque).toBeGreaterThan(81 * 81 * 0.08)
    expect(opaque).toBeLessThan(81 * 81 * 0.8)
  }
})
