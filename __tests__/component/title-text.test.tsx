import { bootPage, currentPage, waitFor, type Reply, type Req } from './helpers'

/**
 * Titles are text. An article's title comes from data and becomes the page's navigation bar title
 * (Taro.setNavigationBarTitle); @tarojs/router used to write it with innerHTML, so a title such as
 * <img src=x onerror=…> became a live element in the H5 navigation bar (patched: patches/@tarojs+router+4.2.1.patch).
 */

jest.setTimeout(30000)

jest.mock('../../src/pages/information/index', () => ({ __esModule: true, default: () => null }))

const HOSTILE = '<img src=x onerror=alert(1)>'

const reply = (r: Req): Reply => {
  if (r.url.split('?')[0] === '/app/v1/info/detail')
    return {
      code: 200,
      msg: 'ok',
      data: {
        id: 'x',
        title: HOSTILE,
        category: 'market',
        categoryName: '行情资讯',
        summary: '',
        cover: '',
        publishedAt: 0,
        html: '<p>正文</p>',
      },
    }
  return { code: 200, msg: 'ok', data: null }
}

it('an article titled <img src=x onerror=…> shows that text in the navigation bar, and no element', async () => {
  await bootPage('#/pages/information/detail?id=x', { reply, user: null, ready: 'info-article' })
  const routerTitle = () => document.querySelector('#taro-navigation-bar .taro-navigation-bar-title')
  await waitFor(() => routerTitle()?.textContent === HOSTILE, 'the router navigation bar title')
  expect(routerTitle()?.querySelector('img')).toBeNull()
  expect(routerTitle()?.childNodes).toHaveLength(1)
  expect(routerTitle()?.firstChild?.nodeType).toBe(Node.TEXT_NODE)
  expect(document.title).toBe(HOSTILE)
  // The app's own bar draws it as text as well.
  expect(currentPage().querySelector('.nav-bar__title')?.textContent).toBe(HOSTILE)
  expect(document.querySelector('img[src="x"]')).toBeNull()
})
