import type { TestApp } from '../helpers'
import { idNumber } from '../id-numbers'
import { API, makeReport } from '../valuation-service/fixture'

const ACCOUNT_INFO = {
  serverRegion: '微信区',
  contactType: 1,
  contact: 'wxid_abc123',
  description: '全英雄，皮肤多',
  confirmedAttrs: ['heroCount'],
}

export interface Seller {
  token: string
  userId: number
  valId: string
}

/**
 * A user who may publish: real-name verified (each seller with their own ID number, since one ID backs one
 * account), with an unlocked valuation report whose account information is complete. Not yet published.
 */
export async function readySeller(t: TestApp, phone: string, reportIndex: number): Promise<Seller> {
  const login = await t.login(phone)
  const token = login.token
  const sequence = phone.slice(-3)
  const verified = await t.post(`${API}/user/realInfoVerify`, { name: '张三', idNo: idNumber('19900101', '110101', sequence) }, token)
  if (verified.code !== 200) throw new Error(`real-name verification failed: ${verified.code} ${verified.msg}`)
  const valId = await makeReport(t, token, reportIndex)
  const saved = await t.post(`${API}/val/accountInfo/save`, { ...ACCOUNT_INFO, valId }, token)
  if (saved.code !== 200) throw new Error(`saving account information failed: ${saved.code} ${saved.msg}`)
  const me = await t.post(`${API}/user/userInfo`, {}, token)
  return { token, userId: Number(me.data.user_base_info.id), valId }
}

/** The report's publish state as stored: report_account and its market_listing row (if any). */
export async function storedPublishState(t: TestApp, valId: string) {
  const account = await t.db.selectFrom('report_account').selectAll().where('report_id', '=', valId).executeTakeFirstOrThrow()
  const listing =
    account.listing_id === null
      ? undefined
      : await t.db.selectFrom('market_listing').selectAll().where('id', '=', account.listing_id).executeTakeFirst()
  return { publishStatus: Number(account.publish_status), listingId: account.listing_id, listingStatus: listing?.status ?? null }
}
