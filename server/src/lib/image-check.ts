import { crc32 } from 'node:zlib'

/** What an uploaded file is, read from its bytes: the declared MIME type and file name are never trusted (feedback screenshots, banner images). */
export interface ImageInfo {
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp'
  width: number
  height: number
}

/** The largest side an uploaded image may have: beyond any phone screen or camera, and a decoder's usual limit. */
export const MAX_IMAGE_SIDE = 16384

/**
 * Reads an upload as one of four image types (JPEG, PNG, GIF, WebP), or null. More than the leading bytes: the file's
 * structure is walked to its end and the dimensions read (each side 1 … 16384), so a renamed file or a fake header in
 * front of other data is refused. PNG: every chunk with its CRC, IHDR first, IEND last. JPEG: the segments up to the
 * scan, a frame header with the size, and the end-of-image marker after the scan. GIF: every block to the trailer,
 * at least one image. WebP: the RIFF length equal to the file's, and the size from its VP8, VP8L or VP8X header.
 * The pixels themselves are not decoded (that would need an image library the service does not carry); what is kept
 * is only ever shown as an image (to the team, or a banner to players), where a broken one shows as broken.
 */
export function readImage(buf: Uint8Array): ImageInfo | null {
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength)
  const found = b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff ? jpeg(b) : (png(b) ?? gif(b) ?? webp(b))
  if (!found) return null
  const ok = (side: number) => Number.isInteger(side) && side >= 1 && side <= MAX_IMAGE_SIDE
  return ok(found.width) && ok(found.height) ? found : null
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** Bit depths each PNG colour type allows. */
const PNG_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] }

function png(b: Buffer): ImageInfo | null {
  if (b.length < 8 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null
  let pos = 8
  let size: { width: number; height: number } | null = null
  let idat = false
  while (pos + 12 <= b.length) {
    const len = b.readUInt32BE(pos)
    const end = pos + 12 + len
    if (len > 0x7fffffff || end > b.length) return null
    const type = b.toString('latin1', pos + 4, pos + 8)
    if (crc32(b.subarray(pos + 4, pos + 8 + len)) !== b.readUInt32BE(pos + 8 + len)) return null
    const data = b.subarray(pos + 8, pos + 8 + len)
    if (!size) {
      if (type !== 'IHDR' || len !== 13 || !PNG_DEPTHS[data[9]]?.includes(data[8])) return null
      size = { width: data.readUInt32BE(0), height: data.readUInt32BE(4) }
    } else if (type === 'IDAT') idat = true
    else if (type === 'IEND') return idat && end === b.length ? { mime: 'image/png', ...size } : null
    pos = end
  }
  return null
}

/** Start-of-frame markers (C0 … CF except DHT C4, JPG C8 and DAC CC) carry the image's size. */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc

function jpeg(b: Buffer): ImageInfo | null {
  let pos = 2
  let size: { width: number; height: number } | null = null
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return null
    const marker = b[pos + 1]
    if (marker === 0xff) {
      pos++ // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2
      continue
    }
    if (marker === 0xd8 || marker === 0xd9) return null // a second start, or the end before any scan
    const len = b.readUInt16BE(pos + 2)
    if (len < 2 || pos + 2 + len > b.length) return null
    if (isFrame(marker)) {
      if (len < 8) return null
      size = { height: b.readUInt16BE(pos + 5), width: b.readUInt16BE(pos + 7) }
    }
    if (marker === 0xda) {
      // The scan follows: its entropy-coded bytes run to the end-of-image marker.
      const eoi = b.lastIndexOf(Buffer.from([0xff, 0xd9]))
      return size && eoi >= pos + 2 + len ? { mime: 'image/jpeg', ...size } : null
    }
    pos += 2 + len
  }
  return null
}

function gif(b: Buffer): ImageInfo | null {
  if (b.length < 13 || !/^GIF8[79]a$/.test(b.toString('latin1', 0, 6))) return null
  const width = b.readUInt16LE(6)
  const height = b.readUInt16LE(8)
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0)
  let pos = 13 + colourTable(b[10])
  let images = 0
  // Data sub-blocks: a length byte and that many bytes, until a zero length.
  const skipSubBlocks = () => {
    while (pos < b.length && b[pos] !== 0) pos += 1 + b[pos]
    pos++
  }
  while (pos < b.length) {
    const block = b[pos]
    if (block === 0x3b) return images > 0 ? { mime: 'image/gif', width, height } : null
    if (block === 0x21) {
      pos += 2
      skipSubBlocks()
    } else if (block === 0x2c) {
      if (pos + 10 > b.length) return null
      pos += 10 + colourTable(b[pos + 9])
      const codeSize = b[pos]
      if (codeSize < 2 || codeSize > 8) return null
      pos++
      skipSubBlocks()
      images++
    } else return null
  }
  return null
}

function webp(b: Buffer): ImageInfo | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null
  if (b.readUInt32LE(4) + 8 !== b.length) return null
  const chunk = b.toString('latin1', 12, 16)
  if (20 + b.readUInt32LE(16) > b.length) return null
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null
    return { mime: 'image/webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null
    const bits = b.readUInt32LE(21)
    return { mime: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') return { mime: 'image/webp', width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 }
  return null
}
