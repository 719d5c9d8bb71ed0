import { qrDataUrl, qrMatrix } from '@/components/qr-code/matrix'

describe('QR code', () => {
  it('encodes the content as a square module matrix with the three finder patterns', () => {
    const m = qrMatrix('qr:a_3f9c:1')
    const n = m.length
    expect(n).toBeGreaterThanOrEqual(21)
    expect(m.every((row) => row.length === n)).toBe(true)
    // Finder patterns: a dark 7x7 ring with a dark 3x3 centre in three corners.
    for (const [r, c] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ]) {
      expect(m[r][c]).toBe(true)
      expect(m[r + 1][c + 1]).toBe(false)
      expect(m[r + 3][c + 3]).toBe(true)
    }
  })

  it('differs for different content and gives a GIF data URL', () => {
    expect(qrMatrix('qr:a:1')).not.toEqual(qrMatrix('qr:a:2'))
    expect(qrDataUrl('qr:a:1')).toMatch(/^data:image\/gif;base64,/)
  })
})
