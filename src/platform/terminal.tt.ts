import type { TerminalName } from '../constants/app'

export function detectTerminal(): TerminalName {
  return 'toutiao'
}
