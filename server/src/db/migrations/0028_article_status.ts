import type { Kysely, Migration } from 'kysely'
import { addColumns, createIndexes, dropColumns, varchar } from './helpers'

/**
 * Articles written in the console (issue 38 point 1): an article is a draft, published or withdrawn. Every article
 * before this came from `info:import` and was public from its publish time on, so they all start published.
 */
export const articleStatus: Migration = {
  async up(db: Kysely<any>) {
    await addColumns(db, 'article', { status: varchar(16).default('published') })
    await createIndexes(db, 'article', { article_status_updated_idx: ['status', 'updated_at'] })
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('article_status_updated_idx').execute()
    await dropColumns(db, 'article', ['status'])
  },
}
