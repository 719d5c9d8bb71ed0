import type { TerminalName } from '../constants/app'
import { getItem, setItem } from './storage'
import { StorageKey } from './storage-keys'
import { terminalFromParam } from './terminal-core'
import { urlParams } from './env.h5'

/**
 * H5: the `terminal` URL parameter decides (android, ios, admin, otherwise web). The value is cached
 * because later in-app links may drop the parameter while the host stays the same.
 */
export function detectTerminal(): TerminalName {
  const param = urlParams().terminal
  if (param) {
    const name = terminalFromParam(param)
    setItem(StorageKey.TERMINAL, name)
    return name
  }
  return terminalFromParam(getItem<string>(StorageKey.TERMINAL))
}
