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

export const nextStepHooks: NextStepHooks = { takeNextStep: () => undefined }

export function setNextStepHooks(hooks: NextStepHooks): void {
  Object.assign(nextStepHooks, hooks)
}
