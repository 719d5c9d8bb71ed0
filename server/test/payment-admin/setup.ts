import { randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../src/db/schema'
import type { AuditActor, AuditEntry, AuditTrail } from '../../src/modules/audit-port'
import { createOrdersAdmin, type OrdersAdmin } from '../../src/modules/payment/admin'
import { ReportRepository } from '../../src/modules/reports/repository'
import type { SandboxPayProvider } from '../../src/providers/pay/sandbox'
import { createTestApp, type TestApp } from '../helpers'

/**
 * Shared setup of the orders-and-money tests: a test app whose sandbox takes the payments, players who pay through
 * the API and the sandbox cashier, and the operators' commands built on the app's database with an audit trail that
 * writes a table of this test's own inside the command's transaction (so a rolled-back write takes its row along).
 */

const API = '/app/v1'
/** A phone browser outside WeChat: both pay types served by the sandbox. */
const WEB = { terminal: '2', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36' }
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

export interface AuditRow {
  actor: string
  operator_id: number | null
  action: string
  object_type: string
  object_id: string | null
  before: string
  after: string
  reason: string | null
}

/** An audit trail that inserts into `test_audit` with the caller's transaction; it can be told to fail an action. */
export class TableTrail implements AuditTrail {
  readonly failOn = new Set<string>()

  async record(actor: AuditActor, entry: AuditEntry, trx: Transaction<Database>): Promise<void> {
    await (trx as unknown as Kysely<{ test_audit: AuditRow }>)
      .insertInto('test_audit')
      .values({
        actor: actor.name,
        operator_id: actor.operatorId,
        action: entry.action,
        object_type: entry.objectType,
        object_id: entry.objectId == null ? null : String(entry.objectId),
        before: JSON.stringify(entry.before ?? null),
        after: JSON.stringify(entry.after ?? null),
        reason: entry.reason ?? null,
      })
      .execute()
    if (this.failOn.has(entry.action)) throw new Error(`audit refused ${entry.action}`)
  }
}

export interface Money extends Payers {
  t: TestApp
  admin: OrdersAdmin
  trail: TableTrail
  audit(action?: string): Promise<AuditRow[]>
  close(): Promise<void>
}

/** What a test needs to have players pay: a test app's player API, its sandbox and its database. */
export type PayingApp = Pick<TestApp, 'app' | 'db' | 'clock' | 'login' | 'verifyRealName' | 'post'>

export interface Payers {
  sandbox(): SandboxPayProvider
  /** A player who passed real-name verification: their user id and token. */
  player(phone: string): Promise<{ userId: number; token: string }>
  /** A finished, locked valuation report of the player. */
  report(userId: number): Promise<string>
  /** Opens an order for the report (pay type 1 through the sandbox) and returns its number. */
  open(valId: string, token: string): Promise<string>
  /** Opens an order and pays it in the sandbox cashier: the report unlocks. */
  paid(valId: string, token: string): Promise<string>
  order(orderNo: string): Promise<{ status: string; refund_state: string | null; refund_no: string | null }>
  ledger(orderNo: string): Promise<Array<{ kind: string; amount_fen: number }>>
}

/** Players who pay through the player API and the sandbox cashier, and what became of their orders. */
export function payers(t: PayingApp): Payers {
  const sandbox = () => t.app.providers.pay.get('sandbox') as SandboxPayProvider
  const open = async (valId: string, token: string) => {
    const reply = await t.post(`${API}/payment/payTrans`, { scene: 1, valId, payType: 1, returnPath: '/' }, token, WEB)
    if (reply.code !== 200) throw new Error(`payTrans answered ${reply.code} ${reply.msg}`)
    return reply.data.order.orderNo as string
  }
  return {
    sandbox,
    async player(phone) {
      const { token } = await t.login(phone)
      await t.verifyRealName(token)
      const { id } = await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()
      return { userId: id, token }
    },
    async report(userId) {
      const id = `r_${randomBytes(8).toString('hex')}`
      const row = { id, userId, kind: 1, gameId: 10013, evaluateType: 2, input: JSON.stringify({ id }), now: t.clock.now() }
      await new ReportRepository(t.db).insertGenerated({ ...row, result: '{"estimateFen":123456}', teaser: '{"level":"SR"}' })
      return id
    },
    open,
    async paid(valId, token) {
      const orderNo = await open(valId, token)
      const reply = await t.app.inject({ method: 'POST', url: `/sandbox-pay/cashier/${orderNo}/pay`, payload: 'return=/', headers: FORM })
      if (reply.statusCode >= 400) throw new Error(`the cashier answered ${reply.statusCode}`)
      return orderNo
    },
    order: (orderNo) =>
      t.db.selectFrom('pay_order').select(['status', 'refund_state', 'refund_no']).where('id', '=', orderNo).executeTakeFirstOrThrow(),
    async ledger(orderNo) {
      const rows = await t.db
        .selectFrom('pay_ledger')
        .select(['kind', 'amount_fen'])
        .where('order_id', '=', orderNo)
        .orderBy('id')
        .execute()
      return rows.map((r) => ({ kind: r.kind, amount_fen: Number(r.amount_fen) }))
    },
  }
}

export async function setupMoney(options: { now: number; refundApprovalFen?: number }): Promise<Money> {
  const t = await createTestApp({ now: options.now })
  const db = t.db as unknown as Kysely<{ test_audit: AuditRow }>
  await db.schema
    .createTable('test_audit')
    .addColumn('actor', 'varchar(64)', (c) => c.notNull())
    .addColumn('operator_id', 'integer')
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(64)')
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .execute()
  const trail = new TableTrail()
  const admin = createOrdersAdmin({
    db: t.db,
    clock: t.clock,
    providers: t.app.providers.pay,
    refundApprovalFen: options.refundApprovalFen ?? 5000,
    audit: trail,
  })
  const kit = payers(t)
  return {
    ...kit,
    t,
    admin,
    trail,
    async audit(action) {
      const rows = await db
        .selectFrom('test_audit')
        .selectAll()
        .$if(action !== undefined, (q) => q.where('action', '=', action as string))
        .execute()
      return rows.map((r) => ({ ...r, operator_id: r.operator_id === null ? null : Number(r.operator_id) }))
    },
    async close() {
      await kit.sandbox().settled()
      await t.close()
    },
  }
}

/** Console operators as the console layer will name them (roles are checked there, not here). */
export const finance = (operatorId: number, name = `财务${operatorId}`): AuditActor => ({ operatorId, name, ip: '10.0.0.1' })
