import { useMemo } from 'react'
import { Image } from '@tarojs/components'
import { qrDataUrl } from './matrix'

/** A scannable QR code of `content`, drawn on the device (no image request). */
export default function QrCode({ content, size = 176, testId }: { content: string; size?: number; testId?: string }) {
  const src = useMemo(() => qrDataUrl(content), [content])
  return (
    <Image src={src} style={{ width: `${size}px`, height: `${size}px` }} mode='aspectFit' data-testid={testId} data-content={content} />
  )
}
