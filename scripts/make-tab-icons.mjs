// Draws the tab-bar icons (81x81 PNG, the size WeChat recommends) from simple vector shapes, so the icons
// are reproducible without an image editor: `node scripts/make-tab-icons.mjs`.
import { deflateSync } from 'node:zlib'
import { writeFileSync } from 'node:fs'

const SIZE = 81
const SS = 4 // supersampling per axis for smooth edges

function crc32(buf) {
  let c,
    crc = 0xffffffff
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    crc = (crc >>> 8) ^ c
  }
  return (crc ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}
function png(rgba) {
  const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE)
  for (let y = 0; y < SIZE; y++) {
    raw[y * (SIZE * 4 + 1)] = 0
    rgba.copy(raw, y * (SIZE * 4 + 1) + 1, y * SIZE * 4, (y + 1) * SIZE * 4)
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(SIZE, 0)
  ihdr.writeUInt32BE(SIZE, 4)
  ihdr[8] = 8
  ihdr[9] = 6
  ihdr[10] = 0
  ihdr[11] = 0
  ihdr[12] = 0
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

// Shape predicates in a 0..1 unit square; `filled` selects the solid (active) variant.
const inRect = (x, y, x0, y0, x1, y1) => x >= x0 && x <= x1 && y >= y0 && y <= y1
const dist = (x, y, cx, cy) => Math.hypot(x - cx, y - cy)
function inTriangle(px, py, [ax, ay], [bx, by], [cx, cy]) {
  const s = (p1x, p1y, p2x, p2y, p3x, p3y) => (p1x - p3x) * (p2y - p3y) - (p2x - p3x) * (p1y - p3y)
  const d1 = s(px, py, ax, ay, bx, by),
    d2 = s(px, py, bx, by, cx, cy),
    d3 = s(px, py, cx, cy, ax, ay)
  const neg = d1 < 0 || d2 < 0 || d3 < 0,
    pos = d1 > 0 || d2 > 0 || d3 > 0
  return !(neg && pos)
}
const T = 0.07 // stroke width for outline icons

const shapes = {
  home(x, y, filled) {
    const roof = inTriangle(x, y, [0.5, 0.12], [0.1, 0.48], [0.9, 0.48])
    const body = inRect(x, y, 0.2, 0.44, 0.8, 0.88)
    const door = inRect(x, y, 0.42, 0.64, 0.58, 0.88)
    if (filled) return (roof || body) && !door
    const innerRoof = inTriangle(x, y, [0.5, 0.12 + T * 1.6], [0.1 + T * 2.2, 0.48 - T * 0.2], [0.9 - T * 2.2, 0.48 - T * 0.2])
    const innerBody = inRect(x, y, 0.2 + T, 0.44, 0.8 - T, 0.88 - T)
    return (
      ((roof && !innerRoof) || (body && !innerBody) || (door && !inRect(x, y, 0.42 + T, 0.64 + T, 0.58 - T, 0.9))) &&
      !(innerRoof && y > 0.44 && innerBody)
    )
  },
  evaluate(x, y) {
    // A price tag with a hole and a rising line: "what is it worth".
    const tag = inRect(x, y, 0.18, 0.18, 0.82, 0.82) && x + y < 1.5 && !(x > 0.7 && y < 0.3 && dist(x, y, 0.82, 0.18) < 0.12)
    const inner = inRect(x, y, 0.18 + T, 0.18 + T, 0.82 - T, 0.82 - T) && x + y < 1.5 - T * 1.4
    const hole = dist(x, y, 0.34, 0.34) < 0.06
    const bars = inRect(x, y, 0.32, 0.58, 0.38, 0.68) || inRect(x, y, 0.45, 0.5, 0.51, 0.68) || inRect(x, y, 0.58, 0.42, 0.64, 0.6)
    return (tag && !inner) || hole || bars
  },
  mine(x, y, filled) {
    const head = dist(x, y, 0.5, 0.32) < 0.17
    const body = y > 0.58 && y < 0.88 && dist(x, y, 0.5, 0.92) < 0.38
    if (filled) return head || body
    const headIn = dist(x, y, 0.5, 0.32) < 0.17 - T
    const bodyIn = y > 0.58 + T && y < 0.88 - T && dist(x, y, 0.5, 0.92) < 0.38 - T
    return (head && !headIn) || (body && !bodyIn)
  },
}

function draw(shape, color, filled) {
  const buf = Buffer.alloc(SIZE * SIZE * 4)
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      let hits = 0
      for (let sy = 0; sy < SS; sy++)
        for (let sx = 0; sx < SS; sx++) {
          if (shapes[shape]((px + (sx + 0.5) / SS) / SIZE, (py + (sy + 0.5) / SS) / SIZE, filled)) hits++
        }
      const o = (py * SIZE + px) * 4
      buf[o] = r
      buf[o + 1] = g
      buf[o + 2] = b
      buf[o + 3] = Math.round((255 * hits) / (SS * SS))
    }
  }
  return png(buf)
}

const out = new URL('../src/assets/tab/', import.meta.url)
const GREY = '#666666',
  BLUE = '#1677ff'
writeFileSync(new URL('home.png', out), draw('home', GREY, false))
writeFileSync(new URL('home-active.png', out), draw('home', BLUE, true))
writeFileSync(new URL('evaluate.png', out), draw('evaluate', BLUE, false))
writeFileSync(new URL('mine.png', out), draw('mine', GREY, false))
writeFileSync(new URL('mine-active.png', out), draw('mine', BLUE, true))
console.log('tab icons written to src/assets/tab/')
