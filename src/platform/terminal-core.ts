import { LOGIN_STORE_FALLBACK_TERMINAL_CODE, TerminalCode, type TerminalName } from '../constants/app'

/** Maps the H5 `terminal` URL parameter: only android, ios and admin are honoured, anything else is web. */
export function terminalFromParam(param: string | undefined | null): TerminalName {
  return param === 'android' || param === 'ios' || param === 'admin' ? param : 'web'
}

export function terminalCode(name: string | undefined | null): number {
  return (name && (TerminalCode as Record<string, number>)[name]) || LOGIN_STORE_FALLBACK_TERMINAL_CODE
}

/** Native app webviews: 40005 hands login to the app instead of our login page. */
export const isAppTerminal = (name: string) => name === 'android' || name === 'ios'
