import type { Question } from '../../server/src/contract/questions'
import { questionLabel, toAnswerPayload, validateAnswers } from '../../src/components/question-form/validate'

const G = 10013
const QUESTIONS: Question[] = [
  {
    id: 1,
    gameId: G,
    key: 'server',
    type: 1,
    title: '区服',
    required: true,
    options: [
      { value: 'qq', label: '安卓QQ' },
      { value: 'wx', label: '安卓微信' },
    ],
  },
  { id: 2, gameId: G, key: 'heroCount', type: 2, title: '英雄数量（0-130个）', required: true, min: 0, max: 130, unit: '个' },
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
  { id: 4, gameId: G, key: 'remark', type: 4, title: '补充说明', required: false, maxLength: 10 },
  {
    id: 5,
    gameId: G,
    key: 'items',
    type: 5,
    title: '限定道具',
    required: true,
    options: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  },
  {
    id: 6,
    gameId: G,
    key: 'skins',
    type: 6,
    title: '皮肤数量（按品质）',
    required: true,
    unit: '款',
    fields: [
      { key: 'epic', label: '史诗', min: 0, max: 300, optional: true },
      { key: 'glory', label: '荣耀典藏', min: 0, max: 30, optional: true },
    ],
  },
  {
    id: 7,
    gameId: G,
    key: 'chars',
    type: 6,
    title: '五星角色（未拥有请留空）',
    required: true,
    fields: [{ key: 'hutao', label: '胡桃', min: 1, max: 7, optional: true }],
  },
]

const valid = {
  server: 'qq',
  heroCount: '120',
  liveMail: 'true',
  remark: '号很干净',
  items: ['a'],
  skins: { epic: '30', glory: '' },
}

describe('validateAnswers (question form)', () => {
  test('a complete, valid answer set has no errors', () => {
    expect(validateAnswers(QUESTIONS, valid)).toEqual({})
  })

  test('required questions left empty get 请选择/请填写 with the label (title without its note)', () => {
    expect(validateAnswers(QUESTIONS, {})).toEqual({
      server: '请选择区服',
      heroCount: '请填写英雄数量',
      items: '请选择限定道具',
      skins: '请填写皮肤数量，没有请填 0',
    })
    // Whitespace and empty multi inputs count as empty; a named-item multi input (levels from 1) may stay empty.
    const errs = validateAnswers(QUESTIONS, { ...valid, heroCount: '  ', skins: { epic: '', glory: '' }, items: [] })
    expect(Object.keys(errs).sort()).toEqual(['heroCount', 'items', 'skins'])
    expect(errs.chars).toBeUndefined()
  })

  test('numbers must be integers within range, per field for multi inputs', () => {
    expect(validateAnswers(QUESTIONS, { ...valid, heroCount: '131' }).heroCount).toBe('英雄数量应在 0 到 130 之间')
    expect(validateAnswers(QUESTIONS, { ...valid, heroCount: '-1' }).heroCount).toBe('英雄数量应在 0 到 130 之间')
    expect(validateAnswers(QUESTIONS, { ...valid, heroCount: '12.5' }).heroCount).toBe('英雄数量应为整数')
    expect(validateAnswers(QUESTIONS, { ...valid, skins: { epic: '1', glory: '31' } }).skins).toBe('荣耀典藏应在 0 到 30 之间')
    expect(validateAnswers(QUESTIONS, { ...valid, chars: { hutao: '0' } }).chars).toBe('胡桃应在 1 到 7 之间')
    expect(validateAnswers(QUESTIONS, { ...valid, chars: { hutao: '7' } })).toEqual({})
  })

  test('choices must be among the options; text has a maximum length', () => {
    expect(validateAnswers(QUESTIONS, { ...valid, server: 'ios' }).server).toBe('区服的选项无效')
    expect(validateAnswers(QUESTIONS, { ...valid, liveMail: 'maybe' }).liveMail).toBe('是否活邮的选项无效')
    expect(validateAnswers(QUESTIONS, { ...valid, items: ['a', 'z'] }).items).toBe('限定道具的选项无效')
    expect(validateAnswers(QUESTIONS, { ...valid, remark: '一二三四五六七八九十十' }).remark).toBe('补充说明最多 10 个字')
  })

  test('partial checks only what is given (intention search)', () => {
    expect(validateAnswers(QUESTIONS, {}, { partial: true })).toEqual({})
    expect(validateAnswers(QUESTIONS, { heroCount: '500' }, { partial: true })).toEqual({ heroCount: '英雄数量应在 0 到 130 之间' })
    expect(validateAnswers(QUESTIONS, { server: 'wx', skins: { epic: 'x' } }, { partial: true })).toEqual({ skins: '史诗应为整数' })
  })

  test('questionLabel drops only a trailing note', () => {
    expect(questionLabel({ title: '英雄数量（0-130个）' })).toBe('英雄数量')
    expect(questionLabel({ title: '区服' })).toBe('区服')
  })
})

describe('toAnswerPayload', () => {
  test('numbers, booleans, lists and multi inputs in the service shape; empty answers left out', () => {
    expect(toAnswerPayload(QUESTIONS, { ...valid, remark: '  干净  ', chars: {} })).toEqual({
      server: 'qq',
      heroCount: 120,
      liveMail: true,
      remark: '干净',
      items: ['a'],
      skins: { epic: 30 },
    })
    expect(toAnswerPayload(QUESTIONS, { liveMail: 'false' })).toEqual({ liveMail: false })
  })
})
