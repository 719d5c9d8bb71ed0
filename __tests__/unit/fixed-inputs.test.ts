import { FIXED_INPUT_KINDS } from '@/constants/report'
import { FIXED_INPUT_CHECKS } from '@/features/question-flow/inputs'

/** Spec section 5's fixed input kinds, each with its check on the authorization page (the service checks again). */
test('every fixed input kind has a check, in the spec’s order', () => {
  expect(Object.keys(FIXED_INPUT_CHECKS)).toEqual([...FIXED_INPUT_KINDS])
  expect(FIXED_INPUT_KINDS).toEqual(['landId', 'username', 'password', 'mobile', 'code'])
})

test.each([
  ['landId', '', '请输入营地ID'],
  ['landId', '12345', '营地ID为6-12位数字'],
  ['landId', '123456', ''],
  ['username', ' ', '请输入游戏账号'],
  ['username', 'x'.repeat(65), '账号不能超过64个字符'],
  ['password', '', '请输入密码'],
  ['mobile', '', '请输入手机号'],
  ['mobile', '10800000000', '请输入正确的手机号'],
  ['mobile', '13800000000', ''],
  ['code', '12345', '请输入6位数字验证码'],
  ['code', '123456', ''],
] as const)('%s %j → %j', (kind, value, message) => {
  expect(FIXED_INPUT_CHECKS[kind](value)).toBe(message)
})
