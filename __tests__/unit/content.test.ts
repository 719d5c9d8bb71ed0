import { AgreementId } from '@/constants/navigation'
import {
  AGREEMENT_PAGES,
  agreementIndex,
  agreementUrl,
  getAgreement,
  resolveAgreementId,
  CONTACT_US,
  type ArticleDoc,
} from '@/content/agreements'
import { authErrorGuide, campIdGuide, getLinkGuide, privacySummary } from '@/content/guides'
import { findRoute, ROUTES } from '@/router/routes'

const ALL_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9]

/** Every section carries text, and every table row has one cell per column (a short row renders blank cells). */
function expectWellFormed(doc: ArticleDoc) {
  expect(doc.title.trim()).not.toBe('')
  expect(doc.sections.length).toBeGreaterThan(0)
  for (const s of doc.sections) {
    expect(s.heading.trim()).not.toBe('')
    const body = s.paragraphs.length + (s.list?.length ?? 0) + (s.table?.rows.length ?? 0) + (s.tips?.length ?? 0)
    expect(body).toBeGreaterThan(0)
    for (const row of s.table?.rows ?? []) expect(row).toHaveLength(s.table!.columns.length)
  }
}

function fullText(doc: ArticleDoc): string {
  return [
    doc.title,
    ...(doc.intro ?? []),
    ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? []), ...(s.tips ?? []), ...(s.table?.rows.flat() ?? [])]),
  ].join('\n')
}

describe('agreements', () => {
  it.each(ALL_IDS)('id %i resolves to a complete document with that id', (id) => {
    const doc = getAgreement(id)
    expect(doc).toBeDefined()
    expect(doc!.id).toBe(id)
    expect(doc!.updatedAt).toBe('2026-11-22')
    expect(doc!.summary.trim()).not.toBe('')
    expectWellFormed(doc!)
  })

  it('covers exactly the agreement ids of the spec', () => {
    expect(Object.values(AgreementId).sort((a, b) => a - b)).toEqual(ALL_IDS)
    expect(getAgreement(0)).toBeUndefined()
    expect(getAgreement(10)).toBeUndefined()
  })

  it('titles match the spec names', () => {
    expect(getAgreement(AgreementId.PRIVACY).title).toBe('隐私政策')
    expect(getAgreement(AgreementId.PRIVACY_IOS).title).toBe('隐私政策')
    expect(getAgreement(AgreementId.USER).title).toBe('用户协议')
    expect(getAgreement(AgreementId.USER_IOS).title).toBe('用户协议')
    expect(getAgreement(AgreementId.RULES).title).toBe('规则说明')
    expect(getAgreement(AgreementId.ACCOUNT).title).toBe('账号安全说明')
    expect(getAgreement(AgreementId.APP_PERMISSION).title).toBe('应用权限说明')
    expect(getAgreement(AgreementId.CHILD_PROTECTION).title).toBe('儿童个人信息保护规则')
    expect(getAgreement(AgreementId.NEUTRAL).title).toBe('第三方信息共享清单')
  })

  it('iOS variants say that virtual goods are not sold in the iOS mini-program, the others do not', () => {
    for (const id of [AgreementId.USER_IOS, AgreementId.PRIVACY_IOS]) {
      expect(fullText(getAgreement(id))).toMatch(/iOS 设备的微信小程序内/)
    }
    for (const id of [AgreementId.USER, AgreementId.PRIVACY]) {
      expect(fullText(getAgreement(id))).not.toMatch(/iOS 设备的微信小程序内/)
    }
  })

  it('carries the rules of the market: minors, SMS-code scams, demo and AI labels, contact', () => {
    const user = fullText(getAgreement(AgreementId.USER))
    expect(user).toMatch(/未满十八周岁/)
    expect(user).toMatch(/验证码/)
    expect(user).toMatch(/示例/)
    expect(user).toMatch(/AI 生成/)
    expect(user).toMatch(/不构成/)
    const privacy = fullText(getAgreement(AgreementId.PRIVACY))
    for (const word of ['手机号码', '设备信息', '身份证号码', '注销账号', '删除', '更正']) expect(privacy).toContain(word)
    // The contact is the in-app 联系我们 page (feedback, plus the configured channels), never a placeholder address.
    for (const id of [AgreementId.PRIVACY, AgreementId.USER, AgreementId.CHILD_PROTECTION]) {
      expect(fullText(getAgreement(id))).toContain(CONTACT_US)
    }
    for (const id of Object.values(AgreementId)) expect(fullText(getAgreement(id))).not.toMatch(/@|\.example\b/)
    expect(fullText(getAgreement(AgreementId.RULES))).toMatch(/五万元/)
  })

  it('the third-party list and permission list are tables', () => {
    expect(getAgreement(AgreementId.NEUTRAL).sections[0].table?.columns).toContain('隐私政策')
    expect(getAgreement(AgreementId.APP_PERMISSION).sections[0].table?.rows.length).toBeGreaterThan(3)
  })
})

