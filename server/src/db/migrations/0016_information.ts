import type { Migration } from 'kysely'
import { bigint, createTables, text, varchar } from './helpers'

/**
 * Information articles (资讯): one row per article, keyed by its slug so `npm run info:import` can upsert the
 * same files again. The body is kept as Markdown; the service renders it (raw HTML off) when an article is read.
 */
export const information: Migration = createTables({
  article: {
    columns: {
      slug: varchar(64).primaryKey(),
      title: varchar(60),
      category: varchar(20),
      summary: varchar(120),
      cover: varchar(512),
      body: text,
      published_at: bigint,
      updated_at: bigint,
    },
    indexes: { article_published_idx: ['published_at', 'slug'], article_category_published_idx: ['category', 'published_at'] },
  },
})
