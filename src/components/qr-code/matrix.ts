import qrcode from 'qrcode-generator'

/**
 * A QR code for `content` as a GIF data URL (all three builds show data-URL images), error correction M,
 * the version chosen by the content's length. One module is `cell` pixels, with a 2-module quiet zone.
 */
export function qrDataUrl(content: string, cell = 4): string {
  const qr = qrcode(0, 'M')
  qr.addData(content)
  qr.make()
  return qr.createDataURL(cell, cell * 2)
}

/** The module matrix (true = dark), for tests and for drawing elsewhere. */
export function qrMatrix(content: string): boolean[][] {
  const qr = qrcode(0, 'M')
  qr.addData(content)
  qr.make()
  const n = qr.getModuleCount()
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)))
}
