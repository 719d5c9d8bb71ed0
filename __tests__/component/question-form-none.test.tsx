import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import { byTestId, flush, tap, type } from './helpers'
import type { Question } from '../../server/src/contract/questions'
import QuestionForm, { validateAnswers, type Answers } from '@/components/question-form'
import { NONE_HINT } from '@/components/question-form'
import { NONE_ANSWER, toAnswerPayload } from '@/components/question-form/validate'
import { filledAnswers, formAnswersOf } from '@/features/question-flow/form-answers'

/**
 * Issue 35 point 1: an optional asset question (`none`) offers 没有 apart from 不确定. 没有 is an answer (sent as 0, [] or
 * {}); 不确定 leaves the question out, and is what an untouched question is. The hint says what each does.
 */

const G = 10026
const QUESTIONS: Question[] = [
  {
    id: 1,
    gameId: G,
    key: 'primogems',
    type: 2,
    title: '原石（0-100000个）',
    required: false,
    min: 0,
    max: 100000,
    unit: '个',
    none: true,
  },
  {
    id: 2,
    gameId: G,
    key: 'rareSkins',
    type: 5,
    title: '稀有皮肤',
    required: false,
    none: true,
    options: [
      { value: 'a', label: '颠倒童话魔镜' },
      { value: 'b', label: '赤影疾锋' },
    ],
  },
  {
    id: 3,
    gameId: G,
    key: 'weapons',
    type: 6,
    title: '五星专武',
    required: false,
    none: true,
    fields: [
      { key: 'staff', label: '护摩之杖', min: 1, max: 5, optional: true },
      { key: 'lute', label: '天空之琴', min: 1, max: 5, optional: true },
    ],
  },
  {
    id: 4,
    gameId: G,
    key: 'liveMail',
    type: 3,
    title: '活邮',
    required: false,
    options: [
      { value: 'true', label: '是' },
      { value: 'false', label: '否' },
    ],
  },
]

let last: Answers = {}
function Harness({ partial = false, initial = {} as Answers }) {
  const [answers, setAnswers] = useState<Answers>(initial)
  return (
    <QuestionForm
      questions={QUESTIONS}
      value={answers}
      errors={validateAnswers(QUESTIONS, answers, { partial })}
      partial={partial}
      onChange={(a) => {
        last = a
        setAnswers(a)
      }}
    />
  )
}

const $ = byTestId
const on = (id: string) => $(id)?.className.includes('qf__chip--on')

describe('没有 and 不确定 in the question form', () => {
  const testUtils = new TestUtils()
  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(() => {
    document.body.innerHTML = ''
    last = {}
  })

  test('every optional asset question offers 没有 and 不确定 with the hint; other questions do not; 不确定 is where it starts', async () => {
    await testUtils.mount(Harness, { props: {} })
    await flush()
    for (const key of ['primogems', 'rareSkins', 'weapons']) {
      expect($(`q-${key}-none`)?.textContent).toBe('没有')
      expect($(`q-${key}-unsure`)?.textContent).toBe('不确定')
      expect(on(`q-${key}-unsure`)).toBe(true)
      expect(on(`q-${key}-none`)).toBe(false)
      expect($(`q-${key}`)?.textContent).toContain(NONE_HINT)
    }
    expect($('q-liveMail-none')).toBeNull()
    expect(NONE_HINT).toBe('一个都没有请选“没有”；选“不确定”按市场平均估价，估价区间会更宽')
    // No title asks to leave a question blank for "none" any more.
    expect(document.body.textContent).not.toContain('留空')
  })

  test('没有 is an answer sent as 0, [] and {}; 不确定 leaves the question out; filling in replaces 没有', async () => {
    await testUtils.mount(Harness, { props: {} })
    await flush()
    for (const key of ['primogems', 'rareSkins', 'weapons']) await tap(`q-${key}-none`)
    expect(last).toEqual({ primogems: NONE_ANSWER, rareSkins: NONE_ANSWER, weapons: NONE_ANSWER })
    expect(on('q-weapons-none')).toBe(true)
    expect(on('q-weapons-unsure')).toBe(false)
    // The number box shows nothing for 没有 (not the form's marker).
    expect(($('q-primogems-input') as HTMLInputElement | null)?.value ?? '').toBe('')
    expect(validateAnswers(QUESTIONS, last)).toEqual({})
    expect(toAnswerPayload(QUESTIONS, last)).toEqual({ primogems: 0, rareSkins: [], weapons: {} })

    await tap('q-primogems-unsure')
    expect(last).not.toHaveProperty('primogems')
    expect(toAnswerPayload(QUESTIONS, last)).toEqual({ rareSkins: [], weapons: {} })

    await type('q-weapons-field-staff', '2')
    expect(last.weapons).toEqual({ staff: '2' })
    expect(on('q-weapons-none')).toBe(false)
    await tap('q-rareSkins-opt-b')
    expect(last.rareSkins).toEqual(['b'])
    expect(toAnswerPayload(QUESTIONS, last)).toEqual({ rareSkins: ['b'], weapons: { staff: 2 } })
  })

  test('a draft or a report read back keeps 没有 apart from 不确定', () => {
    const fromReport = formAnswersOf(QUESTIONS, { primogems: 0, rareSkins: {}, weapons: {}, liveMail: true })
    expect(fromReport).toEqual({ primogems: '0', rareSkins: NONE_ANSWER, weapons: NONE_ANSWER, liveMail: 'true' })
    const draft = filledAnswers({ rareSkins: NONE_ANSWER, weapons: {}, primogems: '' })
    expect(draft).toEqual({ rareSkins: NONE_ANSWER })
    expect(formAnswersOf(QUESTIONS, draft)).toEqual({ rareSkins: NONE_ANSWER })
    // Left out: unanswered, as before.
    expect(formAnswersOf(QUESTIONS, { liveMail: false })).toEqual({ liveMail: 'false' })
  })

  test('intention search (partial) asks for what is wanted: no 没有 / 不确定 there', async () => {
    await testUtils.mount(Harness, { props: { partial: true } })
    await flush()
    expect($('q-weapons-none')).toBeNull()
    expect($('q-weapons-unsure')).toBeNull()
  })
})
