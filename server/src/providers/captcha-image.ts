import { createHash } from 'node:crypto'
import { encodePng } from '../lib/png'

/**
 * The sandbox captcha as a raster picture: a PNG data URL, which every client shows (WeChat's and Douyin's
 * `Image` do not reliably draw an SVG data URL). The characters are drawn from a 5×7 pixel font scaled up, each
 * in its own dark colour and raised or lowered a little, over light noise lines and dots; the same text always
 * gives the same picture. A real gateway sends its own picture (see docs/api.md).
 */

/** What a captcha is made of: letters and digits that cannot be taken for one another (no I, L, O, 0 or 1). */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** The glyph of each character of the alphabet, 7 rows of 5 pixels: '#' drawn, '.' not. */
export const CAPTCHA_GLYPHS: Readonly<Record<string, string>> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
}

/**
 * Picture size and where glyphs go: 240×84 (the 160×56 box of the authorization page at 1.5×), each glyph
 * 30×42 (5×7 at scale 6) in a 44-pixel cell, moved by up to ±4 pixels sideways and placed 13 to 29 pixels from
 * the top.
 */
export const CAPTCHA_LAYOUT = { width: 240, height: 84, scale: 6, cell: 44, left: 39, top: 13, maxShiftX: 4, maxShiftY: 16 } as const

const BACKGROUND = [0xf2, 0xf3, 0xf5]
/** Dark inks for the characters (luminance under 100), light ones for the noise (over 150). */
const INKS = [
  [0x1f, 0x23, 0x29],
  [0x0d, 0x3b, 0x8c],
  [0x5b, 0x1a, 0x8c],
  [0x0b, 0x5e, 0x3c],
  [0x7a, 0x2e, 0x0e],
]
const NOISE = [
  [0xb0, 0xb4, 0xbb],
  [0xa9, 0xc4, 0xeb],
  [0xc9, 0xb6, 0xe4],
]

class Canvas {
  readonly rgb: Uint8Array
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8Array(width * height * 3)
    for (let i = 0; i < width * height; i++) this.rgb.set(BACKGROUND, i * 3)
  }

  dot(x: number, y: number, colour: number[], size = 1): void {
    for (let dy = 0; dy < size; dy++) {
      for (let dx = 0; dx < size; dx++) {
        const px = Math.round(x) + dx
        const py = Math.round(y) + dy
        if (px >= 0 && py >= 0 && px < this.width && py < this.height) this.rgb.set(colour, (py * this.width + px) * 3)
      }
    }
  }

  line(x0: number, y0: number, x1: number, y1: number, colour: number[]): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))
    for (let i = 0; i <= steps; i++) this.dot(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, colour, 2)
  }
}

/** A stream of bytes derived from the text, so the picture of a text never changes. */
function byteStream(text: string): () => number {
  let block = 0
  let bytes = Buffer.alloc(0)
  let at = 0
  return () => {
    if (at >= bytes.length) {
      bytes = createHash('sha256').update(`captcha-image:${block++}:${text}`).digest()
      at = 0
    }
    return bytes[at++]
  }
}

/** The PNG of a captcha text (characters of CAPTCHA_GLYPHS), as a data URL. */
export function captchaPng(text: string): string {
  const { width, height, scale, cell, left, top, maxShiftX, maxShiftY } = CAPTCHA_LAYOUT
  const next = byteStream(text)
  const canvas = new Canvas(width, height)
  const pick = <T>(list: T[]) => list[next() % list.length]
  for (let i = 0; i < 3; i++) canvas.line(next() % 40, next() % height, width - (next() % 40), next() % height, pick(NOISE))
  for (let i = 0; i < 80; i++) canvas.dot(next() % width, next() % height, pick(NOISE), 2)
  ;[...text].forEach((ch, i) => {
    const glyph = CAPTCHA_GLYPHS[ch]
    if (!glyph) throw new Error(`captchaPng: no glyph for ${JSON.stringify(ch)}`)
    const x0 = left + i * cell + ((next() % (2 * maxShiftX + 1)) - maxShiftX)
    const y0 = top + (next() % (maxShiftY + 1))
    const ink = pick(INKS)
    glyph.split(' ').forEach((row, y) => {
      for (let x = 0; x < row.length; x++) if (row[x] === '#') canvas.dot(x0 + x * scale, y0 + y * scale, ink, scale)
    })
  })
  return `data:image/png;base64,${encodePng(width, height, canvas.rgb).toString('base64')}`
}
