import { LINK_PLATFORMS, OWN_LINK_SOURCE } from '../../server/src/contract/values/links'
import { bootPage, pageText, waitFor } from './helpers'

/**
 * 如何获取链接 names the links the service reads: its own listing pages and the platforms of the link reader's list
 * (the contract's LINK_PLATFORMS), and the way on when one cannot be read.
 */
jest.setTimeout(60000)

it('names every platform whose links are read, and 按属性继续估价 for the rest', async () => {
  await bootPage('#/pages/h5/guide/getLink')
  await waitFor(() => pageText().includes('可以读取的链接'), 'the guide')
  const shown = pageText()
  for (const name of [OWN_LINK_SOURCE, ...LINK_PLATFORMS]) expect(shown).toContain(name)
  expect(shown).toContain('按属性继续估价')
})
