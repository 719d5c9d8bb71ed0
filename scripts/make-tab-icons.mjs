// Renders the tab-bar icons from the app's icon set, @nutui/icons-react-taro (MIT): mini-program tab bars take
// only image files, so the glyphs the pages draw as SVG are drawn here once as 81x81 PNGs (the size WeChat
// recommends; its limit is 40 KB a file) and committed. Chromium rasterises each SVG (the browser the e2e tests
// use); the script keeps only the coverage and writes the pixels in the tab's colour itself, so every opaque pixel
// is exactly the colour the tab bar's labels use. Each PNG names its glyph in a tEXt chunk (`Source`).
//   node scripts/make-tab-icons.mjs        (CHROMIUM_PATH overrides /usr/bin/chromium)
/* global Image, document -- the rasterising function runs in the browser (page.evaluate) */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const SIZE = 81
/** Transparent margin around the glyph, in pixels: the set's glyphs reach the edges of their 1024 box. */
const INSET = 4
// The tab bar's label colours (src/router/app-config.ts, tabBar.color / selectedColor; a test compares them).
const GREY = '#666666'
const BLUE = '#0064f1'

/** Each tab's files (app-config: `assets/tab/<icon>.png`, `<icon>-active.png`); valuation keeps one icon (spec). */
const TAB_ICONS = [
  { file: 'home.png', glyph: 'Home', color: GREY },
  { file: 'home-active.png', glyph: 'HomeF', color: BLUE },
  { file: 'evaluate.png', glyph: 'Refund', color: BLUE },
  { file: 'mine.png', glyph: 'User', color: GREY },
  { file: 'mine-active.png', glyph: 'UserF', color: BLUE },
]

const require = createRequire(import.meta.url)
const iconsDir = dirname(require.resolve('@nutui/icons-react-taro/package.json'))
const iconsVersion = JSON.parse(readFileSync(join(iconsDir, 'package.json'), 'utf8')).version

/** The glyph's SVG, as the package embeds it in the glyph's component. */
function glyphSvg(glyph) {
  const source = readFileSync(join(iconsDir, 'dist', 'es', 'icons', `${glyph}.js`), 'utf8')
  const match = source.match(/svg64: "data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)"/)
  if (!match) throw new Error(`no SVG in @nutui/icons-react-taro ${glyph}`)
  return Buffer.from(match[1], 'base64').toString('utf8')
}

function crc32(buf) {
  let crc = 0xffffffff
  for (let n = 0; n < buf.length; n++) {
    let c = (crc ^ buf[n]) & 0xff
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    crc = (crc >>> 8) ^ c
  }
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** An RGBA PNG of the colour with the given coverage (one alpha byte per pixel), and a `Source` text chunk. */
function png(alpha, color, source) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
  const row = SIZE * 4 + 1
  const raw = Buffer.alloc(row * SIZE)
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const o = y * row + 1 + x * 4
      raw[o] = r
      raw[o + 1] = g
      raw[o + 2] = b
      raw[o + 3] = alpha[y * SIZE + x]
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(SIZE, 0)
  ihdr.writeUInt32BE(SIZE, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 6 // RGBA
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from(`Source\0${source}`, 'latin1')),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
  const page = await browser.newPage()
  const out = new URL('../src/assets/tab/', import.meta.url)
  for (const { file, glyph, color } of TAB_ICONS) {
    const alpha = await page.evaluate(
      async ({ svg, size, inset }) => {
        const img = new Image()
        img.src = `data:image/svg+xml;base64,${btoa(svg)}`
        await img.decode()
        const canvas = document.createElement('canvas')
        canvas.width = canvas.height = size
        const ctx = canvas.getContext('2d')
        ctx.drawImage(img, inset, inset, size - 2 * inset, size - 2 * inset)
        const data = ctx.getImageData(0, 0, size, size).data
        return Array.from({ length: size * size }, (_, i) => data[i * 4 + 3])
      },
      { svg: glyphSvg(glyph), size: SIZE, inset: INSET },
    )
    const bytes = png(Buffer.from(alpha), color, `@nutui/icons-react-taro ${iconsVersion} ${glyph} (MIT)`)
    writeFileSync(new URL(file, out), bytes)
    console.log(`src/assets/tab/${file}: ${glyph} in ${color}, ${bytes.length} bytes`)
  }
} finally {
  await browser.close()
}
