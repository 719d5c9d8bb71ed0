import { View, Text, Input, Textarea } from '@tarojs/components'
import type { Question } from '../../../server/src/contract/questions'
import { cutText, sanitizeNumberInput } from '../../utils/input'
import { NONE_ANSWER, QuestionType, isUnanswered, type AnswerErrors, type Answers, type AnswerValue } from './validate'
import { questionAnchor } from './reveal'
import './index.scss'

export { validateAnswers } from './validate'
export { revealFirstError, ERROR_SUMMARY_ANCHOR } from './reveal'
export type { Answers, AnswerErrors } from './validate'

export interface QuestionFormProps {
  questions: readonly Question[]
  value: Answers
  onChange: (answers: Answers) => void
  /** Messages per question key (from validateAnswers or the service). */
  errors?: AnswerErrors
  /** Intention search: every question optional, so no required marks. */
  partial?: boolean
}

const TEXT_MAX_DEFAULT = 140

function Chips({ q, selected, onToggle }: { q: Question; selected: (value: string) => boolean; onToggle: (value: string) => void }) {
  return (
    <View className='qf__chips'>
      {(q.options ?? []).map((o) => (
        <View
          key={o.value}
          data-testid={`q-${q.key}-opt-${o.value}`}
          className={`qf__chip${selected(o.value) ? ' qf__chip--on' : ''}`}
          onClick={() => onToggle(o.value)}
        >
          <Text>{o.label}</Text>
        </View>
      ))}
    </View>
  )
}

/** Said under 没有 / 不确定, so the choice and what it does to the estimate read together. */
export const NONE_HINT = '一个都没有请选“没有”；选“不确定”按市场平均估价，估价区间会更宽'

/**
 * 没有 and 不确定 of an optional asset question: 没有 is an answer (owns none, valued as such); 不确定 leaves the
 * question out (market average, wider range) and is what an untouched question is.
 */
function NoneChoice({ q, v, set }: { q: Question; v: AnswerValue | undefined; set: (next: AnswerValue | undefined) => void }) {
  const none = v === NONE_ANSWER
  const chip = (on: boolean, id: string, label: string, next: AnswerValue | undefined) => (
    <View data-testid={`q-${q.key}-${id}`} className={`qf__chip${on ? ' qf__chip--on' : ''}`} onClick={() => set(next)}>
      <Text>{label}</Text>
    </View>
  )
  return (
    <View className='qf__none'>
      <View className='qf__chips'>
        {chip(none, 'none', '没有', NONE_ANSWER)}
        {chip(isUnanswered(v), 'unsure', '不确定', undefined)}
      </View>
      <Text className='qf__help qf__help--none'>{NONE_HINT}</Text>
    </View>
  )
}

function Body({ q, v, set }: { q: Question; v: AnswerValue | undefined; set: (next: AnswerValue | undefined) => void }) {
  switch (q.type) {
    case QuestionType.SINGLE:
    case QuestionType.BOOLEAN:
      // Tapping the chosen option again clears an optional answer.
      return <Chips q={q} selected={(x) => v === x} onToggle={(x) => set(v === x && !q.required ? undefined : x)} />
    case QuestionType.MULTI_CHOICE: {
      const list = Array.isArray(v) ? v : []
      return (
        <Chips
          q={q}
          selected={(x) => list.includes(x)}
          onToggle={(x) => set(list.includes(x) ? list.filter((y) => y !== x) : [...list, x])}
        />
      )
    }
    case QuestionType.INPUT:
      return (
        <View className='qf__line'>
          <Input
            className='qf__input'
            data-testid={`q-${q.key}-input`}
            type='digit'
            placeholder={q.max !== undefined ? `${q.min ?? 0}-${q.max}` : '请输入'}
            value={typeof v === 'string' && v !== NONE_ANSWER ? v : ''}
            onInput={(e) => set(sanitizeNumberInput(e.detail.value))}
          />
          {q.unit && <Text className='qf__unit'>{q.unit}</Text>}
        </View>
      )
    case QuestionType.TEXT: {
      const max = q.maxLength ?? TEXT_MAX_DEFAULT
      const s = typeof v === 'string' ? v : ''
      return (
        <View className='qf__text-wrap'>
          <Textarea
            className='qf__textarea'
            data-testid={`q-${q.key}-input`}
            maxlength={max}
            placeholder='选填，可补充说明账号情况'
            value={s}
            onInput={(e) => set(cutText(e.detail.value, max))}
          />
          <Text className='qf__count'>
            {Array.from(s).length}/{max}
          </Text>
        </View>
      )
    }
    case QuestionType.MULTI_INPUT: {
      const obj = v && typeof v === 'object' && !Array.isArray(v) ? v : {}
      return (
        <View className='qf__fields'>
          {(q.fields ?? []).map((f) => (
            <View key={f.key} className='qf__field'>
              <Text className='qf__field-label'>{f.label}</Text>
              <Input
                className='qf__input qf__input--small'
                data-testid={`q-${q.key}-field-${f.key}`}
                type='number'
                placeholder={`${f.min}-${f.max}`}
                value={obj[f.key] ?? ''}
                onInput={(e) => set({ ...obj, [f.key]: sanitizeNumberInput(e.detail.value, false) })}
              />
              {q.unit && <Text className='qf__unit'>{q.unit}</Text>}
            </View>
          ))}
        </View>
      )
    }
    default:
      return null
  }
}

/**
 * The game's questions as a form (spec question types 1-6). Controlled: `value` holds the answers and every
 * change calls `onChange` with the whole new answer set. Validation is the caller's (validateAnswers), so the
 * same form serves the valuation (all required), intention search (`partial`) and did-I-lose flows.
 */
export default function QuestionForm({ questions, value, onChange, errors = {}, partial = false }: QuestionFormProps) {
  const setAnswer = (key: string) => (next: AnswerValue | undefined) => {
    const answers = { ...value }
    if (next === undefined) delete answers[key]
    else answers[key] = next
    onChange(answers)
  }
  return (
    <View className='qf' data-testid='question-form'>
      {questions.map((q) => {
        const err = errors[q.key]
        return (
          <View key={q.key} id={questionAnchor(q.key)} className={`qf__q${err ? ' qf__q--error' : ''}`} data-testid={`q-${q.key}`}>
            <View className='qf__head'>
              {q.required && !partial && <Text className='qf__req'>*</Text>}
              <Text className='qf__title'>{q.title}</Text>
              {q.type === QuestionType.MULTI_CHOICE && <Text className='qf__hint'>可多选</Text>}
            </View>
            {q.help && <Text className='qf__help'>{q.help}</Text>}
            {q.none && !partial && <NoneChoice q={q} v={value[q.key]} set={setAnswer(q.key)} />}
            <Body q={q} v={value[q.key]} set={setAnswer(q.key)} />
            {err && (
              <Text className='qf__error' data-testid={`q-error-${q.key}`}>
                {err}
              </Text>
            )}
          </View>
        )
      })}
    </View>
  )
}
