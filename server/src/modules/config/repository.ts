import type { Db } from '../../db/connect'

export class ConfigRepository {
  constructor(private readonly db: Db) {}

  async listPublic() {
    return this.db.selectFrom('app_config').select(['conf_key', 'conf_value']).where('is_public', '=', 1).orderBy('conf_key').execute()
  }

  async get(key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('app_config').select('conf_value').where('conf_key', '=', key).executeTakeFirst()
    return row?.conf_value
  }

  async entry(key: string) {
    return this.db.selectFrom('app_config').select(['conf_value', 'is_public']).where('conf_key', '=', key).executeTakeFirst()
  }

  /** An entry's value and when it was last written (UTC ms). */
  async stamped(key: string): Promise<{ conf_value: string; updated_at: number } | undefined> {
    const row = await this.db.selectFrom('app_config').select(['conf_value', 'updated_at']).where('conf_key', '=', key).executeTakeFirst()
    return row && { conf_value: row.conf_value, updated_at: Number(row.updated_at) }
  }

  async all() {
    return this.db.selectFrom('app_config').selectAll().orderBy('conf_key').execute()
  }

  /** Insert or update; a new key's visibility is `isPublic`, an existing key keeps its own unless given. */
  async upsert(key: string, value: string, isPublic: 0 | 1 | undefined, now: number): Promise<void> {
    await this.db
      .insertInto('app_config')
      .values({ conf_key: key, conf_value: value, is_public: isPublic ?? 1, updated_at: now })
      .onConflict((oc) =>
        oc.column('conf_key').doUpdateSet({
          conf_value: value,
          updated_at: now,
          ...(isPublic === undefined ? {} : { is_public: isPublic }),
        }),
      )
      .execute()
  }
}
