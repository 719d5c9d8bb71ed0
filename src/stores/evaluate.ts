import { makeAutoObservable } from 'mobx'
import { AccountLoginType, AuthKind, EvaluateType } from '../constants/valuation'

/**
 * The valuation choice of the valuation tab (spec section 9): which game, which evaluate type (1 link,
 * 2 props, 3 auth) and, for auth, which kind (1 QQ scan, 2 account, 3 camp id) and account login type.
 * The question flow that consumes it is a later slice.
 */
export class EvaluateStore {
  gameId: number | null = null
  evaluateType: EvaluateType | null = null
  authKind: AuthKind | null = null
  accountLoginType: AccountLoginType | null = null
  /** The 下一步 sheet shown once a link/props choice is complete. */
  confirmOpen = false

  constructor() {
    makeAutoObservable(this)
  }

  get step(): 1 | 2 {
    return this.gameId === null ? 1 : 2
  }

  /** A complete choice: game and type, plus the auth kind (and login type for account) for auth. */
  get complete(): boolean {
    if (this.gameId === null || this.evaluateType === null) return false
    if (this.evaluateType !== EvaluateType.AUTH) return true
    if (this.authKind === null) return false
    return this.authKind !== AuthKind.ACCOUNT || this.accountLoginType !== null
  }

  pickGame(gameId: number) {
    if (this.gameId !== gameId) {
      this.evaluateType = null
      this.authKind = null
      this.accountLoginType = null
    }
    this.gameId = gameId
    this.confirmOpen = false
  }

  pickType(type: EvaluateType) {
    this.evaluateType = type
    this.authKind = null
    this.accountLoginType = null
    this.confirmOpen = type !== EvaluateType.AUTH && this.gameId !== null
  }

  pickAuthKind(kind: AuthKind) {
    this.evaluateType = EvaluateType.AUTH
    this.authKind = kind
    this.accountLoginType = null
  }

  pickAccountLoginType(t: AccountLoginType) {
    this.evaluateType = EvaluateType.AUTH
    this.authKind = AuthKind.ACCOUNT
    this.accountLoginType = t
  }

  closeConfirm() {
    this.confirmOpen = false
  }

  /** Back to step 1 (change game). */
  backToGames() {
    this.reset()
  }

  reset() {
    this.gameId = null
    this.evaluateType = null
    this.authKind = null
    this.accountLoginType = null
    this.confirmOpen = false
  }
}

export const evaluateStore = new EvaluateStore()
