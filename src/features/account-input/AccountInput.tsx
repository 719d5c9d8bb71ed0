import AccountInputView, { type AccountInputWays } from '@/components/account-input'
import type { AccountInputState } from '@/stores/account-input'
import { navigateTo } from '@/router'
import { loginFirst } from '../login'

/** Where the account input's links lead: the link guide, 去估价, or login returning to `loginFrom`. */
export function accountWays(loginFrom: string): AccountInputWays {
  return {
    linkGuide: () => void navigateTo('getLinkGuide'),
    login: () => void loginFirst(loginFrom),
    evaluate: () => void navigateTo('evaluate'),
  }
}

/** The account input where the pages show it, its links leading as `accountWays` says. */
export default function AccountInput({ state, loginFrom }: { state: AccountInputState; loginFrom: string }) {
  return <AccountInputView state={state} ways={accountWays(loginFrom)} />
}
