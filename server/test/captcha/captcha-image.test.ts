import { CAPTCHA_ALPHABET, CAPTCHA_GLYPHS, CAPTCHA_LAYOUT, captchaPng } from '../../src/providers/captcha-image'
import { encodePng } from '../../src/lib/png'
import { PNG_SIGNATURE, decodePng, pngOfDataUrl, readCaptchaPng } from './captcha-png'

/** The sandbox captcha is a real PNG (mini-programs do not show SVG) that shows exactly its text. */

const ALPHABET = CAPTCHA_ALPHABET

describe('the captcha picture', () => {
  test('is a PNG data URL: signature, IHDR first (240×84, 8-bit RGB), valid CRCs, IEND last', () => {
    const png = pngOfDataUrl(captchaPng('AB2Z'))
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
    const decoded = decodePng(png)
    expect(decoded).toMatchObject({ width: 240, height: 84, bitDepth: 8, colourType: 2 })
    expect(decoded.chunks).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect([decoded.width, decoded.height]).toEqual([CAPTCHA_LAYOUT.width, CAPTCHA_LAYOUT.height])
    // Small enough to travel inside a JSON answer.
    expect(png.length).toBeLessThan(8 * 1024)
  })

  test('shows its text: every character of the alphabet is read back from the pixels', () => {
    expect(Object.keys(CAPTCHA_GLYPHS).sort()).toEqual([...ALPHABET].sort())
    // Every glyph is 7 rows of 5 pixels and no two are alike, so no character can be taken for another.
    expect(Object.values(CAPTCHA_GLYPHS).every((g) => /^([.#]{5} ){6}[.#]{5}$/.test(g))).toBe(true)
    expect(new Set(Object.values(CAPTCHA_GLYPHS)).size).toBe(ALPHABET.length)
    for (let i = 0; i < ALPHABET.length; i += 4) {
      const text = (ALPHABET + ALPHABET).slice(i, i + 4)
      expect(readCaptchaPng(captchaPng(text))).toBe(text)
    }
  })

  test('the same text always gives the same picture; another text another one', () => {
    expect(captchaPng('K7MP')).toBe(captchaPng('K7MP'))
    expect(captchaPng('K7MP')).not.toBe(captchaPng('K7MQ'))
  })

  test('characters sit at different heights and the background carries noise', () => {
    const { rgb, width, height } = decodePng(pngOfDataUrl(captchaPng('HHHH')))
    const colours = new Set<string>()
    for (let i = 0; i < width * height; i++) colours.add(rgb.slice(i * 3, i * 3 + 3).join(','))
    // Background, at least one ink and some noise colours.
    expect(colours.size).toBeGreaterThanOrEqual(3)
    const tops = [0, 1, 2, 3].map((i) => {
      const x = CAPTCHA_LAYOUT.left + i * CAPTCHA_LAYOUT.cell + CAPTCHA_LAYOUT.maxShiftX + 2
      for (let y = 0; y < height; y++) {
        const [r, g, b] = rgb.slice((y * width + x) * 3, (y * width + x) * 3 + 3)
        if (0.299 * r + 0.587 * g + 0.114 * b < 100) return y
      }
      return -1
    })
    expect(tops.every((y) => y >= CAPTCHA_LAYOUT.top)).toBe(true)
    expect(new Set(tops).size).toBeGreaterThan(1)
  })
})

describe('encodePng', () => {
  test('round-trips pixels and refuses a buffer of the wrong size', () => {
    const rgb = Uint8Array.from({ length: 3 * 4 * 3 }, (_, i) => (i * 37) % 256)
    const decoded = decodePng(encodePng(4, 3, rgb))
    expect([decoded.width, decoded.height]).toEqual([4, 3])
    expect([...decoded.rgb]).toEqual([...rgb])
    expect(() => encodePng(4, 4, rgb)).toThrow('36 bytes for 4x4 RGB')
  })
})
