import { crc32, inflateSync } from 'node:zlib'
import { CAPTCHA_GLYPHS, CAPTCHA_LAYOUT } from '../../src/providers/captcha-image'

/**
 * Reading a captcha picture back in tests: a PNG decoder written from the format (independent of the encoder:
 * it checks every CRC and undoes all five row filters) and a reader that finds each character's glyph in the
 * pixels, so a test proves the picture shows the text the service expects.
 */

export interface DecodedPng {
  width: number
  height: number
  bitDepth: number
  colourType: number
  /** RGB bytes, row by row (colour type 2, 8-bit only). */
  rgb: Uint8Array
  chunks: string[]
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export function pngOfDataUrl(dataUrl: string): Buffer {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl)
  if (!m) throw new Error(`not a PNG data URL: ${dataUrl.slice(0, 40)}…`)
  return Buffer.from(m[1], 'base64')
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

export function decodePng(png: Buffer): DecodedPng {
  if (!PNG_SIGNATURE.every((b, i) => png[i] === b)) throw new Error('bad PNG signature')
  const chunks: string[] = []
  const idat: Buffer[] = []
  let header: Buffer | undefined
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    const type = png.toString('ascii', at + 4, at + 8)
    const data = png.subarray(at + 8, at + 8 + length)
    if (png.readUInt32BE(at + 8 + length) !== crc32(png.subarray(at + 4, at + 8 + length))) throw new Error(`bad CRC in ${type}`)
    chunks.push(type)
    if (type === 'IHDR') header = data
    if (type === 'IDAT') idat.push(data)
    at += 12 + length
  }
  if (!header || chunks[0] !== 'IHDR' || chunks.at(-1) !== 'IEND') throw new Error(`bad chunk order: ${chunks.join(',')}`)
  const width = header.readUInt32BE(0)
  const height = header.readUInt32BE(4)
  const [bitDepth, colourType] = [header[8], header[9]]
  if (bitDepth !== 8 || colourType !== 2) throw new Error(`only 8-bit RGB is read here, not depth ${bitDepth} type ${colourType}`)
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * 3
  if (raw.length !== (stride + 1) * height) throw new Error(`pixel data of ${raw.length} bytes for ${width}x${height}`)
  const rgb = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x]
      const a = x >= 3 ? rgb[y * stride + x - 3] : 0
      const b = y > 0 ? rgb[(y - 1) * stride + x] : 0
      const c = x >= 3 && y > 0 ? rgb[(y - 1) * stride + x - 3] : 0
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]
      if (predictor === undefined) throw new Error(`unknown row filter ${filter}`)
      rgb[y * stride + x] = (v + predictor) & 0xff
    }
  }
  return { width, height, bitDepth, colourType, rgb, chunks }
}

/** Character ink is dark; the background and the noise are light. */
const INK_LUMINANCE = 100

function inkMask(png: DecodedPng): boolean[][] {
  return Array.from({ length: png.height }, (_, y) =>
    Array.from({ length: png.width }, (_, x) => {
      const i = (y * png.width + x) * 3
      return 0.299 * png.rgb[i] + 0.587 * png.rgb[i + 1] + 0.114 * png.rgb[i + 2] < INK_LUMINANCE
    }),
  )
}

function glyphInk(glyph: string, dx: number, dy: number, scale: number): boolean {
  const row = glyph.split(' ')[Math.floor(dy / scale)]
  return row?.[Math.floor(dx / scale)] === '#'
}

/** The characters a captcha picture shows: in each cell, the one glyph that accounts for all of the cell's ink. */
export function readCaptchaPng(dataUrl: string): string {
  const png = decodePng(pngOfDataUrl(dataUrl))
  const ink = inkMask(png)
  const { scale, cell, left, top, maxShiftX, maxShiftY } = CAPTCHA_LAYOUT
  const [gw, gh] = [5 * scale, 7 * scale]
  let text = ''
  for (let i = 0; ; i++) {
    const from = left + i * cell - maxShiftX
    const to = Math.min(png.width, from + gw + 2 * maxShiftX)
    let cellInk = 0
    for (let y = 0; y < png.height; y++) for (let x = Math.max(0, from); x < to; x++) if (ink[y][x]) cellInk++
    if (!cellInk) return text
    const found = new Set<string>()
    for (const [ch, glyph] of Object.entries(CAPTCHA_GLYPHS)) {
      const glyphPixels = glyph.split('').filter((p) => p === '#').length * scale * scale
      if (glyphPixels !== cellInk) continue
      for (let sx = -maxShiftX; sx <= maxShiftX; sx++) {
        for (let sy = 0; sy <= maxShiftY; sy++) {
          const x0 = left + i * cell + sx
          const y0 = top + sy
          let same = true
          for (let dy = 0; dy < gh && same; dy++)
            for (let dx = 0; dx < gw && same; dx++) same = ink[y0 + dy][x0 + dx] === glyphInk(glyph, dx, dy, scale)
          if (same) found.add(ch)
        }
      }
    }
    if (found.size !== 1) throw new Error(`cell ${i}: ${found.size ? `ambiguous (${[...found].join('')})` : 'no glyph matches'}`)
    text += [...found][0]
  }
}
