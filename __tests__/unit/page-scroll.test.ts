import Taro from '@tarojs/taro'
import { ScrollType } from '@/constants/navigation'
import { scrollPage } from '@/platform/page-scroll'

/** The spec's scroll types as the page moves: 1 header (the top), 2 a part of the content, 3 the bottom. */
test('each scroll type moves the page to its part; a page already gone does not throw', async () => {
  const calls: unknown[] = []
  const api = Taro as unknown as { pageScrollTo?: (o: unknown) => Promise<void> }
  api.pageScrollTo = (o) => {
    calls.push(o)
    return Promise.reject(new Error('page gone'))
  }
  try {
    scrollPage(ScrollType.HEADER)
    scrollPage(ScrollType.CONTENT, { selector: '#qf-server', offsetTop: -56, duration: 300 })
    scrollPage(ScrollType.BOTTOM)
    await Promise.resolve()
  } finally {
    delete api.pageScrollTo
  }
  expect(calls).toEqual([
    { scrollTop: 0, duration: 0 },
    { selector: '#qf-server', offsetTop: -56, duration: 300 },
    { scrollTop: Number.MAX_SAFE_INTEGER, duration: 0 },
  ])
})
