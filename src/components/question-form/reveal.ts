import Taro from '@tarojs/taro'
import { Timeout } from '../../constants/app'
import { ScrollType } from '../../constants/navigation'
import { scrollPage } from '../../platform/page-scroll'
import type { AnswerErrors } from './validate'

/** The sticky H5 navigation bar (44 px) and a little air: the wrong question lands just below it. */
const SCROLL_MARGIN = 56

/** The element id of a question's block: what `revealFirstError` scrolls to. Keys are made selector-safe. */
export const questionAnchor = (key: string) => `qf-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`

/** The first question, in the form's order, that has an error; null when there is none. */
export function firstErrorKey(questions: readonly { key: string }[], errors: AnswerErrors): string | null {
  return questions.find((q) => errors[q.key])?.key ?? null
}

/** The element id of the line above a form that counts its errors (还有 N 项需要修改), when the page shows one. */
export const ERROR_SUMMARY_ANCHOR = 'qf-error-summary'

/**
 * After a submit the form refused: says what is wrong (the first question's own message, and how many need
 * fixing) and scrolls that question into view, since the submit button sits below a long form and the
 * messages next to the questions may all be off screen. `hasSummary`: the page shows the error count above the
 * form under the id ERROR_SUMMARY_ANCHOR.
 */
export function revealFirstError(questions: readonly { key: string }[], errors: AnswerErrors, hasSummary = false): void {
  const key = firstErrorKey(questions, errors)
  if (!key) return
  const count = questions.filter((q) => errors[q.key]).length
  void Taro.showToast({ title: count > 1 ? `${errors[key]}（共 ${count} 项需修改）` : errors[key], icon: 'none', duration: Timeout.TOAST })
  // Landing on the form's first question would leave the error count just above it half under the navigation
  // bar: that line is the target then.
  const target = hasSummary && questions[0]?.key === key ? ERROR_SUMMARY_ANCHOR : questionAnchor(key)
  scrollPage(ScrollType.CONTENT, { selector: `#${target}`, offsetTop: -SCROLL_MARGIN, duration: 300 })
}
