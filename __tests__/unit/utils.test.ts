import * as v from '@/utils/validators'
import { cutText, sanitizeNumberInput } from '@/utils/input'
import { relativeTime } from '@/utils/time'
import { randomId } from '@/utils/id'

type Case = [keyof typeof v, unknown[], unknown[]]

const cases: Case[] = [
  ['isEmail', ['a@b.co', 'first.last+tag@mail.example.com'], ['a@b', 'a.com', '@b.com', 'a b@c.com', '']],
  ['isMobile', ['13800138000', '19912345678', '12000000000'], ['11000000000', '1380013800', '138001380001', '23800138000', '']],
  ['isUrl', ['https://a.com', 'http://a.com/x?y=1'], ['ftp://a.com', 'a.com', 'https://', '']],
  ['isDate', ['2024-02-29', '2023/1/5'], ['2023-02-29', '2023-13-01', '20230101', 'x']],
  ['isNumber', ['1', '-1.5', '+3', '0.', '.5'], ['1.2.3', 'abc', '-', '']],
  ['isDigits', ['0', '0123'], ['1.0', '-1', 'a1', '']],
  [
    'isIdCard',
    ['11010519491231002X', '110105194912310029'.slice(0, 17) + 'X', '440308199901101512'],
    ['11010519491231002', '110105194912310021', '110105194913310029', '01010519491231002X'],
  ],
  ['isCarPlate', ['京A12345', '粤BD12345', '沪A1234学'], ['京A1234', 'A12345B', '京I12345', '京A1234567']],
  ['isAmount', ['0', '10', '10.5', '10.55'], ['10.555', '-1', '01', '.5', '']],
  ['isChinese', ['游戏估价'], ['游戏a', 'abc', '']],
  ['isLetters', ['abcXYZ'], ['abc1', '']],
  ['isLettersOrDigits', ['abc123'], ['abc_1', '中', '']],
  ['isLandline', ['010-12345678', '075512345678', '0755-1234567-123'], ['12345678', '010-123']],
  ['isCode', ['123456'], ['12345', '1234567', 'abcdef']],
  ['isJsonString', ['{"a":1}', '[1,2]'], ['1', '"s"', '{a:1}', 'null']],
  ['isImage', ['a.PNG', 'https://x/y.jpeg?x=1', 'b.webp'], ['a.mp4', 'png', '']],
  ['isVideo', ['a.mp4', 'b.MOV'], ['a.png', 'mp4']],
]

describe.each(cases)('%s', (name, valid, invalid) => {
  const fn = v[name] as (x: unknown) => boolean
  it.each(valid)('accepts %s', (x) => expect(fn(x)).toBe(true))
  it.each(invalid)('rejects %s', (x) => expect(fn(x)).toBe(false))
})

describe('validators with arguments', () => {
  it('isCode takes a length', () => {
    expect(v.isCode('1234', 4)).toBe(true)
    expect(v.isCode('123456', 4)).toBe(false)
  })
  it('inRange', () => {
    expect(v.inRange('5', 1, 10)).toBe(true)
    expect(v.inRange(10, 1, 10)).toBe(true)
    expect(v.inRange(11, 1, 10)).toBe(false)
    expect(v.inRange('x', 1, 10)).toBe(false)
  })
  it('lengthBetween counts characters', () => {
    expect(v.lengthBetween('游戏', 2, 2)).toBe(true)
    expect(v.lengthBetween('abc', 1, 2)).toBe(false)
  })
  it('isEmpty', () => {
    for (const e of [null, undefined, '', '  ', [], {}]) expect(v.isEmpty(e)).toBe(true)
    for (const n of [0, false, 'a', [1], { a: 1 }]) expect(v.isEmpty(n)).toBe(false)
  })
  it('ID card birth date must exist and not be in the future', () => {
    // 2099 birth date with a correct check digit is still rejected
    const body = '11010520990101001'
    const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    const sum = [...body].reduce((a, c, i) => a + Number(c) * w[i], 0)
    expect(v.isIdCard(body + '10X98765432'[sum % 11])).toBe(false)
  })
})

describe('numeric input', () => {
  it.each([
    ['-12.5', '-12.5'],
    ['1-2', '12'],
    ['--1', '-1'],
    ['1.2.3', '1.23'],
    ['a1b2', '12'],
    ['.5', '.5'],
    ['', ''],
  ])('%s → %s', (raw, out) => expect(sanitizeNumberInput(raw)).toBe(out))

  it('can forbid the minus', () => expect(sanitizeNumberInput('-3', false)).toBe('3'))
})

describe('cutText', () => {
  it('defaults to 140 characters', () => {
    expect(cutText('a'.repeat(200))).toHaveLength(140)
    expect(cutText('短文本')).toBe('短文本')
  })
  it('takes a max and keeps emoji whole', () => {
    expect(cutText('😀😀😀', 2)).toBe('😀😀')
    expect(cutText('abcdef', 3)).toBe('abc')
  })
})

describe('relativeTime', () => {
  const now = new Date(2025, 5, 30, 12, 0, 0).getTime()
  const min = 60_000
  it.each([
    [now, '刚刚'],
    [now - 4 * min - 59_000, '刚刚'],
    [now - 5 * min, '5分钟前'],
    [now - 59 * min, '59分钟前'],
    [now - 60 * min, '1小时前'],
    [now - 23 * 60 * min, '23小时前'],
    [now - 24 * 60 * min, '1天前'],
    [now - 30 * 24 * 60 * min, '30天前'],
    [now - 31 * 24 * 60 * min, '2025-05-30'],
    [now + 10 * min, '刚刚'],
  ])('%s', (t, text) => expect(relativeTime(t, now)).toBe(text))

  it('returns empty for invalid input', () => expect(relativeTime('nope', now)).toBe(''))
})

it('randomId has the requested length and alphabet', () => {
  const id = randomId(32)
  expect(id).toMatch(/^[a-z0-9]{32}$/)
  expect(randomId(32)).not.toBe(id)
})
