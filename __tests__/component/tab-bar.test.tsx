import path from 'node:path'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { compile } from 'sass'
import TabBar from '@/components/tab-bar'
import { resetNavigationState } from '@/router/navigation'
import { tabTrail } from '@/router/tab-trail'
import { expectSpecTabSizes } from './tab-bar-sizes'

/**
 * The mini-programs' custom tab bar (components/tab-bar), rendered on its own with its own style sheet: the spec's
 * sizes (50px, 24px icons, 3px spacing, 10px labels, no blur; the same _tab-bar.scss sizes the H5 bar), the tab the
 * trail shows selected in blue with its selected icon, and a tap on another tab switching to it.
 */

const SRC = path.resolve(__dirname, '../../src')
const testUtils = new TestUtils()
const items = () => Array.from(document.querySelectorAll<HTMLElement>('.tab-bar__item'))

/** The bar's style sheet, after Taro's component styles (jsdom ranks rules by order, not by specificity). */
function loadBarCss() {
  if (document.getElementById('tab-bar-css')) return
  const style = document.createElement('style')
  style.id = 'tab-bar-css'
  // As the mini-program build leaves PX sizes (pxtransform does not touch them; WXSS reads units in any case).
  style.textContent = compile(path.join(SRC, 'components/tab-bar/index.scss'), { loadPaths: [SRC] }).css.replace(/(\d)PX\b/g, '$1px')
  document.head.appendChild(style)
}

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

beforeEach(async () => {
  resetNavigationState()
  document.body.innerHTML = ''
  await testUtils.mount(TabBar, {})
  loadBarCss()
})

afterEach(() => jest.restoreAllMocks())

it('three tabs at the spec sizes: 50px items, 24px icons, 3px spacing, 10px labels, no blur, the black hairline', () => {
  expect(items().map((i) => i.textContent)).toEqual(['首页', '估价', '我的'])
  const bar = document.querySelector<HTMLElement>('.tab-bar')!
  expect(getComputedStyle(bar).backgroundColor).toBe('rgb(255, 255, 255)')
  expect(getComputedStyle(bar).position).toBe('fixed')
  const css = Array.from(document.styleSheets).flatMap((s) => Array.from(s.cssRules)) as CSSStyleRule[]
  expect(css.find((r) => r.selectorText === '.tab-bar')?.style.getPropertyValue('backdrop-filter')).toBe('none')
  expect(css.find((r) => r.selectorText === '.tab-bar::before')?.style.getPropertyValue('border-top')).toBe('1px solid #c0bfc4')
  expectSpecTabSizes(items(), { icon: 'tab-bar__icon', label: 'tab-bar__label' })
})

it('the tab shown is selected: blue label and its selected icon; the others dark grey', async () => {
  const state = () =>
    items().map((i) => [
      i.classList.contains('tab-bar__item--on'),
      i.querySelector<HTMLElement>('.tab-bar__label')!.style.color,
      i.querySelector('.tab-bar__icon')!.getAttribute('src'),
    ])
  // Before any tab was shown: the first one (spec: first tab selected by default).
  expect(state()).toEqual([
    [true, 'rgb(0, 100, 241)', '/assets/tab/home-active.png'],
    [false, 'rgb(102, 102, 102)', '/assets/tab/evaluate.png'],
    [false, 'rgb(102, 102, 102)', '/assets/tab/mine.png'],
  ])
  await act(async () => tabTrail.enter('pages/evaluate/choose/index'))
  expect(state()).toEqual([
    [false, 'rgb(102, 102, 102)', '/assets/tab/home.png'],
    // Valuation keeps its one icon when selected (spec).
    [true, 'rgb(0, 100, 241)', '/assets/tab/evaluate.png'],
    [false, 'rgb(102, 102, 102)', '/assets/tab/mine.png'],
  ])
})

it('a tap on another tab switches to it (and marks it at once); a tap on the selected tab does nothing', async () => {
  const switched = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve({ errMsg: 'switchTab:ok' })) as never)
  await act(async () => items()[0].click())
  expect(switched).not.toHaveBeenCalled()
  await act(async () => items()[2].click())
  expect(switched.mock.calls.map(([o]) => o.url)).toEqual(['/pages/my/index'])
  expect(items()[2].classList.contains('tab-bar__item--on')).toBe(true)
})
