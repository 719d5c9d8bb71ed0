import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { PopupKey } from '@/constants/report'
import { POPUP_CONTENT, type PopupAction } from './content'
import './index.scss'

export interface ReportPopupProps {
  /** Which popup is open (spec popup keys); null: none. */
  popupKey: PopupKey | null
  /** Replaces the key's default text (e.g. a failure reason). */
  text?: string
  /** Extra content under the text (a list to pick from, attributes, share targets). */
  children?: ReactNode
  /** Replaces the key's default buttons (e.g. a price on the button, or a coupon as the primary action). */
  actions?: PopupAction[]
  /** A button was tapped; `close` also closes the popup. */
  onAction: (id: string) => void
  onClose: () => void
}

/** The one popup of the report pages: a centred card whose title, text and buttons come from its key. */
export default function ReportPopup({ popupKey, text, children, actions, onAction, onClose }: ReportPopupProps) {
  if (popupKey === null) return null
  const content = POPUP_CONTENT[popupKey]
  if (!content) return null
  const body = text ?? content.text
  return (
    <View className='rp-mask' data-testid='popup' data-key={popupKey} onClick={onClose} catchMove>
      <View className='rp-card' onClick={(e) => e.stopPropagation()}>
        <Text className='rp-title' data-testid='popup-title'>
          {content.title}
        </Text>
        {body ? (
          <Text className='rp-text' data-testid='popup-text'>
            {body}
          </Text>
        ) : null}
        {children ? <View className='rp-body'>{children}</View> : null}
        <View className='rp-actions'>
          {(actions ?? content.actions).map((a) => (
            <View
              key={a.id}
              className={`rp-btn ${a.primary ? 'rp-btn--primary' : ''}`}
              data-testid={`popup-${a.id}`}
              onClick={() => (a.id === 'close' ? onClose() : onAction(a.id))}
            >
              <Text>{a.text}</Text>
            </View>
          ))}
        </View>
      </View>
    </View>
  )
}
