import type { ReactNode } from 'react'
import type { Region } from './address-store'

/** The province / city / district picker, held to one shape on every target (RegionPicker*.tsx). */
export interface RegionPickerProps {
  value: Region | null
  onChange: (region: Region) => void
  disabled?: boolean
  testId?: string
  children: ReactNode
}
