/**
 * Where a page sends the user when reloading cannot help: a missing or unknown id, a dead share link or a
 * refusal → 去估价 (the product's main path) or 返回首页; a session that is gone → 重新登录.
 */
export type NextStep = 'evaluate' | 'home' | 'login'

/**
 * How a step is taken. Components are presentational and never navigate: the composition (`bootstrap.ts`)
 * hands in the router's way, as it does the http and router hooks.
 */
export interface NextStepHooks {
  takeNextStep(next: NextStep): void
}

let installed: NextStepHooks | null = null

export function setNextStepHooks(hooks: NextStepHooks): void {
  installed = hooks
}

/**
 * Takes a dead end's step the installed way. Before `installAppHooks` has run there is none: a development or
 * test build throws, so a page or test that forgot the boot fails where it clicks instead of showing a button
 * that does nothing; a production build keeps the user on the page rather than crash it.
 */
export function takeNextStep(next: NextStep): void {
  if (installed) installed.takeNextStep(next)
  else if (process.env.NODE_ENV !== 'production') {
    throw new Error(`next step '${next}': no way to take it, installAppHooks() (bootstrap.ts) has not run`)
  }
}
