import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import { byTestId, flush, tap, type } from './helpers'
import type { Question } from '../../server/src/contract/questions'
import QuestionForm, { validateAnswers, type Answers } from '@/components/question-form'

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

let last: Answers = {}
function Harness({ partial = false, initial = {} as Answers }) {
  const [answers, setAnswers] = useState<Answers>(initial)
  const errors = validateAnswers(QUESTIONS, answers, { partial })
  return (
    <QuestionForm
      questions={QUESTIONS}
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
})
