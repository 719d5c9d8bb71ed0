import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import { byTestId, flush, tap, type } from './helpers'
import type { Question } from '../../server/src/contract/questions'
import QuestionForm, { NONE_HINT, validateAnswers, type Answers } from '@/components/question-form'
import { NONE_ANSWER, toAnswerPayload } from '@/components/question-form/validate'
import { filledAnswers, formAnswersOf } from '@/features/question-flow/form-answers'

/** The question form on its own: every spec question type renders and reports answers through onChange. */

const G = 10026
const QUESTIONS: Question[] = [
  {
    id: 1,
    gameId: G,
    key: 'server',
    type: 1,
    title: '区服',
    required: true,
    options: [
      { value: 'official', label: '官服' },
      { value: 'bili', label: 'B服' },
    ],
  },
  { id: 2, gameId: G, key: 'goldCount', type: 2, title: '黄数（0-500个）', required: true, min: 0, max: 500, unit: '个' },
  {
    id: 3,
    gameId: G,
    key: 'liveMail',
    type: 3,
    title: '是否活邮',
    required: false,
    options: [
      { value: 'true', label: '是' },
      { value: 'false', label: '否' },
    ],
  },
  { id: 4, gameId: G, key: 'remark', type: 4, title: '补充说明', required: false, maxLength: 5 },
  {
    id: 5,
    gameId: G,
    key: 'items',
    type: 5,
    title: '限定道具',
    required: false,
    options: [
      { value: 'a', label: '风之翼' },
      { value: 'b', label: '纪念品' },
    ],
  },
  {
    id: 6,
    gameId: G,
    key: 'chars',
    type: 6,
    title: '五星角色（未拥有请留空）',
    required: false,
    fields: [
      { key: 'hutao', label: '胡桃', min: 1, max: 7, optional: true },
      { key: 'zhongli', label: '钟离', min: 1, max: 7, optional: true },
    ],
  },
]

