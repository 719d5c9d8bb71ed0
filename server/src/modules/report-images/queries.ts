import type { Db } from '../../db/connect'

/** Account deletion's step for the user's report screenshots: every one removed, on the deletion's transaction. */
export async function deleteReportImagesOf(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('report_image').where('user_id', '=', userId).execute()
}
