import type { AgreementId } from '@/constants/navigation'

/** A long-form document (agreement or guide) as plain data, so it can be rendered on every platform and tested in node. */

export interface DocTable {
  columns: string[]
  /** Each row has one cell per column. */
  rows: string[][]
}

export interface DocSection {
  heading: string
  paragraphs: string[]
  list?: string[]
  /** Render `list` as numbered steps instead of bullets. */
  ordered?: boolean
  table?: DocTable
  /** Highlighted hints shown after the section body. */
  tips?: string[]
}

export interface ArticleDoc {
  title: string
  /** Shown as 「更新日期」 under the title; guides may leave it out. */
  updatedAt?: string
  /** Opening paragraphs before the first heading. */
  intro?: string[]
  sections: DocSection[]
}

export interface Agreement extends ArticleDoc {
  id: AgreementId
  updatedAt: string
  /** Short label for lists such as the agreement index. */
  summary: string
}