describe('agreement pages', () => {
  it.each(Object.entries(AGREEMENT_PAGES))('%s shows agreement %i by default and is a known route', (path, id) => {
    expect(findRoute(path)).toBeDefined()
    expect(getAgreement(id)).toBeDefined()
  })

  it('maps each page to the document its title names', () => {
    expect(AGREEMENT_PAGES).toEqual({
      'pages/h5/policy-agreement/index': 2,
      'pages/h5/policy-agreement-ios/index': 8,
      'pages/h5/privacy-guide/index': 1,
      'pages/h5/privacy-guide-ios/index': 9,
      'pages/h5/ruleSpecification/index': 3,
      'pages/h5/account-secure-instruction/index': 4,
      'pages/h5/app-perm/index': 5,
      'pages/h5/child-protection/index': 6,
      'pages/h5/neutral/index': 7,
    })
    for (const [path, id] of Object.entries(AGREEMENT_PAGES)) {
      expect(getAgreement(id).title).toBe(findRoute(path)!.title)
    }
  })

  it('reads ?id= and falls back to the page default for missing or unknown ids', () => {
    expect(resolveAgreementId('7', AgreementId.USER)).toBe(7)
    expect(resolveAgreementId(undefined, AgreementId.USER)).toBe(2)
    expect(resolveAgreementId('', AgreementId.USER_IOS)).toBe(8)
    expect(resolveAgreementId('42', AgreementId.USER)).toBe(2)
    expect(resolveAgreementId('abc', AgreementId.USER)).toBe(2)
    expect(resolveAgreementId('1.5', AgreementId.USER)).toBe(2)
  })

  it('links open a whitelisted generic page, the iOS one for iOS variants', () => {
    const publicPaths = new Set(ROUTES.filter((r) => r.public).map((r) => r.path))
    for (const id of ALL_IDS) {
      const url = agreementUrl(id as AgreementId)
      expect(url).toMatch(new RegExp(`\\?id=${id}$`))
      expect(publicPaths.has(url.slice(1).split('?')[0])).toBe(true)
    }
    expect(agreementUrl(AgreementId.USER_IOS)).toBe('/pages/h5/policy-agreement-ios/index?id=8')
    expect(agreementUrl(AgreementId.NEUTRAL)).toBe('/pages/h5/policy-agreement/index?id=7')
  })

  it('the index lists seven documents, one variant per platform', () => {
    const plain = agreementIndex(false).map((d) => d.id)
    const ios = agreementIndex(true).map((d) => d.id)
    expect(plain).toHaveLength(7)
    expect(plain).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7]))
    expect(ios).toEqual(expect.arrayContaining([8, 9, 3, 4, 5, 6, 7]))
    expect(ios).not.toContain(1)
    expect(ios).not.toContain(2)
  })
})

describe('guides', () => {
  it.each([
    ['getLink', getLinkGuide],
    ['camp id', campIdGuide],
    ['auth error', authErrorGuide],
    ['privacy summary', privacySummary],
  ])('%s guide is well formed', (_name, doc) => {
    expectWellFormed(doc)
  })

  it('the link guide names no trading platform host', () => {
    expect(fullText(getLinkGuide)).not.toMatch(/https?:|www\.|\.com/)
  })

  it('the permission guide covers WeChat, Douyin and the browser', () => {
    const headings = authErrorGuide.sections.map((s) => s.heading).join(' ')
    expect(headings).toMatch(/微信/)
    expect(headings).toMatch(/抖音/)
    expect(headings).toMatch(/浏览器/)
  })
})
