import TestUtils from '@tarojs/test-utils-react'
import Article, { formatDocDate } from '@/components/article'
import { AgreementId } from '@/constants/navigation'
import { getAgreement } from '@/content/agreements'

describe('Article', () => {
  const testUtils = new TestUtils()

  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('renders the title, date, headings, paragraphs, list items and tips of an agreement', async () => {
    const doc = getAgreement(AgreementId.USER)
    await testUtils.mount(Article, { props: { doc } })
    const text = document.body.textContent ?? ''

    expect(text).toContain('用户协议')
    expect(text).toContain(`更新日期：${formatDocDate(doc.updatedAt)}`)
    for (const section of doc.sections) {
      expect(text).toContain(section.heading)
      for (const p of section.paragraphs) expect(text).toContain(p)
      for (const item of section.list ?? []) expect(text).toContain(item)
      for (const tip of section.tips ?? []) expect(text).toContain(tip)
    }
    expect(document.querySelectorAll('.article__h2')).toHaveLength(doc.sections.length)
  })

  it('renders tables with a header row and one cell per column, inside a horizontal scroll view', async () => {
    const doc = getAgreement(AgreementId.NEUTRAL)
    const table = doc.sections[0].table!
    await testUtils.mount(Article, { props: { doc } })

    const headers = Array.from(document.querySelectorAll('.article__th')).map((el) => el.textContent)
    expect(headers).toEqual(table.columns)
    expect(document.querySelectorAll('.article__td')).toHaveLength(table.rows.length * table.columns.length)
    expect(document.querySelector('.article__table-scroll')).not.toBeNull()
    expect(document.body.textContent).toContain(table.rows[0][0])
  })

  it('numbers ordered steps', async () => {
    await testUtils.mount(Article, {
      props: {
        doc: { title: '指南', sections: [{ heading: '步骤', paragraphs: [], ordered: true, list: ['打开', '复制', '粘贴'] }] },
      },
    })
    const nums = Array.from(document.querySelectorAll('.article__li-num')).map((el) => el.textContent)
    expect(nums).toEqual(['1', '2', '3'])
    expect(document.querySelector('.article__date')).toBeNull()
  })
})

describe('formatDocDate', () => {
  it('writes ISO dates the Chinese way', () => {
    expect(formatDocDate('2026-11-22')).toBe('2026年11月22日')
    expect(formatDocDate('2026-01-05')).toBe('2026年1月5日')
    expect(formatDocDate('近期')).toBe('近期')
  })
})