/** Optional asset questions (`none`, issue 35 point 1) and a flag that offers no 没有. */
const NONE_QUESTIONS: Question[] = [
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
function Harness({ partial = false, initial = {} as Answers, questions = QUESTIONS }) {
  const [answers, setAnswers] = useState<Answers>(initial)
  const errors = validateAnswers(questions, answers, { partial })
  return (
    <QuestionForm
      questions={questions}
      value={answers}
      errors={errors}
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

describe('QuestionForm', () => {
  const testUtils = new TestUtils()
  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(() => {
    document.body.innerHTML = ''
    last = {}
  })

  test('renders all six question types with titles, required marks, options and fields', async () => {
    await testUtils.mount(Harness, { props: {} })
    await flush()
    const text = document.body.textContent ?? ''
    for (const q of QUESTIONS) expect(text).toContain(q.title)
    expect(document.querySelectorAll('.qf__req')).toHaveLength(2)
    expect($('q-server-opt-bili')?.textContent).toBe('B服')
    expect($('q-liveMail-opt-false')?.textContent).toBe('否')
    expect($('q-items-opt-a')?.textContent).toBe('风之翼')
    expect(text).toContain('可多选')
    expect($('q-goldCount-input')).not.toBeNull()
    expect($('q-remark-input')).not.toBeNull()
    expect($('q-chars-field-hutao')).not.toBeNull()
    expect($('q-chars-field-zhongli')).not.toBeNull()
    // Required questions left empty show their message under the question.
    expect($('q-error-server')?.textContent).toBe('请选择区服')
    expect($('q-error-goldCount')?.textContent).toBe('请填写黄数')
  })

  test('answers flow out through onChange in the form of each type; errors follow the answers', async () => {
    await testUtils.mount(Harness, { props: {} })
    await flush()
    await tap('q-server-opt-bili')
    expect(last.server).toBe('bili')
    expect($('q-error-server')).toBeNull()
    expect($('q-server-opt-bili')?.className).toContain('qf__chip--on')

    await type('q-goldCount-input', '600')
    expect(last.goldCount).toBe('600')
    expect($('q-error-goldCount')?.textContent).toBe('黄数应在 0 到 500 之间')
    await type('q-goldCount-input', '12')
    expect(last.goldCount).toBe('12')
    expect($('q-error-goldCount')).toBeNull()

    await tap('q-liveMail-opt-true')
    expect(last.liveMail).toBe('true')
    // Tapping the chosen option of an optional question clears it.
    await tap('q-liveMail-opt-true')
    expect(last.liveMail).toBeUndefined()

    await tap('q-items-opt-a')
    await tap('q-items-opt-b')
    expect(last.items).toEqual(['a', 'b'])
    await tap('q-items-opt-a')
    expect(last.items).toEqual(['b'])

    await type('q-chars-field-hutao', '9')
    expect(last.chars).toEqual({ hutao: '9' })
    expect($('q-error-chars')?.textContent).toBe('胡桃应在 1 到 7 之间')

    await type('q-remark-input', '一二三四五六七')
    expect(last.remark).toBe('一二三四五')
  })

  test('partial: no required marks and nothing missing', async () => {
    await testUtils.mount(Harness, { props: { partial: true } })
    await flush()
    expect(document.querySelectorAll('.qf__req')).toHaveLength(0)
    expect(document.querySelectorAll('.qf__error')).toHaveLength(0)
  })

  /**
   * Issue 35 point 1: an optional asset question (`none`) offers 没有 apart from 不确定. 没有 is an answer (sent as 0, []
   * or {}); 不确定 leaves the question out, and is what an untouched question is. The hint says what each does.
   */
  describe('没有 and 不确定', () => {
    test('every optional asset question offers 没有 and 不确定 with the hint; other questions do not; 不确定 is where it starts', async () => {
      await testUtils.mount(Harness, { props: { questions: NONE_QUESTIONS } })
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
      await testUtils.mount(Harness, { props: { questions: NONE_QUESTIONS } })
      await flush()
      for (const key of ['primogems', 'rareSkins', 'weapons']) await tap(`q-${key}-none`)
      expect(last).toEqual({ primogems: NONE_ANSWER, rareSkins: NONE_ANSWER, weapons: NONE_ANSWER })
      expect(on('q-weapons-none')).toBe(true)
      expect(on('q-weapons-unsure')).toBe(false)
      // The number box shows nothing for 没有 (not the form's marker).
      expect(($('q-primogems-input') as HTMLInputElement | null)?.value ?? '').toBe('')
      expect(validateAnswers(NONE_QUESTIONS, last)).toEqual({})
      expect(toAnswerPayload(NONE_QUESTIONS, last)).toEqual({ primogems: 0, rareSkins: [], weapons: {} })

      await tap('q-primogems-unsure')
      expect(last).not.toHaveProperty('primogems')
      expect(toAnswerPayload(NONE_QUESTIONS, last)).toEqual({ rareSkins: [], weapons: {} })

      await type('q-weapons-field-staff', '2')
      expect(last.weapons).toEqual({ staff: '2' })
      expect(on('q-weapons-none')).toBe(false)
      await tap('q-rareSkins-opt-b')
      expect(last.rareSkins).toEqual(['b'])
      expect(toAnswerPayload(NONE_QUESTIONS, last)).toEqual({ rareSkins: ['b'], weapons: { staff: 2 } })
    })

    test('a draft or a report read back keeps 没有 apart from 不确定', () => {
      const fromReport = formAnswersOf(NONE_QUESTIONS, { primogems: 0, rareSkins: {}, weapons: {}, liveMail: true })
      expect(fromReport).toEqual({ primogems: '0', rareSkins: NONE_ANSWER, weapons: NONE_ANSWER, liveMail: 'true' })
      const draft = filledAnswers({ rareSkins: NONE_ANSWER, weapons: {}, primogems: '' })
      expect(draft).toEqual({ rareSkins: NONE_ANSWER })
      expect(formAnswersOf(NONE_QUESTIONS, draft)).toEqual({ rareSkins: NONE_ANSWER })
      // Left out: unanswered, as before.
      expect(formAnswersOf(NONE_QUESTIONS, { liveMail: false })).toEqual({ liveMail: 'false' })
    })

    test('intention search (partial) asks for what is wanted: no 没有 / 不确定 there', async () => {
      await testUtils.mount(Harness, { props: { partial: true, questions: NONE_QUESTIONS } })
      await flush()
      expect($('q-weapons-none')).toBeNull()
      expect($('q-weapons-unsure')).toBeNull()
    })
  })
})
