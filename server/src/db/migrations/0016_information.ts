import type { Kysely, Migration } from 'kysely'

/**
 * Information articles (资讯): one row per article, keyed by its slug so `npm run info:import` can upsert the
 * same files again. The body is kept as Markdown; the service renders it (raw HTML off) when an article is read.
 */
export const information: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('article')
      .addColumn('slug', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('title', 'varchar(60)', (c) => c.notNull())
      .addColumn('category', 'varchar(20)', (c) => c.notNull())
      .addColumn('summary', 'varchar(120)', (c) => c.notNull())
      .addColumn('cover', 'varchar(512)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('published_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('article_published_idx').on('article').columns(['published_at', 'slug']).execute()
    await db.schema.createIndex('article_category_published_idx').on('article').columns(['category', 'published_at']).execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('article').execute()
  },
}
