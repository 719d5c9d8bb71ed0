import type { ReactElement } from 'react'

// Mini-programs draw the native navigation bar from the page config; only H5 renders its own (index.h5.tsx).
export default function NavBar(_props: { title: string; onBack?: () => void }): ReactElement | null {
  return null
}
