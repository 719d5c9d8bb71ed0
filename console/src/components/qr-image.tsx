import { useMemo } from 'react'
import qrcode from 'qrcode-generator'

/** A QR code of `content` as a GIF data URL image (the console's CSP allows data: images). */
export function QrImage({ content, alt, cell = 5 }: { content: string; alt: string; cell?: number }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M')
    qr.addData(content)
    qr.make()
    return qr.createDataURL(cell, cell * 2)
  }, [content, cell])
  return <img src={src} alt={alt} style={{ imageRendering: 'pixelated', maxWidth: '100%' }} />
}
