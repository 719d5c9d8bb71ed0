import { crc32, deflateSync } from 'node:zlib'
import type { TestApp } from '../helpers'

/** Small well-formed images of each accepted type for feedback upload tests. */

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])))
  return Buffer.concat([head, data, crc])
}

/**
 * A grey 8-bit PNG of `width` × `height`; `padTo` bytes in all with a private ancillary chunk (decoders skip it), so
 * tests can upload files of an exact size.
 */
export function png(width = 1, height = 1, padTo = 0): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 0 // greyscale
  const rows = Buffer.alloc(height * (width + 1), 0x80)
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0 // filter: none
  const parts = [Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows))]
  const end = chunk('IEND', Buffer.alloc(0))
  const size = parts.reduce((n, p) => n + p.length, end.length)
  if (padTo > size) parts.push(chunk('paDd', Buffer.alloc(padTo - size - 12)))
  return Buffer.concat([...parts, end])
}

/** 1 × 1 baseline JPEG. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA//9k=',
  'base64',
)
/** 1 × 1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
/** 1 × 1 lossless WebP. */
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')

/** Uploads one image as the player with `token` (feedback/upload, multipart); answers its image id. */
export async function uploadFeedbackImage(app: TestApp['app'], token: string, data: Buffer): Promise<string> {
  const boundary = '----inboxtest'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await app.inject({
    method: 'POST',
    url: '/app/v1/feedback/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
    payload,
  })
  return (res.json() as { data: { imageId: string } }).data.imageId
}
