import { Button } from '@tarojs/components'
import type { ReactNode } from 'react'

/**
 * A form's submit button: a spinner and no taps while its request runs (`disabled` overrides when the button is
 * off for another reason too). Both are set only when true: Taro H5 renders disabled="false" and its CSS greys
 * any [disabled] button.
 */
export default function BusyButton({
  className,
  testId,
  busy,
  disabled = busy,
  onClick,
  children,
}: {
  className: string
  testId: string
  busy: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button className={className} data-testid={testId} loading={busy || undefined} disabled={disabled || undefined} onClick={onClick}>
      {children}
    </Button>
  )
}
