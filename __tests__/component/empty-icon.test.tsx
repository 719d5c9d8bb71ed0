import TestUtils from '@tarojs/test-utils-react'
import { EmptyIcon, type EmptyKind } from '@/components/icon'

/** The picture of empty and failed states on its own: a glyph of the icon set on a disc, quiet or alerting. */

const testUtils = new TestUtils()

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

const KINDS: [EmptyKind, string, string][] = [
  ['empty', 'ToReceive', 'quiet'],
  ['search', 'Search', 'quiet'],
  ['error', 'Warning', 'alert'],
  ['network', 'NetworkError', 'alert'],
]

it.each(KINDS)('%s: the %s glyph of the set on a %s disc, no text', async (kind, glyph, look) => {
  document.body.innerHTML = ''
  await testUtils.mount(() => <EmptyIcon kind={kind} size='sm' testId='pic' />, {})
  const pic = document.querySelector('[data-testid="pic"]')!
  expect(pic.classList).toContain(`empty-icon--${look}`)
  expect(pic.classList).toContain('empty-icon--sm')
  expect(pic.textContent).toBe('')
  const icon = pic.querySelector('.nut-icon')!
  expect(icon.classList).toContain(`nut-icon-${glyph}`)
  expect(icon.classList).toContain('empty-icon__glyph')
})

it('defaults to the empty kind at page size', async () => {
  document.body.innerHTML = ''
  await testUtils.mount(() => <EmptyIcon testId='pic' />, {})
  const pic = document.querySelector('[data-testid="pic"]')!
  expect(Array.from(pic.classList)).toEqual(['empty-icon', 'empty-icon--md', 'empty-icon--quiet'])
  expect(pic.querySelector('.nut-icon-ToReceive')).not.toBeNull()
})
