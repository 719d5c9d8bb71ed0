import { View } from '@tarojs/components'
import { NetworkError, Search, ToReceive, Warning } from '@nutui/icons-react-taro'
import type { IconComponent } from './IconTile'

/** What an empty or failed state shows: nothing here yet, a failure, no connection, no search result. */
export type EmptyKind = 'empty' | 'error' | 'network' | 'search'

const GLYPHS: Record<EmptyKind, IconComponent> = { empty: ToReceive, error: Warning, network: NetworkError, search: Search }

/**
 * The picture above an empty or error state's text: the kind's glyph on a soft disc with a ring, grey for empty
 * states and red for failures. `sm` (56px) fits inside a card, `md` (80px) a whole page.
 */
export default function EmptyIcon({ kind = 'empty', size = 'md', testId }: { kind?: EmptyKind; size?: 'sm' | 'md'; testId?: string }) {
  const Glyph = GLYPHS[kind]
  return (
    <View
      className={`empty-icon empty-icon--${size} empty-icon--${kind === 'empty' || kind === 'search' ? 'quiet' : 'alert'}`}
      data-testid={testId}
    >
      <Glyph className='empty-icon__glyph' />
    </View>
  )
}
