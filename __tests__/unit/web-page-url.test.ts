import { webPageUrl } from '@/utils/web-page-url'

describe('webview page target', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    [encodeURIComponent('https://example.com/a?b=1'), 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com'],
  ])('opens %s', (raw, url) => {
    expect(webPageUrl(raw)).toBe(url)
  })

  it.each([[undefined], [''], ['javascript:alert(1)'], ['/pages/index/index'], ['ftp://example.com'], ['https%3A%2F%2F%E0%A4%A']])(
    'refuses %s',
    (raw) => {
      expect(webPageUrl(raw)).toBeNull()
    },
  )
})
