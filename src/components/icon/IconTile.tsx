import { View } from '@tarojs/components'
import type { FunctionComponent } from 'react'

/** A glyph of the icon set; it draws itself in the current text colour at the size its class gives it. */
export type IconComponent = FunctionComponent<{ className?: string }>

/** The tile colours the app uses for icons (index.scss). */
export type Tone = 'blue' | 'green' | 'orange' | 'purple' | 'red' | 'cyan'

/**
 * A rounded tile with one glyph: tinted (a soft tile, the glyph in the tone) or `solid` (the tone as a gradient,
 * a white glyph) for the entries that lead. Sizes are classes, so the mini-programs scale them like any style.
 */
export default function IconTile({
  icon: Glyph,
  tone,
  size = 'md',
  solid = false,
}: {
  icon: IconComponent
  tone: Tone
  /** sm 28px, md 40px, lg 44px. */
  size?: 'sm' | 'md' | 'lg'
  solid?: boolean
}) {
  return (
    <View className={`icon-tile icon-tile--${size} icon-tile--${tone}${solid ? ' icon-tile--solid' : ''}`}>
      <Glyph className='icon-tile__glyph' />
    </View>
  )
}
