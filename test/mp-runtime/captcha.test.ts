import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { decodePng, pngOfDataUrl, readCaptchaPng } from '../../server/test/captcha/captcha-png'
import { PLATFORMS, attributeValues, findAll, launch, navigations, unlessBuilt, useService } from './feature-helpers'
import type { PageHandle } from './mini-runtime'

/**
 * The authorization captcha on the built bundles: the service sends a PNG (a mini-program's Image does not show
 * an SVG data URL reliably), the page shows it, and the characters read from those pixels pass the check.
 */

const AUTH_PAGE = 'subPages/index/index'

/** The captcha Image's source: the one element holding an image data URL, the page's captcha box. */
function captchaSource(page: PageHandle): string {
  const images = findAll(page.nodes, (n) => attributeValues(n).some((v) => typeof v === 'string' && v.startsWith('data:image/')))
  assert.equal(images.length, 1, 'one image data URL on the page')
  assert.equal(images[0].cl, 'auth-captcha')
  return String(attributeValues(images[0]).find((v) => typeof v === 'string' && v.startsWith('data:image/')))
}

async function type(page: PageHandle, index: number, value: string): Promise<void> {
  const inputs = findAll(page.nodes, (n) => typeof n.cl === 'string' && n.cl.includes('auth-field__input'))
  assert.ok(inputs[index], `input ${index} on ${page.route}`)
  await page.dispatch(inputs[index], 'input', { value, cursor: value.length })
}

for (const platform of PLATFORMS) {
  describe(`${platform}: authorization captcha`, { skip: unlessBuilt(platform) }, () => {
    const service = useService()

    test('shows a PNG; a wrong answer brings a new one; the characters it shows pass', async () => {
      const rt = await launch(platform, service())
      try {
        const page = await rt.openPage(AUTH_PAGE, service().queries.authEvaluate!)
        await page.tap('密码登录')
        await type(page, 0, 'gamer2002')
        await type(page, 1, 'pa55word')
        await page.tap('登录授权')
        assert.match(page.text(), /输入图形验证码/)

        const first = captchaSource(page)
        assert.match(first, /^data:image\/png;base64,/)
        const { width, height } = decodePng(pngOfDataUrl(first))
        assert.deepEqual([width, height], [240, 84])
        const shown = readCaptchaPng(first)
        assert.match(shown, /^[A-Z2-9]{4}$/)

        await type(page, 0, shown === 'AAAA' ? 'BBBB' : 'AAAA')
        await page.tap('确认')
        assert.match(page.text(), /图形验证码错误，请重新输入/)
        const second = captchaSource(page)
        assert.notEqual(second, first)

        await type(page, 0, readCaptchaPng(second).toLowerCase())
        await page.tap('确认')
        await rt.advance(5000)
        // Authorized: the valuation runs and the page moves on to the new report.
        assert.match(navigations(rt, 'redirectTo').join(), /^\/pages\/report\/index\?valId=/)
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })
  })
}
