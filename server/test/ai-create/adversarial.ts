/**
 * Model replies built against backtracking patterns, each about `n` characters: long runs that a pattern could try
 * to split in every way (letters before a missing TLD, digits before a missing unit, spaces after a QQ / WeChat label,
 * separators in a title). Shared by the filter test and server/bench/ai-filter.ts.
 */
export function adversarialReplies(n: number): Record<string, string> {
  return {
    letters: 'a'.repeat(n),
    digits: '1'.repeat(n),
    'digits, commas': '1,'.repeat(n / 2),
    'qq, spaces': `qq${' '.repeat(n)}x`,
    'wechat, spaces': `微信${' '.repeat(n)}!`,
    'money, spaces': `5${' '.repeat(n)}x`,
    'e-mail local': `${'a.'.repeat(n / 2)}@`,
    'e-mail domain': `a@${'b'.repeat(n)}`,
    separators: `x${' ｜'.repeat(n / 2)}x`,
  }
}
