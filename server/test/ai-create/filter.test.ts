import { CopyLimit, breaksRule, filterCopy } from '../../src/modules/ai-create/filter'
import { adversarialReplies } from './adversarial'
import { accountFacts } from '../../src/modules/ai-create/facts'
import { getGame } from '../../src/valuation/catalogue'

const copy = (description: string, sellingPoints: string[] = [], title = '王者荣耀 荣耀典藏×2') => ({ title, sellingPoints, description })

describe('output filter', () => {
  test.each([
    ['a mobile number', '有意请打 138 0013 8000。'],
    ['a QQ number', '有意加QQ：123456789。'],
    ['a WeChat id', '详情加微信：seller_2024abc。'],
    ['a WeChat id by its nickname', '私聊vx看截图。'],
    ['a URL', '更多截图见 https://img.example.com/a.png 。'],
    ['a bare domain', '店铺在 mygameshop.cn 上。'],
    ['an e-mail address', '邮件 seller@example.com 联系。'],
    ['包找回', '本号包找回，放心买。'],
    ['永不找回', '承诺永不找回！'],
    ['绝对安全', '账号绝对安全。'],
    ['官方认证', '官方认证账号。'],
    ['零风险', '零风险入手～'],
  ])('drops a sentence with %s and keeps the rest', (_what, bad) => {
    const out = filterCopy(copy(`荣耀典藏×2，传说皮肤×15。${bad}活邮可换绑。`), { allowMoney: true })
    expect(out.copy.description).toBe('荣耀典藏×2，传说皮肤×15。活邮可换绑。')
    expect(out.removed).toBe(1)
  })

  test('selling points with contact details or prohibited claims are dropped; the title loses only the bad part', () => {
    const out = filterCopy(
      copy('全英雄。', ['荣耀典藏×2', '加V: abc12345 看图', '包找回', '实名可修改'], '王者荣耀｜全英雄｜QQ 12345678'),
      { allowMoney: true },
    )
    expect(out.copy.sellingPoints).toEqual(['荣耀典藏×2', '实名可修改'])
    expect(out.copy.title).toBe('王者荣耀｜全英雄')
  })

  test('game regions named after QQ / WeChat are not contact details', () => {
    const out = filterCopy(copy('大区：安卓QQ。大区：苹果微信。'), { allowMoney: false })
    expect(out.copy.description).toBe('大区：安卓QQ。大区：苹果微信。')
    expect(out.removed).toBe(0)
  })

  test('without a price the caller may see, every money amount goes; with one it stays', () => {
    const text = '全英雄。参考价 ¥3,000–¥4,200。诚心出，5000元可议。约1.2万。'
    expect(filterCopy(copy(text), { allowMoney: false }).copy.description).toBe('全英雄。')
    expect(filterCopy(copy(text), { allowMoney: true }).copy.description).toBe(text)
  })
})

describe('account facts', () => {
  test('catalogue labels, highest first; risk flags honestly', () => {
    const genshin = getGame(10026)
    const facts = accountFacts(genshin, {
      server: '官服',
      chars: { raiden: 2, hutao: 6, nahida: 0 },
      goldCount: 80,
      liveMail: false,
      realNameChangeable: true,
      violation: true,
      remark: '加微信 abc123456 私聊',
    })
    expect(facts.highlights[0]).toBe('限定五星角色：胡桃满命、雷电将军2命、纳西妲0命')
    expect(facts.highlights).toContain('黄数 80个')
    expect(facts.details).toContain('服务器：官服')
    expect(facts.assurances).toEqual(['实名可修改'])
    expect(facts.risks).toEqual(['非活邮，绑定邮箱不可换绑', '有违规/封禁记录'])
    // Free text is never copied into the facts.
    expect(JSON.stringify(facts)).not.toContain('abc123456')
  })
})

describe('a runaway or hostile reply', () => {
  const KB100 = 100_000

  test('parts over the length caps are removed whole before any pattern runs: a 100 KB reply leaves nothing to answer', () => {
    for (const [name, text] of Object.entries(adversarialReplies(KB100))) {
      const points = ['荣耀典藏×2', text, ...Array.from({ length: 12 }, (_, i) => `卖点${i}`)]
      const out = filterCopy({ title: text, sellingPoints: points, description: text }, { allowMoney: false })
      expect([name, out.copy.title, out.copy.description]).toEqual([name, '', ''])
      // The first 10 points are read, the over-long one among them dropped.
      expect(out.copy.sellingPoints).toEqual(['荣耀典藏×2', ...Array.from({ length: 8 }, (_, i) => `卖点${i}`)])
    }
  })

  test('copy at the caps is still filtered as usual', () => {
    const bad = '有意加QQ：123456789。'
    const good = '全英雄。'.repeat((CopyLimit.DESCRIPTION_CHARS - bad.length) / 4)
    const description = good + bad
    expect(description).toHaveLength(CopyLimit.DESCRIPTION_CHARS)
    const out = filterCopy(copy(description, ['x'.repeat(CopyLimit.POINT_CHARS)], '王'.repeat(CopyLimit.TITLE_CHARS)), {
      allowMoney: false,
    })
    expect(out.copy.description).toBe(good)
    expect(out.copy.sellingPoints).toHaveLength(1)
    expect(out.copy.title).toHaveLength(CopyLimit.TITLE_CHARS)
  })

  // The rules themselves are linear (no cap in front): each 100 KB text gets its answer (run in seconds before the
  // rewrite: a QQ label followed by 1,000 spaces took 1.3 s, cubic; 10,000 letters 0.9 s, quadratic).
  test.each(Object.entries(adversarialReplies(KB100)))('the rules answer a 100 KB text of %s', (name, text) => {
    expect(breaksRule(text, false)).toBe(name === 'digits')
  })

  test('the rewritten patterns still catch what they caught', () => {
    for (const bad of [
      'qq 号 : 12345678',
      '扣扣群：123456',
      '微信号： seller_abc',
      'wx:abc12345',
      '店铺 my-shop.com',
      'a.b@example.com',
      '约 .5万',
      '1,200元',
    ])
      expect([bad, breaksRule(bad, false)]).toEqual([bad, true])
    for (const good of ['大区：安卓QQ', 'qq 号', '5 件', 'ab.c', 'x@y']) expect([good, breaksRule(good, false)]).toEqual([good, false])
  })
})
