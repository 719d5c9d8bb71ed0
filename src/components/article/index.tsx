import { ScrollView, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { ArticleDoc, DocSection, DocTable } from '@/content/agreements/types'
import './index.scss'

/** '2026-11-22' → '2026年11月22日'; anything else is shown as given. */
export function formatDocDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : date
}

function Paragraph({ text }: { text: string }) {
  return (
    <Text className='article__p' userSelect>
      {text}
    </Text>
  )
}

function List({ items, ordered }: { items: string[]; ordered?: boolean }) {
  return (
    <View className={`article__list${ordered ? ' article__list--ordered' : ''}`}>
      {items.map((item, i) => (
        <View className='article__li' key={i}>
          {ordered ? <Text className='article__li-num'>{i + 1}</Text> : <View className='article__li-dot' />}
          <Text className='article__li-text' userSelect>
            {item}
          </Text>
        </View>
      ))}
    </View>
  )
}

/**
 * Wide tables scroll sideways inside the card instead of squeezing every column to a few characters; two
 * columns fit a phone, so those stretch to the card width instead.
 */
function Table({ table }: { table: DocTable }) {
  const fit = table.columns.length <= 2
  return (
    <ScrollView className='article__table-scroll' scrollX>
      <View className={`article__table${fit ? ' article__table--fit' : ''}`}>
        <View className='article__tr article__tr--head'>
          {table.columns.map((c, i) => (
            <Text className='article__th' key={i}>
              {c}
            </Text>
          ))}
        </View>
        {table.rows.map((row, r) => (
          <View className='article__tr' key={r}>
            {table.columns.map((_, c) => (
              <Text className='article__td' key={c} userSelect>
                {row[c] ?? ''}
              </Text>
            ))}
          </View>
        ))}
      </View>
    </ScrollView>
  )
}

function Section({ section }: { section: DocSection }) {
  return (
    <View className='article__section'>
      <Text className='article__h2'>{section.heading}</Text>
      {section.paragraphs.map((p, i) => (
        <Paragraph key={i} text={p} />
      ))}
      {section.list && section.list.length > 0 && <List items={section.list} ordered={section.ordered} />}
      {section.table && <Table table={section.table} />}
      {section.tips && section.tips.length > 0 && (
        <View className='article__tips'>
          {section.tips.map((t, i) => (
            <Text className='article__tip' key={i} userSelect>
              {t}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}

export interface ArticleLink {
  title: string
  onClick: () => void
}

/** A card of tappable links under the article (related documents, next steps). */
export function ArticleLinks({ label, links }: { label?: string; links: ArticleLink[] }) {
  return (
    <View className='article-links'>
      {label && <Text className='article-links__label'>{label}</Text>}
      {links.map((link) => (
        <View className='article-links__item' key={link.title} onClick={link.onClick}>
          <Text className='article-links__title'>{link.title}</Text>
          <Text className='article-links__arrow'>›</Text>
        </View>
      ))}
    </View>
  )
}

/** The primary button under a guide. */
export function ArticleButton({ text, onClick }: { text: string; onClick: () => void }) {
  return (
    <View className='article-button' onClick={onClick}>
      <Text className='article-button__text'>{text}</Text>
    </View>
  )
}

/**
 * A long document (agreement or guide) as a white card on the page's grey background. `children` go below the
 * card, for page-specific actions such as links or buttons.
 */
export default function Article({ doc, children }: { doc: ArticleDoc; children?: ReactNode }) {
  return (
    <View className='article'>
      <View className='article__card'>
        <Text className='article__title'>{doc.title}</Text>
        {doc.updatedAt && <Text className='article__date'>更新日期：{formatDocDate(doc.updatedAt)}</Text>}
        {doc.intro?.map((p, i) => (
          <Paragraph key={i} text={p} />
        ))}
        {doc.sections.map((s, i) => (
          <Section key={i} section={s} />
        ))}
      </View>
      {children}
    </View>
  )
}
