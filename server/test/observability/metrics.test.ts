import { isPostgres } from '../../src/db/connect'
import type { SandboxPayProvider } from '../../src/providers/pay/sandbox'
import { createTestApp, type TestApp } from '../helpers'
import { API, GAME, createValuationApp, sampleAnswers, waitForReport } from '../valuation-service/fixture'

const TOKEN = 'metrics-token-0123456789'
const WEB = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36' }

/** One sample's value in Prometheus text: `name{labels} value` (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const labelPart = line.slice(name.length).split(' ')[0]
    if (want.every((w) => labelPart.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return 0
}

describe('/metrics', () => {
  test('without METRICS_TOKEN there is no /metrics; with it, only the bearer of the token reads it', async () => {
    const off = await createTestApp()
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404)
    } finally {
      await off.close()
    }
    const on = await createTestApp({ env: { METRICS_TOKEN: TOKEN } })
    try {
      expect((await on.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401)
      expect(
        (await on.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode,
      ).toBe(401)
      const ok = await on.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
      expect(ok.statusCode).toBe(200)
      expect(ok.headers['content-type']).toContain('text/plain')
    } finally {
      await on.close()
    }
  })

  describe('what the service did, counted', () => {
    let t: TestApp
    const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body
    beforeAll(async () => {
      t = await createValuationApp({ METRICS_TOKEN: TOKEN })
    })
    afterAll(async () => {
      await t.close()
    })

    test('requests by route and status, valuations, an unlock by payment, orders and notifies', async () => {
      const before = await scrape()
      const { token } = await t.login('13800009101')
      await t.verifyRealName(token)
      const created = await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(0) }, token)
      const valId = created.data.valId as string
      await waitForReport(t, token, valId)
      const pay = await t.post(
        `${API}/payment/payTrans`,
        { scene: 1, valId, payType: 1, returnPath: `/#/pages/pay/index_for_web?valId=${valId}` },
        token,
        WEB,
      )
      expect(pay.code).toBe(200)
      const sandbox = t.app.providers.pay.get('sandbox') as SandboxPayProvider
      const n = sandbox.notifyFor({ orderNo: pay.data.order.orderNo, amountFen: pay.data.order.amountFen }, 'pay')
      await t.app.inject({ method: 'POST', url: '/pay-notify/sandbox', headers: n.headers as Record<string, string>, payload: n.rawBody })
      const after = await scrape()

      const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels)
      expect(delta('gujia_valuations_started_total', { method: 'props', game: String(GAME) })).toBe(1)
      expect(delta('gujia_valuations_finished_total', { game: String(GAME), result: 'ready' })).toBe(1)
      expect(delta('gujia_pay_orders_created_total', { provider: 'sandbox', scene: '1' })).toBe(1)
      expect(delta('gujia_pay_notifies_total', { provider: 'sandbox', state: 'paid', result: 'applied' })).toBe(1)
      expect(delta('gujia_report_unlocks_total', { via: 'pay' })).toBe(1)
      expect(delta('gujia_http_request_duration_seconds_count', { method: 'POST', route: '/app/v1/val/valuation', status: '200' })).toBe(1)
      // The replica's own figures: ready, and the model it serves with its age.
      expect(sample(after, 'gujia_replica_ready')).toBe(1)
      expect(sample(after, 'gujia_model_age_seconds', { game: String(GAME) })).toBeGreaterThanOrEqual(0)
      expect(after).toMatch(new RegExp(`gujia_model_age_seconds\\{game="${GAME}",version="[^"]+",version_id="\\d+"\\}`))
      // The job queue: every queue's depth, oldest wait and recent failures.
      expect(after).toContain('gujia_job_queue_jobs{queue="valuation-generate",state="queued"} 0')
      expect(after).toContain('gujia_job_oldest_queued_seconds{queue="valuation-generate"} 0')
      expect(after).toContain('gujia_job_failed_24h{queue="valuation-generate"} 0')
      // On PostgreSQL, the pool: its size limit and the connections it holds.
      if (isPostgres(t.db)) {
        expect(sample(after, 'gujia_db_pool_connections', { state: 'max' })).toBeGreaterThan(0)
        expect(sample(after, 'gujia_db_pool_connections', { state: 'total' })).toBeGreaterThan(0)
      } else expect(after).not.toContain('gujia_db_pool_connections{')
    })
  })
})
