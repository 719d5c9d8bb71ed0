import { randomInt } from 'node:crypto'
import { HELP_CODE_LENGTH } from '../../contract/values'
import type { Db } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { countRows } from '../../db/page'
import { userFacts } from '../user/queries'

export interface HelpCodeRow {
  code: string
  report_id: string
  user_id: number
  created_at: number
  expires_at: number
}

/**
 * 15 digits without a leading zero: 9 * 10^14 codes, so with 10,000 live codes a prober sending 40,000 guesses a
 * minute finds one about every four years (8 digits gave one every 13 s). randomInt spans under 2^48, hence two draws.
 */
const newCode = () => `${randomInt(1, 10)}${String(randomInt(0, 10 ** (HELP_CODE_LENGTH - 1))).padStart(HELP_CODE_LENGTH - 1, '0')}`

/** Help codes of reports and the helps they collected. */
export class HelpRepository {
  constructor(private readonly db: Db) {}

  async findCode(code: string): Promise<HelpCodeRow | undefined> {
    return this.db.selectFrom('help_code').selectAll().where('code', '=', code).executeTakeFirst()
  }

  async codeOfReport(reportId: string): Promise<HelpCodeRow | undefined> {
    return this.db.selectFrom('help_code').selectAll().where('report_id', '=', reportId).executeTakeFirst()
  }

  /** The report's code, created on first use; racing callers all get the one that won. */
  async ensureCode(reportId: string, userId: number, now: number, expiresAt: number): Promise<HelpCodeRow> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await this.codeOfReport(reportId)
      if (existing) return existing
      const row = { code: newCode(), report_id: reportId, user_id: userId, created_at: now, expires_at: expiresAt }
      try {
        await this.db.insertInto('help_code').values(row).execute()
        return row
      } catch (err) {
        // Another request made the report's code, or the random code is taken: look again.
        if (!isUniqueViolation(err)) throw err
      }
    }
    throw new Error(`could not allocate a help code for ${reportId}`)
  }

  /** Records one help; false when this friend already helped this report. */
  async insertHelp(reportId: string, helperId: number, now: number): Promise<boolean> {
    try {
      await this.db.insertInto('report_help').values({ report_id: reportId, helper_id: helperId, created_at: now }).execute()
      return true
    } catch (err) {
      if (isUniqueViolation(err)) return false
      throw err
    }
  }

  async countHelps(reportId: string): Promise<number> {
    return countRows(this.db.selectFrom('report_help').where('report_id', '=', reportId))
  }

  async hasHelped(reportId: string, helperId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('report_help')
      .select('id')
      .where('report_id', '=', reportId)
      .where('helper_id', '=', helperId)
      .executeTakeFirst()
    return row !== undefined
  }

  /** The latest helpers with their public profile. */
  async recentHelpers(reportId: string, limit: number) {
    return this.db
      .selectFrom('report_help as h')
      .innerJoin(userFacts(this.db).as('u'), 'u.id', 'h.helper_id')
      .select(['u.nickname', 'u.avatar', 'h.created_at'])
      .where('h.report_id', '=', reportId)
      .orderBy('h.created_at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(limit)
      .execute()
  }
}
