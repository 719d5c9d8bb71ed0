import AccountInputView from '@/components/account-input'
import type { AccountInputState } from '@/stores/account-input'
import { navigateTo } from '@/router'
import { loginFirst } from '../login'

/** The account input where the pages show it: its links open the link guide, 去估价, or login returning to `loginFrom`. */
export default function AccountInput({ state, loginFrom }: { state: AccountInputState; loginFrom: string }) {
  const ways = {
    linkGuide: () => void navigateTo('getLinkGuide'),
    login: () => void loginFirst(loginFrom),
    evaluate: () => void navigateTo('evaluate'),
  }
  return <AccountInputView state={state} ways={ways} />
}
