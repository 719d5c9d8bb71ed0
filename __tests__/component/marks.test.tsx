import { readFileSync } from 'fs'
import { join } from 'path'
import TestUtils from '@tarojs/test-utils-react'
import GradeBadge from '@/components/grade-badge'
import PayMethodIcon, { payMethodMark } from '@/components/pay-method-icon'
import { act } from 'react'
import { CollectMark, GameTile } from '@/components/icon'
import { glyphName } from './icon-checks'

/** The small marks shared by every page (issue 34): grade badges, the 收藏 star, the ways to pay. */

const testUtils = new TestUtils()

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

async function mount(node: () => JSX.Element): Promise<HTMLElement> {
  document.body.innerHTML = ''
  await testUtils.mount(() => <div data-testid='root'>{node()}</div>, {})
  return document.querySelector('[data-testid="root"]') as HTMLElement
}

it.each(['N', 'R', 'SR', 'SSR', 'UR'])('grade %s: one badge, coloured by its grade, placed by the caller', async (level) => {
  const root = await mount(() => <GradeBadge level={level} className='x-level' />)
  const badge = root.querySelector('[data-testid="grade-badge"]')!
  expect(Array.from(badge.classList)).toEqual(['grade-badge', `grade-badge--${level.toLowerCase()}`, 'x-level'])
  expect(badge.textContent).toBe(level)
})

it.each([
  [false, 'Star'],
  [true, 'StarFill'],
])('收藏 collected=%s draws the %s glyph of the set', async (on, glyph) => {
  const root = await mount(() => <CollectMark on={on} />)
  const icons = root.querySelectorAll('.nut-icon')
  expect(icons).toHaveLength(1)
  expect(glyphName(icons[0])).toBe(glyph)
  expect(root.textContent).toBe('')
})

it.each(['微信支付', '支付宝', '抖音支付'])('%s has a drawn mark of its own (an SVG file), no character tile', async (label) => {
  const root = await mount(() => <PayMethodIcon label={label} />)
  const img = root.querySelector('[data-testid="pay-method-icon"]')!
  expect(img).not.toBeNull()
  expect(root.textContent).toBe('')
  expect(payMethodMark(label)).toBeTruthy()
})

it("the marks are small SVG files in the brands' colours", () => {
  const dir = join(__dirname, '../../src/components/pay-method-icon')
  const marks = { 'wechat-pay.svg': '#07C160', 'alipay.svg': '#1677FF', 'douyin-pay.svg': '#161823' }
  for (const [file, colour] of Object.entries(marks)) {
    const svg = readFileSync(join(dir, file), 'utf8')
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/)
    expect(svg).toContain(`fill="${colour}"`)
    expect(svg.length).toBeLessThan(2048)
  }
})

it('a way to pay it has no mark for shows none', async () => {
  expect(payMethodMark('解锁券')).toBeUndefined()
  const root = await mount(() => <PayMethodIcon label='解锁券' />)
  expect(root.querySelector('[data-testid="pay-method-icon"]')).toBeNull()
})

describe('game tiles (issue 34): an operator-set licensed icon, otherwise the drawn tile', () => {
  const ICON = 'https://cdn.example.com/games/10013.png'

  it('an https icon is the picture of the tile, no initials', async () => {
    const root = await mount(() => <GameTile name='王者荣耀' genre='MOBA' icon={ICON} />)
    const img = root.querySelector('img.game-tile--image, .game-tile--image')!
    expect(img).not.toBeNull()
    expect(img.getAttribute('src')).toBe(ICON)
    expect(root.textContent).toBe('')
  })

  it.each(['game-10013', '', 'http://cdn.example.com/a.png', 'javascript:alert(1)'])('icon %p draws the initials', async (icon) => {
    const root = await mount(() => <GameTile name='王者荣耀' genre='MOBA' icon={icon} />)
    expect(root.querySelector('.game-tile--image')).toBeNull()
    expect(root.querySelector('.game-tile__mark')!.textContent).toBe('王者')
  })

  it('an icon that fails to load falls back to the drawn tile', async () => {
    const root = await mount(() => <GameTile name='原神' genre='二次元抽卡' icon={ICON} />)
    await act(async () => {
      root.querySelector('.game-tile--image')!.dispatchEvent(new Event('error'))
    })
    expect(root.querySelector('.game-tile--image')).toBeNull()
    expect(root.querySelector('.game-tile__mark')!.textContent).toBe('原神')
  })
})
