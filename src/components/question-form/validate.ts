/** Answer rules of the question form: written once in the contract's values, shared with the service. */
export {
  validateAnswers,
  toAnswerPayload,
  questionLabel,
  NONE_ANSWER,
  isUnanswered,
  type AnswerValue,
  type Answers,
  type AnswerErrors,
} from '../../../server/src/contract/values/rules/answers'
export { QuestionType } from '../../../server/src/contract/values/questions'
