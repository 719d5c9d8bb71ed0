import { badParameter } from '../../errors'
import type { Attrs } from '../../valuation/catalogue/types'
import { validateGameAnswers, type ValidateOptions } from '../../valuation/catalogue/validate'

/** A game's answers as attributes, or 40000 naming the first three problems (every route that takes answers). */
export function attrsFromAnswers(gameId: number, answers: unknown, opts: ValidateOptions = {}): Attrs {
  const res = validateGameAnswers(gameId, answers, opts)
  if (res.ok) return res.attrs
  const shown = res.errors
    .slice(0, 3)
    .map((e) => `${e.message}（${e.field}）`)
    .join('；')
  throw badParameter(`参数错误：${shown}${res.errors.length > 3 ? ` 等 ${res.errors.length} 处` : ''}`)
}
