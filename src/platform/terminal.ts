import { DEFAULT_TERMINAL, type TerminalName } from '../constants/app'

/**
 * Terminal of the running build. Taro picks `terminal.weapp.ts`, `terminal.tt.ts` or `terminal.h5.ts` per
 * target; this base file covers any other target (and jest) with the spec's default terminal.
 */
export function detectTerminal(): TerminalName {
  return DEFAULT_TERMINAL
}
