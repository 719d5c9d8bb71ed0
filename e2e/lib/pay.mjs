// Paying for a report in the sandbox cashier without the pay page (for journeys whose subject is elsewhere):
// the same order and cashier a user goes through, reached over HTTP.
import assert from 'node:assert/strict'
import { verifyRealName } from './real-name.mjs'

/**
 * Verifies the payer's real name (paying needs it), opens the order with payTrans, pays in the sandbox cashier,
 * and checks the report is unlocked.
 */
export async function payInSandbox({ base, api }, token, scene, valId) {
  await verifyRealName(api, token)
  const trans = await api('payment/payTrans', { scene, valId, payType: 1, returnPath: '/' }, token)
  assert.equal(trans.code, 200, JSON.stringify(trans))
  const { orderNo } = trans.data.order
  const paid = await fetch(`${base}/sandbox-pay/cashier/${orderNo}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'return=/',
    redirect: 'manual',
  })
  assert.equal(paid.status, 303)
  const status = await api('payment/status', { orderNo }, token)
  assert.equal(status.data?.status, 'paid', JSON.stringify(status))
  assert.equal(status.data?.reportStatus, 2)
  return orderNo
}

/** A props valuation of 王者荣耀 through the API, waited for until its report is generated (locked); its valId. */
export async function lockedValuationReport({ api, page }, token, answers) {
  const created = await api('val/valuation', { gameId: 10013, evaluateType: 2, answers }, token)
  assert.equal(created.code, 200, JSON.stringify(created))
  const { valId } = created.data
  for (let i = 0; i < 100 && (await api('val/valReport', { valId }, token)).data?.status !== 1; i++) await page.waitForTimeout(200)
  return valId
}
