import { execFileSync } from 'child_process'
import { ROUTES, TABS, ENTRY_PATH } from '../../src/router/routes'
import { buildAppConfig } from '../../src/router/app-config'
import { readFileSync, existsSync, statSync } from 'fs'
import { join } from 'path'
import { ADDED_PUBLIC, ADDED_ROUTES, SPEC_ROUTES, SPEC_WHITELIST } from './spec-routes'

const config = buildAppConfig()
const declared = [...config.pages, ...config.subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]

describe('route map', () => {
  it('declares exactly the routes of spec section 2 (and the added ones), each once', () => {
    expect(declared.map((p) => `/${p}`).sort()).toEqual([...SPEC_ROUTES, ...ADDED_ROUTES].sort())
    expect(new Set(declared).size).toBe(declared.length)
  })

  it('marks exactly the spec whitelist as public', () => {
    expect(
      ROUTES.filter((r) => r.public)
        .map((r) => `/${r.path}`)
        .sort(),
    ).toEqual([...SPEC_WHITELIST, ...ADDED_PUBLIC].sort())
  })

  it('starts at the guide and keeps the tabs in the main package', () => {
    expect(config.pages[0]).toBe(ENTRY_PATH)
    expect(config.entryPagePath).toBe('pages/guide/index')
    for (const tab of TABS) expect(config.pages).toContain(tab.path)
  })

  it('puts subPages/* in one subpackage and h5 / my-page pages in their own', () => {
    const roots = Object.fromEntries(config.subPackages.map((s) => [s.root, s.pages]))
    expect(roots.subPages).toEqual([
      'index/index',
      'deal-evaluate/index',
      'deal-analyze/index',
      'ai-creating/index',
      'adviceFeedback/index',
      'account-shots/index',
      'privacy-guide/index',
    ])
    expect(roots['pages/h5']).toHaveLength(27)
    expect(roots['pages/my-page']).toHaveLength(8)
    // A subpackage root must not contain a main-package page, or WeChat rejects the app.
    for (const root of Object.keys(roots)) {
      expect(config.pages.some((p) => p.startsWith(`${root}/`))).toBe(false)
    }
  })

  it('has the spec tab bar: three tabs, home first, grey and blue, black border, real icons', () => {
    expect(config.tabBar.list.map((t) => [t.pagePath, t.text])).toEqual([
      ['pages/index/index', '首页'],
      ['pages/evaluate/choose/index', '估价'],
      ['pages/my/index', '我的'],
    ])
    expect(config.tabBar.borderStyle).toBe('black')
    expect(config.tabBar.color).toBe('#666666')
    expect(config.tabBar.selectedColor).toBe('#0064f1')
    // Home and Mine have a separate active icon; Valuation keeps the same one.
    const [home, evaluate, mine] = config.tabBar.list
    expect(home.selectedIconPath).not.toBe(home.iconPath)
    expect(evaluate.selectedIconPath).toBe(evaluate.iconPath)
    expect(mine.selectedIconPath).not.toBe(mine.iconPath)
    for (const t of config.tabBar.list) {
      for (const icon of [t.iconPath, t.selectedIconPath]) {
        const file = join(__dirname, '../../src', icon)
        expect(existsSync(file)).toBe(true)
        expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG')
        expect(statSync(file).size).toBeLessThan(40 * 1024)
      }
    }
  })

  it("the mini-programs draw the app's custom tab bar (a native one takes no sizes); H5 keeps Taro's bar", () => {
    expect(buildAppConfig('weapp').tabBar.custom).toBe(true)
    expect(buildAppConfig('tt').tabBar.custom).toBe(true)
    expect(buildAppConfig('h5').tabBar.custom).toBe(false)
    // The same tabs, colours and icons everywhere: the custom bar reads them from the same table.
    const { custom: _w, ...weapp } = buildAppConfig('weapp').tabBar
    const { custom: _h, ...h5 } = buildAppConfig('h5').tabBar
    expect(weapp).toEqual(h5)
    expect(existsSync(join(__dirname, '../../src/custom-tab-bar/index.tsx'))).toBe(true)
  })

  it('has a white navigation bar with the black title 游戏估价 on light grey', () => {
    expect(config.window).toMatchObject({
      navigationBarBackgroundColor: '#ffffff',
      navigationBarTextStyle: 'black',
      navigationBarTitleText: '游戏估价',
    })
    expect(config.window.backgroundColor).toMatch(/^#f/)
  })

  it('has a page file and a config with a Chinese title for every route', () => {
    for (const r of ROUTES) {
      expect(existsSync(join(__dirname, '../../src', `${r.path}.tsx`))).toBe(true)
      expect(existsSync(join(__dirname, '../../src', `${r.path}.config.ts`))).toBe(true)
      expect(r.title).toMatch(/[\u4e00-\u9fa5]/)
    }
  })
})

describe('route names', () => {
  it('no file outside the route table spells a page path: code names routes and the compiler checks them', () => {
    const root = join(__dirname, '../..')
    const files = execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f) && f !== 'src/constants/routes.ts')
    const literal = /['"`]\/?(pages|subPages)\/[A-Za-z-]+/
    const offenders = files.flatMap((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .filter((line) => literal.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line))
        .map((line) => `${f}: ${line.trim()}`),
    )
    expect(offenders).toEqual([])
  })

  it('every page config names its route, so titles come from the table', () => {
    const root = join(__dirname, '../..')
    for (const r of ROUTES) {
      const file = join(root, 'src', `${r.path}.config.ts`)
      expect(readFileSync(file, 'utf8')).toMatch(/pageConfig\('\w+'/)
    }
  })
})
