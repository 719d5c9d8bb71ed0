/** Answer rules of the question form: written once in the contract's values, shared with the service. */
export {
  validateAnswers,
  toAnswerPayload,
  questionLabel,
  NONE_ANSWER,
  isNoneAnswer,
  isEmpty,
  type AnswerValue,
  type Answers,
  type AnswerErrors,
} from '../../../server/src/contract/values/rules/answers'
export { QuestionType } from '../../../server/src/contract/values/questions'
