import { frameFrom } from '../../src/components/nav-bar/frame'
import { hasOwnNavBar, pageConfig } from '../../src/router/routes'
import { ENTRY_PATH, ROUTES, TAB_PATHS } from '../../src/constants/routes'

/**
 * The mini-programs' own navigation bar on the tab pages (docs/decisions.md, "A back button on the mini-programs'
 * tab pages"): which pages ask the host for no bar, and where the bar goes under the host's status bar and capsule.
 */

// An iPhone 14 in WeChat: a 47 px status bar, the 87×32 capsule 4 px below it and 7 px from the right edge.
const IPHONE = { statusBarHeight: 47, windowWidth: 390, menu: { left: 296, right: 383, top: 51, height: 32 } }

describe('which pages draw their own bar', () => {
  it('the three tab pages and no other; never the entry', () => {
    expect(ROUTES.filter((r) => hasOwnNavBar(r.path)).map((r) => r.path)).toEqual([...TAB_PATHS])
    expect(hasOwnNavBar(ENTRY_PATH)).toBe(false)
    expect(hasOwnNavBar('/')).toBe(false)
    expect(hasOwnNavBar('/pages/my/index?from=x')).toBe(true)
  })

  it('their page config asks WeChat and Douyin for a custom bar; H5 and the other pages keep theirs', () => {
    for (const target of ['weapp', 'tt']) {
      expect(pageConfig('home', { enablePullDownRefresh: true }, target)).toEqual({
        navigationBarTitleText: '游戏估价',
        navigationStyle: 'custom',
        enablePullDownRefresh: true,
      })
      expect(pageConfig('evaluate', {}, target)).toMatchObject({ navigationStyle: 'custom' })
      expect(pageConfig('mine', {}, target)).toMatchObject({ navigationStyle: 'custom' })
      expect(pageConfig('setting', {}, target)).not.toHaveProperty('navigationStyle')
      expect(pageConfig('codeLogin', {}, target)).not.toHaveProperty('navigationStyle')
    }
    expect(pageConfig('mine', {}, 'h5')).toEqual({ navigationBarTitleText: '我的' })
  })
})

describe('where the bar goes', () => {
  it('under the status bar, as tall as the host bar that centres the capsule, the title clear of the capsule', () => {
    expect(frameFrom(IPHONE)).toEqual({ bar: 'padding:47px 94px 0;height:40px', back: 'top:47px;left:0px;height:40px' })
    // Android: 8 px between status bar and capsule.
    const android = { statusBarHeight: 24, windowWidth: 360, menu: { left: 266, right: 353, top: 32, height: 32 } }
    expect(frameFrom(android)).toEqual({ bar: 'padding:24px 94px 0;height:48px', back: 'top:24px;left:0px;height:48px' })
  })

  it('after the host icon at the top left where the host keeps one (Douyin)', () => {
    const leftIcon = { left: 8, right: 40, top: 51, height: 32 }
    expect(frameFrom({ ...IPHONE, leftIcon }).back).toBe('top:47px;left:40px;height:40px')
  })

  it('a bar of the usual size where the host tells nothing or nonsense', () => {
    expect(frameFrom({})).toEqual({ bar: 'padding:20px 0px 0;height:44px', back: 'top:20px;left:0px;height:44px' })
    expect(frameFrom({ ...IPHONE, menu: { ...IPHONE.menu, top: 0 } }).bar).toBe('padding:47px 94px 0;height:44px')
  })
})

type HostFrameModule = typeof import('../../src/components/nav-bar/host-frame')
type Host = { getSystemInfoSync?: unknown; getMenuButtonBoundingClientRect?: unknown; getCustomButtonBoundingClientRect?: unknown }

/** The module fresh (it keeps its reading), on a fresh Taro whose host answers `host`. */
function withHost<T>(file: 'host-frame' | 'host-frame.tt', host: Host, run: (m: HostFrameModule) => T): T {
  let result: T | undefined
  jest.isolateModules(() => {
    Object.assign(jest.requireActual<{ default: Host }>('../mocks/taro').default, host)
    result = run(jest.requireActual<HostFrameModule>(`../../src/components/nav-bar/${file}`))
  })
  return result as T
}

const system = () => ({ statusBarHeight: IPHONE.statusBarHeight, windowWidth: IPHONE.windowWidth })

describe('reading the host', () => {
  it('WeChat: the system info and the capsule, read once', () => {
    const menu = jest.fn(() => ({ ...IPHONE.menu, width: 87, bottom: 83 }))
    withHost('host-frame', { getSystemInfoSync: system, getMenuButtonBoundingClientRect: menu }, ({ hostFrame }) => {
      expect(hostFrame()).toEqual(frameFrom(IPHONE))
      expect(hostFrame()).toEqual(frameFrom(IPHONE))
      expect(menu).toHaveBeenCalledTimes(1)
    })
  })

  it('WeChat: a host that throws gives the usual bar', () => {
    const broken = () => {
      throw new Error('getMenuButtonBoundingClientRect:fail')
    }
    withHost('host-frame', { getSystemInfoSync: system, getMenuButtonBoundingClientRect: broken }, ({ hostFrame }) =>
      expect(hostFrame()).toEqual(frameFrom({})),
    )
  })

  it('Douyin: after its left icon and clear of its capsule with the feedback button, once it tells them', () => {
    const buttons = jest.fn<unknown, []>(() => undefined)
    const menu = () => ({ ...IPHONE.menu })
    withHost(
      'host-frame.tt',
      { getSystemInfoSync: system, getMenuButtonBoundingClientRect: menu, getCustomButtonBoundingClientRect: buttons },
      ({ hostFrame }) => {
        // Before the page is laid out: an icon the capsule's height, as far from the left edge as the capsule is
        // from the right one.
        expect(hostFrame().back).toBe('top:47px;left:39px;height:40px')
        buttons.mockReturnValue({
          leftIcon: { left: 10, right: 42, top: 51, height: 32 },
          capsule: { left: 250, right: 383, top: 51, height: 32 },
        })
        expect(hostFrame()).toEqual({ bar: 'padding:47px 140px 0;height:40px', back: 'top:47px;left:42px;height:40px' })
        buttons.mockReturnValue(undefined)
        expect(hostFrame().back).toBe('top:47px;left:42px;height:40px')
      },
    )
  })

  it('Douyin: an older base library without the custom button reading', () => {
    withHost('host-frame.tt', { getSystemInfoSync: system, getMenuButtonBoundingClientRect: () => ({ ...IPHONE.menu }) }, ({ hostFrame }) =>
      expect(hostFrame()).toEqual({ bar: 'padding:47px 94px 0;height:40px', back: 'top:47px;left:39px;height:40px' }),
    )
  })
})
