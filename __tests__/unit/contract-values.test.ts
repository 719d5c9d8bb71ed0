import fs from 'node:fs'
import path from 'node:path'
import * as values from '../../server/src/contract/values'
import * as appValidate from '../../src/components/question-form/validate'
import { BizCode as AppBizCode } from '../../src/http/codes'
import { ReportStatus as AppReportStatus, QuestionType as AppQuestionType } from '../../src/constants/report'
import { BizCode as ServiceBizCode } from '../../server/src/errors'
import { ReportStatus as ServiceReportStatus } from '../../server/src/modules/reports/repository'
import { parseIdNumber as serviceParseId } from '../../server/src/lib/id-card'
import { getCountries, getCountryCallingCode, getExampleNumber } from 'libphonenumber-js/max'
import mobileExamples from 'libphonenumber-js/mobile/examples'
import { isValidPhone as serviceIsValidPhone } from '../../server/src/lib/phone'
import { COUNTRY_AREAS } from '../../src/constants/country-areas'

/**
 * The contract's values exist once: both halves use the same objects, and no file outside
 * server/src/contract/values defines an enum or rule of the same name again.
 */

const root = path.join(__dirname, '..', '..')
const valuesDir = path.join(root, 'server', 'src', 'contract', 'values')

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(dir, f))
    .filter((f) => !f.startsWith(valuesDir))
}

it('the app and the service import the very same enum objects and rules', () => {
  expect(AppBizCode).toBe(values.BizCode)
  expect(ServiceBizCode).toBe(values.BizCode)
  expect(AppReportStatus).toBe(values.ReportStatus)
  expect(ServiceReportStatus).toBe(values.ReportStatus)
  expect(AppQuestionType).toBe(values.QuestionType)
  expect(appValidate.validateAnswers).toBe(values.validateAnswers)
  expect(serviceParseId).toBe(values.parseIdNumber)
})

it('the login form never refuses a number the service takes: a mobile of every region of the picker', () => {
  // The service validates with libphonenumber-js, which the app does not bundle; the form's check is looser.
  const codes = new Set(COUNTRY_AREAS.map((area) => area.code))
  const regions = getCountries().filter((country) => codes.has(getCountryCallingCode(country)))
  expect(new Set(regions.map((country) => getCountryCallingCode(country)))).toEqual(codes)
  const refused = regions
    .map((country) => [getCountryCallingCode(country), getExampleNumber(country, mobileExamples)!.nationalNumber as string])
    .filter(([code, national]) => !serviceIsValidPhone(code, national) || !values.looksLikePhone(code, national))
  expect(refused).toEqual([])
  expect(values.looksLikePhone('86', '12345')).toBe(false)
  expect(values.looksLikePhone('86', '11800000000')).toBe(false)
  expect(values.looksLikePhone('999', '12345678')).toBe(false)
  // Its metadata would not fit the app's size budgets (H5 first load, mini-program main package).
  const bundled = [...sourceFiles(path.join(root, 'src')), ...fs.readdirSync(valuesDir, { recursive: true, encoding: 'utf8' })]
  const importers = bundled.filter(
    (f) => /\.tsx?$/.test(f) && /['"]libphonenumber-js/.test(fs.readFileSync(path.resolve(valuesDir, f), 'utf8')),
  )
  expect(importers).toEqual([])
})

it('no enum or rule of the values module is defined a second time anywhere in src/ or server/src/', () => {
  const names = Object.keys(values)
  expect(names).toEqual(expect.arrayContaining(['BizCode', 'ReportStatus', 'QuestionType', 'PayScene', 'validateAnswers']))
  const definition = new RegExp(`^\\s*(?:export\\s+)?(?:const|function|enum)\\s+(${names.join('|')})\\b`, 'm')
  const offenders = [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'server', 'src'))]
    .map((file) => [path.relative(root, file), definition.exec(fs.readFileSync(file, 'utf8'))?.[1]])
    .filter(([, name]) => name)
  expect(offenders).toEqual([])
})

it('codes the client counts as success and the network failure code are part of the one table', () => {
  expect(values.SUCCESS_CODES).toEqual([200, 50120, 40150])
  expect(values.BizCode.NETWORK).toBe(-1)
  expect(values.BizCode.WRONG_CODE).toBe(50015)
})

it('the ID rule: checksum, real date, no leading zero, not born in the future', () => {
  const body = '11010519491231002'
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const check = (b: string) => '10X98765432'[[...b].reduce((acc, d, i) => acc + Number(d) * weights[i], 0) % 11]
  expect(values.parseIdNumber(body + check(body))).toEqual({ birthYear: 1949, birthMonth: 12, birthDay: 31 })
  expect(values.parseIdNumber(body + (check(body) === '1' ? '2' : '1'))).toBeNull()
  const zero = '01010519491231002'
  expect(values.parseIdNumber(zero + check(zero))).toBeNull()
  const feb30 = '11010519490230002'
  expect(values.parseIdNumber(feb30 + check(feb30))).toBeNull()
  const future = '11010520990101002'
  expect(values.parseIdNumber(future + check(future))).not.toBeNull()
  expect(values.isIdNumber(future + check(future), Date.UTC(2026, 0, 1))).toBe(false)
})

it('the answer messages are the ones both halves show', () => {
  expect(values.integerError('英雄数量', '12a', 0, 130)).toBe('英雄数量应为整数')
  expect(values.integerError('英雄数量', '131', 0, 130)).toBe('英雄数量应在 0 到 130 之间')
  expect(values.integerError('英雄数量', 12, 0, 130)).toBeUndefined()
})
